import type { SocketRelayStats } from '@pfe/contracts/socketrelay';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { tryLockXact } from '../../common/locks/advisory-locks';
import { notBlocked } from '../safety/blocks.sql';
import { notSuspended } from '../safety/suspension.sql';
import { OwnRow } from './socketrelay.mappers';
import { SocketRelayLocks } from './socketrelay.locks';
import { HAS_ACTIVE_FULFILLMENT, memberStatus } from './socketrelay.sql';

/** The available list shows at most this many requests, newest first. */
export const AVAILABLE_LIMIT = 200;

const OWN_COLUMNS = (now: string) => `r.id, r.description, r.created_at, r.expires_at, ${memberStatus(now)} AS status,
  (SELECT af.id FROM socketrelay_fulfillments af WHERE af.request_id = r.id AND af.status = 'active') AS active_fulfillment_id`;

export interface AvailableRow {
  id: string;
  description: string;
  created_at: Date;
  expires_at: Date;
  display_name: string;
  city: string;
  state: string;
  country: string;
}

/** What the counts of the console's overview read (spec §9). */
export type SocketRelayCounts = Omit<SocketRelayStats, 'successRate'> & { successes: number; closed: number };

/** Members' requests (`socketrelay_requests`): each read answers the state the member sees at `now`. */
@Injectable()
export class SocketRelayRequestsRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  async insert(userId: string, description: string, expiresAt: Date, now: Date): Promise<OwnRow> {
    const [row]: OwnRow[] = await this.db.query(
      `INSERT INTO socketrelay_requests (user_id, description, expires_at, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
       RETURNING id, description, 'active' AS status, created_at, expires_at, NULL::uuid AS active_fulfillment_id`,
      [userId, description, expiresAt, now],
    );
    return row;
  }

  /**
   * Requests `userId` could fulfil at `now`: active, unexpired, not hers, nobody fulfilling them, not
   * across a block either way, not a suspended member's; newest first, with the requester's profile.
   */
  available(userId: string, now: Date): Promise<AvailableRow[]> {
    return this.db.query(
      `SELECT r.id, r.description, r.created_at, r.expires_at, p.display_name, p.city, p.state, p.country
       FROM socketrelay_requests r
       JOIN socketrelay_profiles p ON p.user_id = r.user_id
       WHERE r.status = 'active' AND r.deleted_at IS NULL AND r.expires_at > $2 AND r.user_id <> $1
         AND NOT ${HAS_ACTIVE_FULFILLMENT}
         AND ${notBlocked('r.user_id', '$1')}
         AND ${notSuspended('r.user_id')}
       ORDER BY r.created_at DESC, r.id DESC
       LIMIT ${AVAILABLE_LIMIT}`,
      [userId, now],
    );
  }

  /** Her requests, removed ones too, newest first. */
  mine(userId: string, now: Date): Promise<OwnRow[]> {
    return this.db.query(`SELECT ${OWN_COLUMNS('$2')} FROM socketrelay_requests r WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC`, [
      userId,
      now,
    ]);
  }

  /** Reopens her own expired request that nobody is fulfilling until `expiresAt`; null when it is not such a request. */
  async repost(userId: string, id: string, expiresAt: Date, now: Date): Promise<OwnRow | null> {
    const [rows]: [OwnRow[], number] = await this.db.query(
      `UPDATE socketrelay_requests r SET status = 'active', expires_at = $3, updated_at = $4
       WHERE r.id = $1 AND r.user_id = $2 AND r.deleted_at IS NULL AND r.status IN ('active', 'expired') AND r.expires_at <= $4
         AND NOT ${HAS_ACTIVE_FULFILLMENT}
       RETURNING ${OWN_COLUMNS('$4')}`,
      [id, userId, expiresAt, now],
    );
    return rows[0] ?? null;
  }

  /** Whether she has this request (not deleted). */
  async isOwn(userId: string, id: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM socketrelay_requests WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL', [id, userId])).length > 0;
  }

  /** Locks her own request's row and answers its status, or null when she has no such request. */
  async lockOwn(tx: Tx, userId: string, id: string): Promise<{ status: string } | null> {
    const [r]: { status: string }[] = await tx.query(
      `SELECT r.status FROM socketrelay_requests r WHERE r.id = $1 AND r.user_id = $2 AND r.deleted_at IS NULL FOR UPDATE OF r`,
      [id, userId],
    );
    return r ?? null;
  }

  /** Whether someone is fulfilling it: a fresh statement, so a fulfilment committed while a lock was awaited is seen. */
  async beingFulfilled(tx: Tx, id: string): Promise<boolean> {
    const [{ busy }]: { busy: boolean }[] = await tx.query(`SELECT ${HAS_ACTIVE_FULFILLMENT} AS busy FROM socketrelay_requests r WHERE r.id = $1`, [id]);
    return busy;
  }

  async withdraw(tx: Tx, id: string, now: Date): Promise<OwnRow> {
    const [rows]: [OwnRow[], number] = await tx.query(
      `UPDATE socketrelay_requests r SET status = 'withdrawn', updated_at = $2 WHERE r.id = $1 RETURNING ${OWN_COLUMNS('$2')}`,
      [id, now],
    );
    return rows[0];
  }

  /** The daily jobs' lock (false: another node runs it). */
  tryLock(tx: Tx, job: 'expiry' | 'reminders'): Promise<boolean> {
    return tryLockXact(tx, job === 'expiry' ? SocketRelayLocks.expiryDaily : SocketRelayLocks.remindersDaily);
  }

  /** Active requests past their expiry at `now` that nobody is fulfilling become expired; answers how many. */
  async expire(tx: Tx, now: Date): Promise<number> {
    const [, affected]: [unknown, number] = await tx.query(
      `UPDATE socketrelay_requests r SET status = 'expired', updated_at = now()
       WHERE r.status = 'active' AND r.deleted_at IS NULL AND r.expires_at <= $1 AND NOT ${HAS_ACTIVE_FULFILLMENT}`,
      [now],
    );
    return affected;
  }

  /** Open requests expiring within a day of `now`, nobody fulfilling them, whose author was not yet reminded. */
  expiringUnreminded(tx: Tx, now: Date): Promise<{ id: string; user_id: string }[]> {
    return tx.query(
      `SELECT r.id, r.user_id FROM socketrelay_requests r
       WHERE r.status = 'active' AND r.deleted_at IS NULL AND r.expires_at > $1 AND r.expires_at <= $1 + interval '1 day'
         AND NOT ${HAS_ACTIVE_FULFILLMENT}
         AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.object_id = r.id AND n.kind = 'socketrelay.request_expiring')`,
      [now],
    );
  }

  /** Spec §9's counts: requests not deleted (and those active, unexpired at `now`); fulfilments, successes and closed ones. */
  async counts(now: Date): Promise<SocketRelayCounts> {
    const [row]: SocketRelayCounts[] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM socketrelay_requests WHERE deleted_at IS NULL) AS "totalRequests",
              (SELECT count(*)::int FROM socketrelay_requests WHERE deleted_at IS NULL AND status = 'active' AND expires_at > $1) AS "activeRequests",
              (SELECT count(*)::int FROM socketrelay_fulfillments) AS "totalFulfillments",
              (SELECT count(*)::int FROM socketrelay_fulfillments WHERE status = 'completed_success') AS successes,
              (SELECT count(*)::int FROM socketrelay_fulfillments WHERE status <> 'active') AS closed`,
      [now],
    );
    return row;
  }
}
