import type { LighthouseProfile } from '@pfe/contracts/lighthouse';
import { Injectable } from '@nestjs/common';
import { fromCents, toCents } from '../../common/money/money';
import { OwnProfileStore } from '../../common/profiles/own-profile.store';
import { CreateLighthouseProfileDto, UpdateLighthouseProfileDto } from './dto/profile.dto';
import { LighthouseProfileEntity } from './entities/lighthouse-profile.entity';
import { LighthouseErrors } from './lighthouse.errors';
import { toProfileResponse } from './lighthouse.mappers';
import { LighthouseProfilesRepository } from './lighthouse-profiles.repository';

@Injectable()
export class LighthouseProfilesService {
  readonly own: OwnProfileStore<LighthouseProfileEntity>;

  constructor(private readonly profiles: LighthouseProfilesRepository) {
    this.own = profiles.ownStore({ exists: LighthouseErrors.profileExists, missing: LighthouseErrors.profileMissing });
  }

  async getOwn(userId: string): Promise<LighthouseProfile | null> {
    const profile = await this.own.findOwn(userId);
    return profile ? toProfileResponse(profile) : null;
  }

  /** The caller's profile entity; the route's profile guard already made sure there is one. */
  requireOwn(userId: string): Promise<LighthouseProfileEntity> {
    return this.own.requireOwn(userId);
  }

  async create(userId: string, dto: CreateLighthouseProfileDto): Promise<LighthouseProfile> {
    return toProfileResponse(await this.own.create(userId, { profileType: dto.profileType, ...this.fields(dto.profileType, dto) }));
  }

  /** The type stays what it was at creation: sending another one is a 400. */
  async update(userId: string, dto: UpdateLighthouseProfileDto): Promise<LighthouseProfile> {
    const current = await this.own.requireOwn(userId);
    if (dto.profileType !== undefined && dto.profileType !== current.profileType) throw LighthouseErrors.profileTypeFixed();
    return toProfileResponse(await this.own.update(userId, this.fields(current.profileType, dto)));
  }

  /**
   * The display names `viewerId` has met in LightHouse (for her block list): only members with whom
   * a request joins her, either way (a seeker is named only to the hosts she asked, a host only to the
   * seekers who asked her). An id from another app never answers a LightHouse name (issue 27).
   */
  async displayNamesSeenBy(viewerId: string, userIds: string[]): Promise<Map<string, string>> {
    return this.profiles.namesMetBy(viewerId, userIds);
  }

  private fields(type: string, dto: UpdateLighthouseProfileDto): Partial<LighthouseProfileEntity> {
    const seekerOnly = [dto.housingNeeds, dto.moveInDate, dto.budgetMin, dto.budgetMax].some((v) => v !== undefined && v !== null);
    if (type !== 'seeker' && seekerOnly) throw LighthouseErrors.seekerFieldsOnly();
    const min = dto.budgetMin === undefined || dto.budgetMin === null ? null : toCents(dto.budgetMin);
    const max = dto.budgetMax === undefined || dto.budgetMax === null ? null : toCents(dto.budgetMax);
    if (min !== null && max !== null && min > max) throw LighthouseErrors.budgetOrder();
    return {
      displayName: dto.displayName,
      bio: dto.bio ?? null,
      phoneNumber: dto.phoneNumber ?? null,
      housingNeeds: dto.housingNeeds ?? null,
      moveInDate: dto.moveInDate ?? null,
      budgetMin: min === null ? null : fromCents(min),
      budgetMax: max === null ? null : fromCents(max),
      hasProperty: dto.hasProperty ?? false,
      isActive: dto.isActive ?? true,
    };
  }
}
