import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { adminListPage, SqlWhere } from '../../common/pagination/admin-list-sql';
import { containsPattern, ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { notBlocked } from '../safety/blocks.sql';
import { PropertyRow } from './lighthouse.mappers';
import { LISTED, PROPERTY_COLUMNS, PROPERTY_FROM, REQUEST_COUNTS, VISIBLE_TO_VIEWER } from './lighthouse.sql';

export const PROPERTY_LIST: ListSpec = {
  resource: 'lighthouse/properties',
  sortable: { createdAt: 'p.created_at', title: 'p.title', city: 'p.city', state: 'p.state', maxOccupants: 'p.max_occupants' },
  filters: { q: 'text', hiddenByAdmin: 'boolean', isActive: 'boolean' },
};

/** The column values $2…$18 of insert and update, in their order. */
export type PropertyValues = unknown[];

/** LightHouse's listings (`lighthouse_properties`), each read as `PropertyRow` (lighthouse.sql.ts). */
@Injectable()
export class LighthousePropertiesRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** Listed properties, newest first, without those across a block with the viewer. */
  browse(viewerId: string): Promise<PropertyRow[]> {
    return this.db.query(
      `SELECT ${PROPERTY_COLUMNS} ${PROPERTY_FROM}
       WHERE ${LISTED} AND (p.host_id = $1 OR ${notBlocked('$1', 'p.host_id')})
       ORDER BY p.created_at DESC, p.id DESC`,
      [viewerId],
    );
  }

  /** One property with its request counts, when the viewer may see it. */
  async visibleTo(viewerId: string, id: string): Promise<PropertyRow | null> {
    const [row]: PropertyRow[] = await this.db.query(`SELECT ${PROPERTY_COLUMNS}, ${REQUEST_COUNTS} ${PROPERTY_FROM} WHERE p.id = $2 AND ${VISIBLE_TO_VIEWER}`, [viewerId, id]);
    return row ?? null;
  }

  /** The host's own listings, newest first. */
  ofHost(hostId: string): Promise<PropertyRow[]> {
    return this.db.query(`SELECT ${PROPERTY_COLUMNS}, ${REQUEST_COUNTS} ${PROPERTY_FROM} WHERE p.host_id = $1 ORDER BY p.created_at DESC, p.id DESC`, [hostId]);
  }

  /** The host's listing `id` (null when it is not hers). */
  async ownedBy(hostId: string, id: string): Promise<PropertyRow | null> {
    const [row]: PropertyRow[] = await this.db.query(`SELECT ${PROPERTY_COLUMNS}, ${REQUEST_COUNTS} ${PROPERTY_FROM} WHERE p.id = $2 AND p.host_id = $1`, [hostId, id]);
    return row ?? null;
  }

  /** Any property, for the console (no viewer). */
  async forAdmin(id: string): Promise<PropertyRow | null> {
    const [row]: PropertyRow[] = await this.db.query(`SELECT ${PROPERTY_COLUMNS}, ${REQUEST_COUNTS} ${PROPERTY_FROM} WHERE p.id = $2`, [null, id]);
    return row ?? null;
  }

  /** Inserts the listing and marks the host's profile as having a property; answers the id. */
  async insert(hostId: string, values: PropertyValues): Promise<string> {
    const [{ id }]: { id: string }[] = await this.db.query(
      `INSERT INTO lighthouse_properties (host_id, property_type, title, description, address, city, state, zip_code, bedrooms, bathrooms,
         amenities, house_rules, monthly_rent, security_deposit, available_from, available_until, max_occupants, is_active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
      [hostId, ...values],
    );
    await this.db.query(`UPDATE lighthouse_profiles SET has_property = true, updated_at = now() WHERE user_id = $1 AND NOT has_property`, [hostId]);
    return id;
  }

  /** Locks the host's listing row; false when it is not hers. */
  async lockOwned(tx: Tx, hostId: string, id: string): Promise<boolean> {
    return (await tx.query(`SELECT id FROM lighthouse_properties WHERE id = $1 AND host_id = $2 FOR UPDATE`, [id, hostId])).length > 0;
  }

  async acceptedCount(tx: Tx, id: string): Promise<number> {
    const [{ accepted }]: { accepted: number }[] = await tx.query(`SELECT count(*)::int AS accepted FROM lighthouse_matches WHERE property_id = $1 AND status = 'accepted'`, [id]);
    return accepted;
  }

  async update(tx: Tx, id: string, values: PropertyValues): Promise<void> {
    await tx.query(
      `UPDATE lighthouse_properties SET property_type = $2, title = $3, description = $4, address = $5, city = $6, state = $7, zip_code = $8,
         bedrooms = $9, bathrooms = $10, amenities = $11, house_rules = $12, monthly_rent = $13, security_deposit = $14,
         available_from = $15, available_until = $16, max_occupants = $17, is_active = $18, updated_at = now()
       WHERE id = $1`,
      [id, ...values],
    );
  }

  /** The console's list: `filter.q` searches title, city and the host's display name. */
  list(list: ListRequest): Promise<ListPage<PropertyRow>> {
    const q = list.filter.text.q;
    const { hiddenByAdmin, isActive } = list.filter.boolean;
    // $1 is the viewer of PROPERTY_COLUMNS: none for the console.
    const where = new SqlWhere()
      .add((p) => `${p}::uuid IS NULL`, null)
      .add((p) => `(p.title ILIKE ${p} OR p.city ILIKE ${p} OR hp.display_name ILIKE ${p})`, q ? containsPattern(q) : undefined)
      .add((p) => `p.hidden_by_admin = ${p}`, hiddenByAdmin)
      .add((p) => `p.is_active = ${p}`, isActive);
    return adminListPage<PropertyRow>(this.db.manager, list, { select: `${PROPERTY_COLUMNS}, ${REQUEST_COUNTS}`, from: PROPERTY_FROM.replace(/^\s*FROM\s+/i, ''), id: 'p.id', where });
  }

  /** Hides the listing from members (or shows it again); false when there is no such property. */
  async setHiddenByAdmin(tx: Tx, id: string, hidden: boolean): Promise<boolean> {
    const [rows]: [{ id: string }[], number] = await tx.query(`UPDATE lighthouse_properties SET hidden_by_admin = $2, updated_at = now() WHERE id = $1 RETURNING id`, [id, hidden]);
    return rows.length > 0;
  }
}
