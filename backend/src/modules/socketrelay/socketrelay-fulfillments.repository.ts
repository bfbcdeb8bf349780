import type { SocketRelayCloseStatus } from '@pfe/contracts/socketrelay';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { notBlocked, notBlockedBy } from '../safety/blocks.sql';
import { PartyRow } from './socketrelay.mappers';
import { memberStatus } from './socketrelay.sql';

/**
 * A fulfilment joined to its request and both parties' display names, seen by `$1` at time `$2`;
 * none the viewer shares with a member they blocked. A block cancels the pair's active fulfilment,
 * so to the member who was blocked it reads exactly like a cancel: the same status, the same
 * read-only history (FulfillmentChatStore), nothing that tells them why.
 */
const PARTY_SELECT = `SELECT f.id AS f_id, f.request_id, f.fulfiller_user_id, f.status AS f_status, f.closed_by, f.closed_at,
    f.created_at AS f_created_at, f.updated_at AS f_updated_at,
    r.user_id AS requester_id, r.description, ${memberStatus('$2')} AS r_status, r.created_at AS r_created_at, r.expires_at,
    rp.display_name AS requester_name, fp.display_name AS fulfiller_name
  FROM socketrelay_fulfillments f
  JOIN socketrelay_requests r ON r.id = f.request_id
  LEFT JOIN socketrelay_profiles rp ON rp.user_id = r.user_id
  LEFT JOIN socketrelay_profiles fp ON fp.user_id = f.fulfiller_user_id
  WHERE $1 IN (r.user_id, f.fulfiller_user_id) AND ${notBlockedBy('$1', 'CASE WHEN r.user_id = $1 THEN f.fulfiller_user_id ELSE r.user_id END')}`;

/** What a fulfil checks of the request, read under a share lock of its row. */
export interface FulfilTarget {
  user_id: string;
  status: string;
  expires_at: Date;
  /** A block between the requester and the would-be fulfiller, either way. */
  blocked: boolean;
  being_fulfilled: boolean;
  /** Her own active fulfilment of it, if any. */
  mine: string | null;
}

/** The parties of a fulfilment a close just ended. */
export interface ClosedParties {
  request_id: string;
  requester_id: string;
  fulfiller_user_id: string;
}

/** Fulfilments (`socketrelay_fulfillments`) and the request rows they lock. */
@Injectable()
export class SocketRelayFulfillmentsRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** Share-locks the request (not deleted) and reads what a fulfil by `userId` checks; null when there is none. */
  async lockTarget(tx: Tx, requestId: string, userId: string): Promise<FulfilTarget | null> {
    const [r]: FulfilTarget[] = await tx.query(
      `SELECT r.user_id, r.status, r.expires_at, NOT ${notBlocked('r.user_id', '$2')} AS blocked,
              EXISTS (SELECT 1 FROM socketrelay_fulfillments af WHERE af.request_id = r.id AND af.status = 'active') AS being_fulfilled,
              (SELECT mf.id FROM socketrelay_fulfillments mf WHERE mf.request_id = r.id AND mf.status = 'active' AND mf.fulfiller_user_id = $2) AS mine
       FROM socketrelay_requests r WHERE r.id = $1 AND r.deleted_at IS NULL FOR SHARE OF r`,
      [requestId, userId],
    );
    return r ?? null;
  }

  /** The partial unique index lets one active fulfilment per request in (a second one is a unique violation). */
  async insert(tx: Tx, requestId: string, userId: string, now: Date): Promise<string> {
    const [row]: { id: string }[] = await tx.query(
      `INSERT INTO socketrelay_fulfillments (request_id, fulfiller_user_id, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING id`,
      [requestId, userId, now],
    );
    return row.id;
  }

  /** The fulfilment as `userId` sees it at `now`, when she is a party (and has not blocked the other); null otherwise. */
  async partyView(userId: string, id: string, now: Date, tx?: Tx): Promise<PartyRow | null> {
    const [row]: PartyRow[] = await this.on(tx).query(`${PARTY_SELECT} AND f.id = $3`, [userId, now, id]);
    return row ?? null;
  }

  /** Her fulfilments, as fulfiller or requester, newest first. */
  mine(userId: string, now: Date): Promise<PartyRow[]> {
    return this.db.query(`${PARTY_SELECT} ORDER BY f.created_at DESC, f.id DESC`, [userId, now]);
  }

  /** Locks the fulfilment's request row, as an admin's delete does (request, then fulfilment): no lock cycle. */
  async lockRequestOf(tx: Tx, fulfillmentId: string): Promise<void> {
    await tx.query(
      `SELECT 1 FROM socketrelay_requests r JOIN socketrelay_fulfillments f ON f.request_id = r.id WHERE f.id = $1 FOR NO KEY UPDATE OF r`,
      [fulfillmentId],
    );
  }

  /** Closes it when active, `userId` is a party and no block stands between them; null when nothing was closed. */
  async close(tx: Tx, id: string, userId: string, status: SocketRelayCloseStatus, now: Date): Promise<ClosedParties | null> {
    const [rows]: [ClosedParties[], number] = await tx.query(
      `UPDATE socketrelay_fulfillments f SET status = $3, closed_by = $2, closed_at = $4, updated_at = $4
       FROM socketrelay_requests r
       WHERE f.id = $1 AND r.id = f.request_id AND f.status = 'active' AND $2 IN (r.user_id, f.fulfiller_user_id)
         AND ${notBlocked('r.user_id', 'f.fulfiller_user_id')}
       RETURNING f.request_id, r.user_id AS requester_id, f.fulfiller_user_id`,
      [id, userId, status, now],
    );
    return rows[0] ?? null;
  }

  /** The request is fulfilled (from active or expired). */
  async markRequestFulfilled(tx: Tx, requestId: string, now: Date): Promise<void> {
    await tx.query(`UPDATE socketrelay_requests SET status = 'fulfilled', updated_at = $2 WHERE id = $1 AND status IN ('active', 'expired')`, [requestId, now]);
  }

  /** Cancels, as closed by `closerId`, the active fulfilments between the two (either way round); answers their ids. */
  async cancelBetween(tx: Tx, closerId: string, otherId: string, now: Date): Promise<string[]> {
    const [rows]: [{ id: string }[], number] = await tx.query(
      `UPDATE socketrelay_fulfillments f SET status = 'cancelled', closed_by = $1, closed_at = $3, updated_at = $3
       FROM socketrelay_requests r
       WHERE r.id = f.request_id AND f.status = 'active'
         AND ((r.user_id = $1 AND f.fulfiller_user_id = $2) OR (r.user_id = $2 AND f.fulfiller_user_id = $1))
       RETURNING f.id`,
      [closerId, otherId, now],
    );
    return rows.map((r) => r.id);
  }
}
