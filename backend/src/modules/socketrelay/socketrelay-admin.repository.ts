import type { SocketRelayFulfillmentStatus } from '@pfe/contracts/socketrelay';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { adminListPage, SqlWhere } from '../../common/pagination/admin-list-sql';
import { containsPattern, ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { RequestRow } from './socketrelay.mappers';

export const REQUEST_LIST: ListSpec = {
  resource: 'socketrelay/requests',
  sortable: { createdAt: 'r.created_at', expiresAt: 'r.expires_at', status: 'r.status', description: 'r.description' },
  filters: { q: 'text', status: 'text', userId: 'uuid' },
};

export const FULFILLMENT_LIST: ListSpec = {
  resource: 'socketrelay/fulfillments',
  sortable: { createdAt: 'f.created_at', status: 'f.status', closedAt: 'f.closed_at' },
  filters: { q: 'text', status: 'text', fulfillerUserId: 'uuid', requestId: 'uuid' },
};

export interface AdminFulfillmentRow {
  id: string;
  request_id: string;
  fulfiller_user_id: string;
  status: SocketRelayFulfillmentStatus;
  closed_by: string | null;
  closed_at: Date | null;
  created_at: Date;
  description: string | null;
}

const REQUEST_SELECT = 'r.id, r.user_id, r.description, r.status, r.created_at, r.expires_at';

/** `expired` (display-only): past its expiry at `now`. */
const withExpired = (now: Date) => (r: Omit<RequestRow, 'expired'>): RequestRow => ({
  ...r,
  expired: r.status === 'expired' || (r.status === 'active' && r.expires_at.getTime() <= now.getTime()),
});

/** The console's reads and writes of SocketRelay (account ids, never chat content). */
@Injectable()
export class SocketRelayAdminRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** Every request not deleted, each with `expired` at `now`. */
  async requests(list: ListRequest, now: Date): Promise<ListPage<RequestRow>> {
    const where = new SqlWhere()
      .always('r.deleted_at IS NULL')
      .add((p) => `r.description ILIKE ${p}`, list.filter.text.q ? containsPattern(list.filter.text.q) : undefined)
      .add((p) => `r.status = ${p}`, list.filter.text.status || undefined)
      .add((p) => `r.user_id = ${p}`, list.filter.uuid.userId);
    const page = await adminListPage<Omit<RequestRow, 'expired'>>(this.db.manager, list, { select: REQUEST_SELECT, from: 'socketrelay_requests r', id: 'r.id', where });
    return { rows: page.rows.map(withExpired(now)), total: page.total };
  }

  /** Every fulfilment with its request's description (null once the request is gone). */
  fulfillments(list: ListRequest): Promise<ListPage<AdminFulfillmentRow>> {
    const where = new SqlWhere()
      .add((p) => `r.description ILIKE ${p}`, list.filter.text.q ? containsPattern(list.filter.text.q) : undefined)
      .add((p) => `f.status = ${p}`, list.filter.text.status || undefined)
      .add((p) => `f.fulfiller_user_id = ${p}`, list.filter.uuid.fulfillerUserId)
      .add((p) => `f.request_id = ${p}`, list.filter.uuid.requestId);
    return adminListPage<AdminFulfillmentRow>(this.db.manager, list, {
      select: 'f.id, f.request_id, f.fulfiller_user_id, f.status, f.closed_by, f.closed_at, f.created_at, r.description',
      from: 'socketrelay_fulfillments f LEFT JOIN socketrelay_requests r ON r.id = f.request_id',
      id: 'f.id',
      where,
    });
  }

  /** Locks the request (not deleted) and answers it with `expired` at `now`; null when there is none. */
  async lockRequest(tx: Tx, id: string, now: Date): Promise<RequestRow | null> {
    const [row]: Omit<RequestRow, 'expired'>[] = await tx.query(`SELECT ${REQUEST_SELECT} FROM socketrelay_requests r WHERE r.id = $1 AND r.deleted_at IS NULL FOR UPDATE`, [id]);
    return row ? withExpired(now)(row) : null;
  }

  /** Marks the request deleted and cancels its active fulfilment; answers the cancelled fulfilments' ids. */
  async deleteRequest(tx: Tx, id: string, now: Date): Promise<string[]> {
    await tx.query(`UPDATE socketrelay_requests SET status = 'deleted', deleted_at = $2, updated_at = $2 WHERE id = $1`, [id, now]);
    const [ended]: [{ id: string }[], number] = await tx.query(
      `UPDATE socketrelay_fulfillments SET status = 'cancelled', closed_at = $2, updated_at = $2 WHERE request_id = $1 AND status = 'active' RETURNING id`,
      [id, now],
    );
    return ended.map((f) => f.id);
  }
}
