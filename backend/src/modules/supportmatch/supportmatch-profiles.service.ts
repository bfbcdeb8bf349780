import { partnerName, type SupportMatchProfile } from '@pfe/contracts/supportmatch';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OwnProfileStore } from '../../common/profiles/own-profile.store';
import { ListPage, ListRequest } from '../../common/pagination/admin-list';
import { ProfileDto } from './dto/profile.dto';
import { SupportMatchProfileEntity } from './entities/supportmatch-profile.entity';
import { SupportMatchErrors } from './supportmatch.errors';
import { toProfileResponse } from './supportmatch.mappers';
import { SupportMatchProfilesRepository } from './supportmatch-profiles.repository';

export { PROFILE_LIST } from './supportmatch-profiles.repository';

@Injectable()
export class SupportMatchProfilesService {
  readonly own: OwnProfileStore<SupportMatchProfileEntity>;

  constructor(private readonly profiles: SupportMatchProfilesRepository) {
    this.own = profiles.ownStore({ exists: SupportMatchErrors.profileExists, missing: SupportMatchErrors.noProfile });
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
    const rows = await this.profiles.nicknamesOfPartners(viewerId, userIds);
    return new Map(rows.map((r) => [r.user_id, partnerName(r.nickname)]));
  }

  async nicknamesOf(userIds: string[]): Promise<Map<string, string>> {
    return this.profiles.nicknamesOf(userIds);
  }

  /** Whether the member has a SupportMatch profile. */
  hasProfile(userId: string): Promise<boolean> {
    return this.profiles.hasProfile(userId);
  }

  /** Whether the two are or were partners, read in `tx`. */
  werePartners(tx: EntityManager, a: string, b: string): Promise<boolean> {
    return this.profiles.werePartners(tx, a, b);
  }

  /** Her partners, present or past, she may block (not one she blocked already). */
  blockCandidates(userId: string): Promise<{ partnership_id: string; nickname: string }[]> {
    return this.profiles.blockCandidates(userId);
  }

  async create(userId: string, dto: ProfileDto): Promise<SupportMatchProfile> {
    return toProfileResponse(await this.own.create(userId, this.fields(dto)));
  }

  async update(userId: string, dto: ProfileDto): Promise<SupportMatchProfile> {
    return toProfileResponse(await this.own.update(userId, this.fields(dto)));
  }

  /** Read-only admin list; `filter.q` searches nicknames. */
  async list(list: ListRequest): Promise<ListPage<SupportMatchProfile>> {
    const { rows, total } = await this.profiles.list(list);
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
