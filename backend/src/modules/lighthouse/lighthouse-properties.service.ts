import type { LighthouseAdminProperty, LighthouseOwnProperty, LighthouseProperty } from '@pfe/contracts/lighthouse';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { fromCents, toCents } from '../../common/money/money';
import { containsPattern, ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { PropertyDto } from './dto/property.dto';
import { LighthouseProfilesService } from './lighthouse-profiles.service';
import { LighthouseErrors } from './lighthouse.errors';
import { PropertyRow, toAdminProperty, toOwnProperty, toPropertyFor } from './lighthouse.mappers';
import { notBlocked } from '../safety/blocks.sql';
import { LISTED, PROPERTY_COLUMNS, PROPERTY_FROM, REQUEST_COUNTS, VISIBLE_TO_VIEWER } from './lighthouse.sql';

export const PROPERTY_LIST: ListSpec = {
  resource: 'lighthouse/properties',
  sortable: { createdAt: 'p.created_at', title: 'p.title', city: 'p.city', state: 'p.state', maxOccupants: 'p.max_occupants' },
  filters: { q: 'text', hiddenByAdmin: 'boolean', isActive: 'boolean' },
};

const amount = (value: string | number | null | undefined): string | null => {
  if (value === undefined || value === null) return null;
  return fromCents(toCents(value)!);
};

@Injectable()
export class LighthousePropertiesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly profiles: LighthouseProfilesService,
    private readonly activity: ActivityService,
  ) {}

  /** Listed properties, newest first, without those across a block; each as this viewer may see it. */
  async browse(viewerId: string): Promise<LighthouseProperty[]> {
    const rows: PropertyRow[] = await this.db.query(
      `SELECT ${PROPERTY_COLUMNS} ${PROPERTY_FROM}
       WHERE ${LISTED} AND (p.host_id = $1 OR ${notBlocked('$1', 'p.host_id')})
       ORDER BY p.created_at DESC, p.id DESC`,
      [viewerId],
    );
    return rows.map(toPropertyFor);
  }

  /** One property as this viewer may see it; 404 when it is not theirs to see. */
  async get(viewerId: string, id: string): Promise<LighthouseProperty> {
    const [row]: PropertyRow[] = await this.db.query(`SELECT ${PROPERTY_COLUMNS}, ${REQUEST_COUNTS} ${PROPERTY_FROM} WHERE p.id = $2 AND ${VISIBLE_TO_VIEWER}`, [viewerId, id]);
    if (!row) throw LighthouseErrors.propertyNotFound();
    return toPropertyFor(row);
  }

  /** The host's own listings, complete, newest first. */
  async mine(hostId: string): Promise<LighthouseOwnProperty[]> {
    const rows: PropertyRow[] = await this.db.query(`SELECT ${PROPERTY_COLUMNS}, ${REQUEST_COUNTS} ${PROPERTY_FROM} WHERE p.host_id = $1 ORDER BY p.created_at DESC, p.id DESC`, [hostId]);
    return rows.map(toOwnProperty);
  }

  async create(hostId: string, dto: PropertyDto): Promise<LighthouseOwnProperty> {
    await this.requireHost(hostId);
    const f = this.fields(dto);
    const [{ id }] = await this.db.query(
      `INSERT INTO lighthouse_properties (host_id, property_type, title, description, address, city, state, zip_code, bedrooms, bathrooms,
         amenities, house_rules, monthly_rent, security_deposit, available_from, available_until, max_occupants, is_active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
      [hostId, ...f],
    );
    await this.db.query(`UPDATE lighthouse_profiles SET has_property = true, updated_at = now() WHERE user_id = $1 AND NOT has_property`, [hostId]);
    return this.getOwn(hostId, id);
  }

  /**
   * The owner replaces their listing; anyone else gets a 404. Max occupants may not drop below the
   * requests already accepted (the property row is locked, as an accept locks it).
   */
  async update(hostId: string, id: string, dto: PropertyDto): Promise<LighthouseOwnProperty> {
    await this.requireHost(hostId);
    const f = this.fields(dto);
    await this.db.transaction(async (tx) => {
      const [row] = await tx.query(`SELECT id FROM lighthouse_properties WHERE id = $1 AND host_id = $2 FOR UPDATE`, [id, hostId]);
      if (!row) throw LighthouseErrors.propertyNotFound();
      const [{ accepted }] = await tx.query(`SELECT count(*)::int AS accepted FROM lighthouse_matches WHERE property_id = $1 AND status = 'accepted'`, [id]);
      if ((f[15] as number) < accepted) throw LighthouseErrors.occupantsBelowAccepted();
      await tx.query(
        `UPDATE lighthouse_properties SET property_type = $2, title = $3, description = $4, address = $5, city = $6, state = $7, zip_code = $8,
           bedrooms = $9, bathrooms = $10, amenities = $11, house_rules = $12, monthly_rent = $13, security_deposit = $14,
           available_from = $15, available_until = $16, max_occupants = $17, is_active = $18, updated_at = now()
         WHERE id = $1`,
        [id, ...f],
      );
    });
    return this.getOwn(hostId, id);
  }

  /** Admin list: no street address; `filter.q` searches title, city and the host's display name. */
  async list(list: ListRequest): Promise<ListPage<LighthouseAdminProperty>> {
    const where: string[] = [];
    const params: unknown[] = [null];
    const add = (sql: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (list.filter.ids) add((n) => `p.id = ANY(${n}::uuid[])`, list.filter.ids);
    const q = list.filter.text.q;
    if (q) add((n) => `(p.title ILIKE ${n} OR p.city ILIKE ${n} OR hp.display_name ILIKE ${n})`, containsPattern(q));
    const { hiddenByAdmin, isActive } = list.filter.boolean;
    if (hiddenByAdmin !== undefined) add((n) => `p.hidden_by_admin = ${n}`, hiddenByAdmin);
    if (isActive !== undefined) add((n) => `p.is_active = ${n}`, isActive);
    params.push(list.limit, list.offset);
    const rows: (PropertyRow & { total: string })[] = await this.db.query(
      `SELECT ${PROPERTY_COLUMNS}, ${REQUEST_COUNTS}, count(*) OVER () AS total ${PROPERTY_FROM}
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY ${list.orderBy} ${list.direction}, p.id DESC
       LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { rows: rows.map(toAdminProperty), total: rows.length ? Number(rows[0].total) : 0 };
  }

  async getForAdmin(id: string): Promise<LighthouseAdminProperty> {
    const [row]: PropertyRow[] = await this.db.query(`SELECT ${PROPERTY_COLUMNS}, ${REQUEST_COUNTS} ${PROPERTY_FROM} WHERE p.id = $2`, [null, id]);
    if (!row) throw LighthouseErrors.propertyNotFound();
    return toAdminProperty(row);
  }

  /** An admin takes a listing down (isActive false) or puts it back; logged in the same transaction. */
  async setListedByAdmin(adminId: string, id: string, isActive: boolean): Promise<LighthouseAdminProperty> {
    await this.db.transaction(async (tx: EntityManager) => {
      const [row] = await tx.query(`UPDATE lighthouse_properties SET hidden_by_admin = $2, updated_at = now() WHERE id = $1 RETURNING id`, [id, !isActive]);
      if (!row) throw LighthouseErrors.propertyNotFound();
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
    const [row]: PropertyRow[] = await this.db.query(`SELECT ${PROPERTY_COLUMNS}, ${REQUEST_COUNTS} ${PROPERTY_FROM} WHERE p.id = $2 AND p.host_id = $1`, [hostId, id]);
    return toOwnProperty(row);
  }

  private async requireHost(userId: string): Promise<void> {
    const profile = await this.profiles.requireOwn(userId);
    if (profile.profileType !== 'host') throw LighthouseErrors.onlyHosts();
  }

  /** The column values $2…$18 of insert and update, in their order. */
  private fields(dto: PropertyDto): unknown[] {
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
