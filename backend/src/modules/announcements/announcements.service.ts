import type { Announcement, NotificationKind } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotificationsService } from '../notifications/notifications.service';
import { Clock } from '../../common/clock/clock';
import { ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { AnnouncementDto } from './dto/announcement.dto';
import { AnnouncementEntity } from './entities/announcement.entity';
import { AnnouncementErrors } from './announcements.errors';

export const ANNOUNCEMENT_LIST: ListSpec = { resource: 'announcements', sortable: { createdAt: 'a.createdAt', title: 'a.title', type: 'a.type', expiresAt: 'a.expiresAt' } };

function toAnnouncementResponse(a: AnnouncementEntity): Announcement {
  return {
    id: a.id,
    title: a.title,
    content: a.content,
    type: a.type,
    isActive: a.isActive,
    showOnLogin: a.showOnLogin,
    showOnSignInPage: a.showOnSignInPage,
    expiresAt: a.expiresAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** Who uses an app (its announcements notify them): the ids, read in the announcement's transaction. */
export type AnnouncementAudience = (tx: EntityManager) => Promise<string[]>;

/** Announcements of the sub-apps (those whose manifest entry has `announcements`), one table; every admin change is logged. */
@Injectable()
export class AnnouncementsService {
  private readonly audiences = new Map<string, AnnouncementAudience>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
  ) {}

  /** An app says who uses it (from its manifest entry); a new visible announcement notifies them. */
  registerAudience(app: string, audience: AnnouncementAudience): void {
    this.audiences.set(app, audience);
  }

  /** What members see: active and not expired, newest first. */
  async listVisible(app: string): Promise<Announcement[]> {
    const rows = await this.db
      .getRepository(AnnouncementEntity)
      .createQueryBuilder('a')
      .where('a.app = :app AND a.isActive AND (a.expiresAt IS NULL OR a.expiresAt > :now)', { app, now: this.clock.now() })
      .orderBy('a.createdAt', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .getMany();
    return rows.map(toAnnouncementResponse);
  }

  async list(app: string, list: ListRequest): Promise<ListPage<Announcement>> {
    const qb = this.db.getRepository(AnnouncementEntity).createQueryBuilder('a').where('a.app = :app', { app });
    const ids = list.filter.ids;
    if (ids) qb.andWhere('a.id = ANY(:ids)', { ids });
    const [rows, total] = await qb.orderBy(list.orderBy, list.direction).addOrderBy('a.id', 'DESC').skip(list.offset).take(list.limit).getManyAndCount();
    return { rows: rows.map(toAnnouncementResponse), total };
  }

  async get(app: string, id: string): Promise<Announcement> {
    const row = await this.db.getRepository(AnnouncementEntity).findOneBy({ id, app });
    if (!row) throw AnnouncementErrors.notFound();
    return toAnnouncementResponse(row);
  }

  async create(adminId: string, app: string, dto: AnnouncementDto): Promise<Announcement> {
    const id = await this.db.transaction(async (tx) => {
      const saved = await tx.save(tx.create(AnnouncementEntity, { app, ...this.fields(dto) }));
      await this.activity.record(tx, adminId, { action: 'create_announcement', targetType: `${app}_announcement`, targetId: saved.id, details: { title: saved.title } });
      const audience = this.audiences.get(app);
      const visible = saved.isActive && (!saved.expiresAt || saved.expiresAt > this.clock.now());
      if (audience && visible) await this.notifications.notify(tx, await audience(tx), `${app}.announcement` as NotificationKind, { objectId: saved.id });
      return saved.id;
    });
    return this.get(app, id);
  }

  async update(adminId: string, app: string, id: string, dto: AnnouncementDto): Promise<Announcement> {
    await this.db.transaction(async (tx) => {
      const result = await tx.update(AnnouncementEntity, { id, app }, this.fields(dto));
      if (!result.affected) throw AnnouncementErrors.notFound();
      await this.activity.record(tx, adminId, { action: 'update_announcement', targetType: `${app}_announcement`, targetId: id, details: { title: dto.title } });
    });
    return this.get(app, id);
  }

  /** Deletes and answers the deleted announcement (react-admin's delete expects the record). */
  async remove(adminId: string, app: string, id: string): Promise<Announcement> {
    const existing = await this.get(app, id);
    await this.db.transaction(async (tx) => {
      const result = await tx.delete(AnnouncementEntity, { id, app });
      if (!result.affected) throw AnnouncementErrors.notFound();
      await this.activity.record(tx, adminId, { action: 'delete_announcement', targetType: `${app}_announcement`, targetId: id, details: { title: existing.title } });
    });
    return existing;
  }

  private fields(dto: AnnouncementDto): Partial<AnnouncementEntity> {
    return {
      title: dto.title,
      content: dto.content,
      type: dto.type ?? 'info',
      isActive: dto.isActive ?? true,
      showOnLogin: dto.showOnLogin ?? false,
      showOnSignInPage: dto.showOnSignInPage ?? false,
      expiresAt: dto.expiresAt ? new Date(dto.expiresAt) : null,
    };
  }
}
