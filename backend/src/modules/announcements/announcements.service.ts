import type { Announcement, NotificationKind } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { Tx } from '../../common/database/sql-repository';
import { NotificationsService } from '../notifications/notifications.service';
import { Clock } from '../../common/clock/clock';
import { ListPage, ListRequest } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { AnnouncementDto } from './dto/announcement.dto';
import { AnnouncementErrors } from './announcements.errors';
import { AnnouncementFields, AnnouncementRow, AnnouncementsRepository } from './announcements.repository';

export { ANNOUNCEMENT_LIST } from './announcements.repository';

function toAnnouncementResponse(a: AnnouncementRow): Announcement {
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
export type AnnouncementAudience = (tx: Tx) => Promise<string[]>;

/** Announcements of the sub-apps (those whose manifest entry has `announcements`), one table; every admin change is logged. */
@Injectable()
export class AnnouncementsService {
  private readonly audiences = new Map<string, AnnouncementAudience>();

  constructor(
    private readonly announcements: AnnouncementsRepository,
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
    const rows = await this.announcements.visible(app, this.clock.now());
    return rows.map(toAnnouncementResponse);
  }

  async list(app: string, list: ListRequest): Promise<ListPage<Announcement>> {
    const page = await this.announcements.list(app, list);
    return { rows: page.rows.map(toAnnouncementResponse), total: page.total };
  }

  async get(app: string, id: string): Promise<Announcement> {
    const row = await this.announcements.get(app, id);
    if (!row) throw AnnouncementErrors.notFound();
    return toAnnouncementResponse(row);
  }

  async create(adminId: string, app: string, dto: AnnouncementDto): Promise<Announcement> {
    const fields = this.fields(dto);
    const id = await this.announcements.transaction(async (tx) => {
      const created = await this.announcements.insert(tx, app, fields);
      await this.activity.record(tx, adminId, { action: 'create_announcement', targetType: `${app}_announcement`, targetId: created, details: { title: fields.title } });
      const audience = this.audiences.get(app);
      const visible = fields.isActive && (!fields.expiresAt || fields.expiresAt > this.clock.now());
      if (audience && visible) await this.notifications.notify(tx, await audience(tx), `${app}.announcement` as NotificationKind, { objectId: created });
      return created;
    });
    return this.get(app, id);
  }

  async update(adminId: string, app: string, id: string, dto: AnnouncementDto): Promise<Announcement> {
    await this.announcements.transaction(async (tx) => {
      if (!(await this.announcements.update(tx, app, id, this.fields(dto)))) throw AnnouncementErrors.notFound();
      await this.activity.record(tx, adminId, { action: 'update_announcement', targetType: `${app}_announcement`, targetId: id, details: { title: dto.title } });
    });
    return this.get(app, id);
  }

  /** Deletes and answers the deleted announcement (react-admin's delete expects the record). */
  async remove(adminId: string, app: string, id: string): Promise<Announcement> {
    const existing = await this.get(app, id);
    await this.announcements.transaction(async (tx) => {
      if (!(await this.announcements.remove(tx, app, id))) throw AnnouncementErrors.notFound();
      await this.activity.record(tx, adminId, { action: 'delete_announcement', targetType: `${app}_announcement`, targetId: id, details: { title: existing.title } });
    });
    return existing;
  }

  private fields(dto: AnnouncementDto): AnnouncementFields {
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
