import { SOCKETRELAY_REQUEST_LIFETIME_DAYS } from '@pfe/contracts/socketrelay';
import type { SocketRelayAvailableRequest, SocketRelayOwnRequest } from '@pfe/contracts/socketrelay';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { tryLockXact } from '../../common/locks/advisory-locks';
import { SocketRelayLocks } from './socketrelay.locks';
import { NotificationsService } from '../notifications/notifications.service';
import { SocketRelayErrors } from './socketrelay.errors';
import { notBlocked } from '../safety/blocks.sql';
import { HAS_ACTIVE_FULFILLMENT, memberStatus } from './socketrelay.sql';
import { OwnRow, toOwn } from './socketrelay.mappers';
import { notSuspended } from '../safety/suspension.sql';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The available list shows at most this many requests, newest first. */
export const AVAILABLE_LIMIT = 200;

const OWN_COLUMNS = (now: string) => `r.id, r.description, r.created_at, r.expires_at, ${memberStatus(now)} AS status,
  (SELECT af.id FROM socketrelay_fulfillments af WHERE af.request_id = r.id AND af.status = 'active') AS active_fulfillment_id`;

/** Members' requests: post, list the available ones, list one's own, repost an expired one; the daily expiry. */
@Injectable()
export class SocketRelayRequestsService {
  private readonly logger = new Logger('SocketRelayRequests');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
  ) {}

  private expiryFrom(now: Date): Date {
    return new Date(now.getTime() + SOCKETRELAY_REQUEST_LIFETIME_DAYS * DAY_MS);
  }

  async create(userId: string, description: string): Promise<SocketRelayOwnRequest> {
    const now = this.clock.now();
    const [row]: OwnRow[] = await this.db.query(
      `INSERT INTO socketrelay_requests (user_id, description, expires_at, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
       RETURNING id, description, 'active' AS status, created_at, expires_at, NULL::uuid AS active_fulfillment_id`,
      [userId, description, this.expiryFrom(now), now],
    );
    return toOwn(row);
  }

  /**
   * Requests the caller could fulfil: active, unexpired now, not theirs, nobody fulfilling them, not
   * across a block in either direction; newest first; the requester shown by their SocketRelay profile only.
   */
  async available(userId: string): Promise<SocketRelayAvailableRequest[]> {
    const rows: { id: string; description: string; created_at: Date; expires_at: Date; display_name: string; city: string; state: string; country: string }[] =
      await this.db.query(
        `SELECT r.id, r.description, r.created_at, r.expires_at, p.display_name, p.city, p.state, p.country
         FROM socketrelay_requests r
         JOIN socketrelay_profiles p ON p.user_id = r.user_id
         WHERE r.status = 'active' AND r.deleted_at IS NULL AND r.expires_at > $2 AND r.user_id <> $1
           AND NOT ${HAS_ACTIVE_FULFILLMENT}
           AND ${notBlocked('r.user_id', '$1')}
           AND ${notSuspended('r.user_id')}
         ORDER BY r.created_at DESC, r.id DESC
         LIMIT ${AVAILABLE_LIMIT}`,
        [userId, this.clock.now()],
      );
    return rows.map((r) => ({
      id: r.id,
      description: r.description,
      status: 'active',
      createdAt: r.created_at.toISOString(),
      expiresAt: r.expires_at.toISOString(),
      creatorProfile: { displayName: r.display_name, city: r.city, state: r.state, country: r.country },
    }));
  }

  /**
   * The caller's requests, newest first, each with its state now: those an admin removed too (as
   * `removed`), so that she sees what happened to them (issue 21 item 8).
   */
  async mine(userId: string): Promise<SocketRelayOwnRequest[]> {
    const rows: OwnRow[] = await this.db.query(
      `SELECT ${OWN_COLUMNS('$2')} FROM socketrelay_requests r
       WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
      [userId, this.clock.now()],
    );
    return rows.map(toOwn);
  }

  /** The requester gives their own expired request another 14 days (from now). */
  async repost(userId: string, id: string): Promise<SocketRelayOwnRequest> {
    const now = this.clock.now();
    const [rows]: [OwnRow[], number] = await this.db.query(
      `UPDATE socketrelay_requests r SET status = 'active', expires_at = $3, updated_at = $4
       WHERE r.id = $1 AND r.user_id = $2 AND r.deleted_at IS NULL AND r.status IN ('active', 'expired') AND r.expires_at <= $4
         AND NOT ${HAS_ACTIVE_FULFILLMENT}
       RETURNING ${OWN_COLUMNS('$4')}`,
      [id, userId, this.expiryFrom(now), now],
    );
    if (rows.length > 0) return toOwn(rows[0]);
    const [own] = await this.db.query('SELECT 1 FROM socketrelay_requests WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL', [id, userId]);
    if (!own) throw SocketRelayErrors.requestNotFound();
    throw SocketRelayErrors.notExpired();
  }

  /**
   * The requester takes back her own open request (active, unexpired or not, nobody fulfilling it).
   * The row is locked first, so a fulfil that holds it (FOR SHARE) finishes before the check, and a
   * fulfil that comes after sees it withdrawn: never a withdrawn request with a fulfilment going on.
   */
  async withdraw(userId: string, id: string): Promise<SocketRelayOwnRequest> {
    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const [r]: { status: string }[] = await tx.query(
        `SELECT r.status FROM socketrelay_requests r WHERE r.id = $1 AND r.user_id = $2 AND r.deleted_at IS NULL FOR UPDATE OF r`,
        [id, userId],
      );
      if (!r) throw SocketRelayErrors.requestNotFound();
      // A fresh statement after the lock: it sees a fulfilment committed while this one waited.
      const [{ busy }]: { busy: boolean }[] = await tx.query(`SELECT ${HAS_ACTIVE_FULFILLMENT} AS busy FROM socketrelay_requests r WHERE r.id = $1`, [id]);
      if (busy) throw SocketRelayErrors.withdrawBeingFulfilled();
      if (r.status !== 'active' && r.status !== 'expired') throw SocketRelayErrors.notOpen();
      const [rows]: [OwnRow[], number] = await tx.query(
        `UPDATE socketrelay_requests r SET status = 'withdrawn', updated_at = $2 WHERE r.id = $1 RETURNING ${OWN_COLUMNS('$2')}`,
        [id, now],
      );
      return toOwn(rows[0]);
    });
  }

  /** The daily expiry, once across nodes: active requests past expiresAt that nobody is fulfilling become expired. */
  async expireOnce(): Promise<number> {
    const count = await this.db.transaction(async (tx) => {
      if (!(await tryLockXact(tx, SocketRelayLocks.expiryDaily))) return 0;
      const [, affected]: [unknown, number] = await tx.query(
        `UPDATE socketrelay_requests r SET status = 'expired', updated_at = now()
         WHERE r.status = 'active' AND r.deleted_at IS NULL AND r.expires_at <= $1 AND NOT ${HAS_ACTIVE_FULFILLMENT}`,
        [this.clock.now()],
      );
      return affected;
    });
    this.logger.log(`Requests expired: ${count}`);
    return count;
  }

  /**
   * The daily reminder, once across nodes: each open request that expires within the next day
   * and that nobody is fulfilling tells its author once ("expires tomorrow").
   */
  async remindExpiringOnce(): Promise<number> {
    return this.db.transaction(async (tx) => {
      if (!(await tryLockXact(tx, SocketRelayLocks.remindersDaily))) return 0;
      const now = this.clock.now();
      const due: { id: string; user_id: string }[] = await tx.query(
        `SELECT r.id, r.user_id FROM socketrelay_requests r
         WHERE r.status = 'active' AND r.deleted_at IS NULL AND r.expires_at > $1 AND r.expires_at <= $1 + interval '1 day'
           AND NOT ${HAS_ACTIVE_FULFILLMENT}
           AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.object_id = r.id AND n.kind = 'socketrelay.request_expiring')`,
        [now],
      );
      for (const r of due) await this.notifications.notify(tx, r.user_id, 'socketrelay.request_expiring', { objectId: r.id });
      return due.length;
    });
  }
}
