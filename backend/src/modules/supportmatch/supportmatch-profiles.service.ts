import { partnerName, type SupportMatchProfile } from '@pfe/contracts/supportmatch';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnProfileStore } from '../../common/profiles/own-profile.store';
import { containsPattern, ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { ProfileDto } from './dto/profile.dto';
import { SupportMatchProfileEntity } from './entities/support-match-profile.entity';
import { SupportMatchErrors } from './supportmatch.errors';
import { toProfileResponse } from './supportmatch.mappers';
import { werePartners } from './supportmatch.sql';

export const PROFILE_LIST: ListSpec = {
  resource: 'profiles',
  sortable: { createdAt: 'p.createdAt', nickname: 'p.nickname', country: 'p.country', timezone: 'p.timezone' },
  filters: { q: 'text' },
};

@Injectable()
export class SupportMatchProfilesService {
  readonly own: OwnProfileStore<SupportMatchProfileEntity>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.own = new OwnProfileStore(db, SupportMatchProfileEntity, { exists: SupportMatchErrors.profileExists, missing: SupportMatchErrors.noProfile });
  }

  private get repo() {
    return this.db.getRepository(SupportMatchProfileEntity);
  }

  /** The caller's profile, or null when they have none yet. */
  async getOwn(userId: string): Promise<SupportMatchProfile | null> {
    const profile = await this.own.findOwn(userId);
    return profile ? toProfileResponse(profile) : null;
  }

  /**
   * The nicknames `viewerId` has met in SupportMatch (for her block list): only her partners', present
   * or past. Having a profile here is not enough: a nickname is never answered to someone who was
   * never partnered with that member (issue 27).
   */
  async nicknamesSeenBy(viewerId: string, userIds: string[]): Promise<Map<string, string>> {
    const rows: { user_id: string; nickname: string }[] = await this.repo.query(
      `SELECT t.user_id, t.nickname FROM support_match_profiles t
       WHERE t.user_id = ANY($2::uuid[])
         AND ${werePartners('$1', 't.user_id')}`,
      [viewerId, userIds],
    );
    return new Map(rows.map((r) => [r.user_id, partnerName(r.nickname)]));
  }

  async nicknamesOf(userIds: string[]): Promise<Map<string, string>> {
    const rows: { user_id: string; nickname: string }[] = await this.repo.query('SELECT user_id, nickname FROM support_match_profiles WHERE user_id = ANY($1::uuid[])', [userIds]);
    return new Map(rows.map((r) => [r.user_id, r.nickname]));
  }

  async create(userId: string, dto: ProfileDto): Promise<SupportMatchProfile> {
    return toProfileResponse(await this.own.create(userId, this.fields(dto)));
  }

  async update(userId: string, dto: ProfileDto): Promise<SupportMatchProfile> {
    return toProfileResponse(await this.own.update(userId, this.fields(dto)));
  }

  /** Read-only admin list; `filter.q` searches nicknames. */
  async list(list: ListRequest): Promise<ListPage<SupportMatchProfile>> {
    const qb = this.repo.createQueryBuilder('p');
    const q = list.filter.text.q;
    if (list.filter.ids) qb.andWhere('p.id = ANY(:ids)', { ids: list.filter.ids });
    if (q) qb.andWhere('p.nickname ILIKE :q', { q: containsPattern(q) });
    const [rows, total] = await qb.orderBy(list.orderBy, list.direction).addOrderBy('p.id', 'DESC').skip(list.offset).take(list.limit).getManyAndCount();
    return { rows: rows.map(toProfileResponse), total };
  }

  private fields(dto: ProfileDto): Partial<SupportMatchProfileEntity> {
    return {
      // No nickname is stored as '' (the column stays NOT NULL); her partner sees UNNAMED_PARTNER.
      nickname: dto.nickname ?? '',
      gender: dto.gender ?? null,
      genderPreference: dto.genderPreference ?? null,
      city: dto.city ?? null,
      state: dto.state ?? null,
      country: dto.country ?? null,
      timezone: dto.timezone ?? null,
      timezonePreference: dto.timezonePreference ?? 'same_timezone',
      isActive: dto.isActive ?? true,
    };
  }
}
