import type { LighthouseAdminProperty, LighthouseOwnProperty, LighthouseProperty } from '@pfe/contracts/lighthouse';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { fromCents, toCents } from '../../common/money/money';
import { ListPage, ListRequest } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { PropertyDto } from './dto/property.dto';
import { LighthouseProfilesService } from './lighthouse-profiles.service';
import { LighthouseErrors } from './lighthouse.errors';
import { toAdminProperty, toOwnProperty, toPropertyFor } from './lighthouse.mappers';
import { LighthousePropertiesRepository, PropertyValues } from './lighthouse-properties.repository';

export { PROPERTY_LIST } from './lighthouse-properties.repository';

const amount = (value: string | number | null | undefined): string | null => {
  if (value === undefined || value === null) return null;
  return fromCents(toCents(value)!);
};

@Injectable()
export class LighthousePropertiesService {
  constructor(
    private readonly properties: LighthousePropertiesRepository,
    private readonly profiles: LighthouseProfilesService,
    private readonly activity: ActivityService,
  ) {}

  /** Listed properties, newest first, without those across a block; each as this viewer may see it. */
  async browse(viewerId: string): Promise<LighthouseProperty[]> {
    const rows = await this.properties.browse(viewerId);
    return rows.map(toPropertyFor);
  }

  /** One property as this viewer may see it; 404 when it is not theirs to see. */
  async get(viewerId: string, id: string): Promise<LighthouseProperty> {
    const row = await this.properties.visibleTo(viewerId, id);
    if (!row) throw LighthouseErrors.propertyNotFound();
    return toPropertyFor(row);
  }

  /** The host's own listings, complete, newest first. */
  async mine(hostId: string): Promise<LighthouseOwnProperty[]> {
    const rows = await this.properties.ofHost(hostId);
    return rows.map(toOwnProperty);
  }

  async create(hostId: string, dto: PropertyDto): Promise<LighthouseOwnProperty> {
    await this.requireHost(hostId);
    const f = this.fields(dto);
    const id = await this.properties.insert(hostId, f);
    return this.getOwn(hostId, id);
  }

  /**
   * The owner replaces their listing; anyone else gets a 404. Max occupants may not drop below the
   * requests already accepted (the property row is locked, as an accept locks it).
   */
  async update(hostId: string, id: string, dto: PropertyDto): Promise<LighthouseOwnProperty> {
    await this.requireHost(hostId);
    const f = this.fields(dto);
    await this.properties.transaction(async (tx) => {
      if (!(await this.properties.lockOwned(tx, hostId, id))) throw LighthouseErrors.propertyNotFound();
      if ((f[15] as number) < (await this.properties.acceptedCount(tx, id))) throw LighthouseErrors.occupantsBelowAccepted();
      await this.properties.update(tx, id, f);
    });
    return this.getOwn(hostId, id);
  }

  /** Admin list: no street address; `filter.q` searches title, city and the host's display name. */
  async list(list: ListRequest): Promise<ListPage<LighthouseAdminProperty>> {
    const { rows, total } = await this.properties.list(list);
    return { rows: rows.map(toAdminProperty), total };
  }

  async getForAdmin(id: string): Promise<LighthouseAdminProperty> {
    const row = await this.properties.forAdmin(id);
    if (!row) throw LighthouseErrors.propertyNotFound();
    return toAdminProperty(row);
  }

  /** An admin takes a listing down (isActive false) or puts it back; logged in the same transaction. */
  async setListedByAdmin(adminId: string, id: string, isActive: boolean): Promise<LighthouseAdminProperty> {
    await this.properties.transaction(async (tx: EntityManager) => {
      if (!(await this.properties.setHiddenByAdmin(tx, id, !isActive))) throw LighthouseErrors.propertyNotFound();
      await this.activity.record(tx, adminId, {
        action: isActive ? 'restore_lighthouse_property' : 'deactivate_lighthouse_property',
        targetType: 'lighthouse_property',
        targetId: id,
        details: { isActive },
      });
    });
    return this.getForAdmin(id);
  }

  /** The host's own listing, complete (the caller has checked that it is theirs). */
  async getOwn(hostId: string, id: string): Promise<LighthouseOwnProperty> {
    return toOwnProperty((await this.properties.ownedBy(hostId, id))!);
  }

  private async requireHost(userId: string): Promise<void> {
    const profile = await this.profiles.requireOwn(userId);
    if (profile.profileType !== 'host') throw LighthouseErrors.onlyHosts();
  }

  /** The column values $2…$18 of insert and update, in their order. */
  private fields(dto: PropertyDto): PropertyValues {
    if (dto.availableFrom && dto.availableUntil && dto.availableFrom > dto.availableUntil) throw LighthouseErrors.availabilityOrder();
    const bathrooms = dto.bathrooms === undefined || dto.bathrooms === null ? null : String(dto.bathrooms).trim();
    return [
      dto.propertyType ?? 'room',
      dto.title,
      dto.description,
      dto.address,
      dto.city,
      dto.state,
      dto.zipCode,
      dto.bedrooms ?? null,
      bathrooms,
      dto.amenities ?? [],
      dto.houseRules ?? dto.housingRules ?? null,
      amount(dto.monthlyRent),
      amount(dto.securityDeposit),
      dto.availableFrom ?? null,
      dto.availableUntil ?? null,
      dto.maxOccupants ?? 1,
      dto.isActive ?? true,
    ];
  }
}
