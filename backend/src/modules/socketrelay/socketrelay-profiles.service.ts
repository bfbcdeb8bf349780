import type { SocketRelayProfile } from '@pfe/contracts/socketrelay';
import { Injectable } from '@nestjs/common';
import { OwnProfileStore } from '../../common/profiles/own-profile.store';
import { SocketRelayProfileDto } from './dto/profile.dto';
import { SocketRelayProfileEntity } from './entities/socketrelay-profile.entity';
import { SocketRelayErrors } from './socketrelay.errors';
import { toProfileResponse } from './socketrelay.mappers';
import { SocketRelayProfilesRepository } from './socketrelay-profiles.repository';

/** The caller's own SocketRelay profile (the shared OwnProfileStore rules). */
@Injectable()
export class SocketRelayProfilesService {
  readonly own: OwnProfileStore<SocketRelayProfileEntity>;

  constructor(private readonly profiles: SocketRelayProfilesRepository) {
    this.own = profiles.ownStore({ exists: SocketRelayErrors.profileExists, missing: SocketRelayErrors.noProfile });
  }

  async getOwn(userId: string): Promise<SocketRelayProfile | null> {
    const profile = await this.own.findOwn(userId);
    return profile ? toProfileResponse(profile) : null;
  }

  async create(userId: string, dto: SocketRelayProfileDto): Promise<SocketRelayProfile> {
    return toProfileResponse(await this.own.create(userId, this.fields(dto)));
  }

  async update(userId: string, dto: SocketRelayProfileDto): Promise<SocketRelayProfile> {
    return toProfileResponse(await this.own.update(userId, this.fields(dto)));
  }

  /**
   * The display names `viewerId` has met in SocketRelay (for her block list): only members with whom
   * a fulfilment joins her, either way (where SocketRelay shows a name with a member). Having a
   * profile here is not enough: an id from another app never answers a SocketRelay name (issue 27).
   */
  async displayNamesSeenBy(viewerId: string, userIds: string[]): Promise<Map<string, string>> {
    return this.profiles.namesMetBy(viewerId, userIds);
  }

  private fields(dto: SocketRelayProfileDto): Partial<SocketRelayProfileEntity> {
    return { displayName: dto.displayName, city: dto.city, state: dto.state, country: dto.country, isActive: dto.isActive ?? true };
  }
}
