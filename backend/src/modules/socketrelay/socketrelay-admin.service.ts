import type { SocketRelayAdminFulfillment, SocketRelayAdminRequest, SocketRelayFulfillmentStatus } from '@pfe/contracts/socketrelay';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { containsPattern, ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { ChatService } from '../chat/chat.service';
import { SocketRelayErrors } from './socketrelay.errors';
import { RequestRow, toAdminRequest } from './socketrelay.mappers';

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

interface FulfillmentRow {
  id: string;
  request_id: string;
  fulfiller_user_id: string;
  status: SocketRelayFulfillmentStatus;
  closed_by: string | null;
  closed_at: Date | null;
  created_at: Date;
  description: string | null;
  total: string;
}

/** Builds `WHERE` clauses with numbered parameters. */
class Where {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];
  add(sql: (p: string) => string, value: unknown): void {
    this.params.push(value);
    this.clauses.push(sql(`$${this.params.length}`));
  }
  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/** The console's SocketRelay: every request and fulfilment (account ids, never chat content), delete. */
@Injectable()
export class SocketRelayAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly activity: ActivityService,
    private readonly chat: ChatService,
  ) {}

  /** Every request not deleted; `expired` (display-only) says it is past expiresAt now. */
  async requests(list: ListRequest): Promise<ListPage<SocketRelayAdminRequest>> {
    const where = new Where();
    where.params.push(this.clock.now()); // $1: now, for `expired`
    where.clauses.push('r.deleted_at IS NULL');
    if (list.filter.ids) where.add((p) => `r.id = ANY(${p}::uuid[])`, list.filter.ids);
    if (list.filter.text.q) where.add((p) => `r.description ILIKE ${p}`, containsPattern(list.filter.text.q));
    if (list.filter.text.status) where.add((p) => `r.status = ${p}`, list.filter.text.status);
    if (list.filter.uuid.userId) where.add((p) => `r.user_id = ${p}`, list.filter.uuid.userId);
    where.params.push(list.limit, list.offset);
    const n = where.params.length;
    const rows: RequestRow[] = await this.db.query(
      `SELECT r.id, r.user_id, r.description, r.status, r.created_at, r.expires_at,
              (r.status = 'expired' OR (r.status = 'active' AND r.expires_at <= $1)) AS expired, count(*) OVER () AS total
       FROM socketrelay_requests r ${where.sql}
       ORDER BY ${list.orderBy} ${list.direction}, r.id DESC LIMIT $${n - 1} OFFSET $${n}`,
      where.params,
    );
    return { rows: rows.map(toAdminRequest), total: rows.length ? Number(rows[0].total) : 0 };
  }

  /** Every fulfilment with its request's description (or null once the request is gone). */
  async fulfillments(list: ListRequest): Promise<ListPage<SocketRelayAdminFulfillment>> {
    const where = new Where();
    if (list.filter.ids) where.add((p) => `f.id = ANY(${p}::uuid[])`, list.filter.ids);
    if (list.filter.text.q) where.add((p) => `r.description ILIKE ${p}`, containsPattern(list.filter.text.q));
    if (list.filter.text.status) where.add((p) => `f.status = ${p}`, list.filter.text.status);
    if (list.filter.uuid.fulfillerUserId) where.add((p) => `f.fulfiller_user_id = ${p}`, list.filter.uuid.fulfillerUserId);
    if (list.filter.uuid.requestId) where.add((p) => `f.request_id = ${p}`, list.filter.uuid.requestId);
    where.params.push(list.limit, list.offset);
    const n = where.params.length;
    const rows: FulfillmentRow[] = await this.db.query(
      `SELECT f.id, f.request_id, f.fulfiller_user_id, f.status, f.closed_by, f.closed_at, f.created_at, r.description, count(*) OVER () AS total
       FROM socketrelay_fulfillments f LEFT JOIN socketrelay_requests r ON r.id = f.request_id
       ${where.sql}
       ORDER BY ${list.orderBy} ${list.direction}, f.id DESC LIMIT $${n - 1} OFFSET $${n}`,
      where.params,
    );
    return {
      rows: rows.map((r) => ({
        id: r.id,
        requestId: r.request_id,
        fulfillerUserId: r.fulfiller_user_id,
        status: r.status,
        closedBy: r.closed_by,
        closedAt: r.closed_at?.toISOString() ?? null,
        createdAt: r.created_at.toISOString(),
        request: r.description === null ? null : { description: r.description },
      })),
      total: rows.length ? Number(rows[0].total) : 0,
    };
  }

  /**
   * Deletes a request (kept as `deleted` so its fulfilments' history stays whole): its active
   * fulfilment is cancelled, all logged in the same transaction; answers the deleted record.
   */
  async deleteRequest(adminId: string, id: string): Promise<SocketRelayAdminRequest> {
    const { deleted, cancelled } = await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const [row]: RequestRow[] = await tx.query(
        `SELECT r.id, r.user_id, r.description, r.status, r.created_at, r.expires_at,
                (r.status = 'expired' OR (r.status = 'active' AND r.expires_at <= $2)) AS expired
         FROM socketrelay_requests r WHERE r.id = $1 AND r.deleted_at IS NULL FOR UPDATE`,
        [id, now],
      );
      if (!row) throw SocketRelayErrors.requestNotFound();
      await tx.query(`UPDATE socketrelay_requests SET status = 'deleted', deleted_at = $2, updated_at = $2 WHERE id = $1`, [id, now]);
      const [ended]: [{ id: string }[], number] = await tx.query(
        `UPDATE socketrelay_fulfillments SET status = 'cancelled', closed_at = $2, updated_at = $2 WHERE request_id = $1 AND status = 'active' RETURNING id`,
        [id, now],
      );
      await this.activity.record(tx, adminId, {
        action: 'delete_socketrelay_request',
        targetType: 'socketrelay_request',
        targetId: id,
        details: { cancelledFulfillmentIds: ended.map((f) => f.id) },
      });
      return { deleted: toAdminRequest(row), cancelled: ended.map((f) => f.id) };
    });
    cancelled.forEach((fulfillmentId) => this.chat.closed('fulfillment', fulfillmentId));
    return deleted;
  }
}
