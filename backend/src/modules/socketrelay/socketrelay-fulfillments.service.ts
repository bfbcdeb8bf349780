import type { SocketRelayCloseStatus, SocketRelayFulfillment, SocketRelayFulfillmentDetail, SocketRelayMyFulfillment } from '@pfe/contracts/socketrelay';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { uniquely } from '../../common/errors/domain-error';
import { Clock } from '../../common/clock/clock';
import { ChatService } from '../chat/chat.service';
import { NotificationsService } from '../notifications/notifications.service';
import { SocketRelayErrors } from './socketrelay.errors';
import { notBlocked, notBlockedBy } from '../safety/blocks.sql';
import { memberStatus } from './socketrelay.sql';
import { PartyRow, toDetail } from './socketrelay.mappers';


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

/** Fulfilments: start one (at most one active per request), read one's own, close with an outcome. */
@Injectable()
export class SocketRelayFulfillmentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly chat: ChatService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Starts fulfilling a request. The request row is share-locked (an admin's delete waits, and
   * waits for us), and the partial unique index lets exactly one active fulfilment in: every other
   * concurrent try is a 409.
   */
  async fulfill(userId: string, requestId: string): Promise<SocketRelayFulfillment> {
    const id = await uniquely(
      () =>
        this.db.transaction(async (tx) => {
          const now = this.clock.now();
          const [r]: { user_id: string; status: string; expires_at: Date; blocked: boolean; being_fulfilled: boolean; mine: string | null }[] = await tx.query(
            `SELECT r.user_id, r.status, r.expires_at, NOT ${notBlocked('r.user_id', '$2')} AS blocked,
                    EXISTS (SELECT 1 FROM socketrelay_fulfillments af WHERE af.request_id = r.id AND af.status = 'active') AS being_fulfilled,
                    (SELECT mf.id FROM socketrelay_fulfillments mf WHERE mf.request_id = r.id AND mf.status = 'active' AND mf.fulfiller_user_id = $2) AS mine
             FROM socketrelay_requests r WHERE r.id = $1 AND r.deleted_at IS NULL FOR SHARE OF r`,
            [requestId, userId],
          );
          if (!r || r.blocked) throw SocketRelayErrors.requestNotFound();
          if (r.user_id === userId) throw SocketRelayErrors.fulfillOwn();
          // Already done is success (issue 28): she is fulfilling it already (a second press, a retry without the key): her fulfilment.
          if (r.mine) return r.mine;
          if (r.status === 'withdrawn') throw SocketRelayErrors.requestNotFound();
          if (r.status === 'fulfilled') throw SocketRelayErrors.alreadyFulfilled();
          if (r.being_fulfilled) throw SocketRelayErrors.alreadyFulfilling();
          if (r.status === 'expired' || r.expires_at.getTime() <= now.getTime()) throw SocketRelayErrors.requestExpired();
          const [row]: { id: string }[] = await tx.query(
            `INSERT INTO socketrelay_fulfillments (request_id, fulfiller_user_id, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING id`,
            [requestId, userId, now],
          );
          await this.notifications.notify(tx, r.user_id, 'socketrelay.request_taken', { objectId: row.id, actorId: userId });
          return row.id;
        }),
      SocketRelayErrors.alreadyFulfilling,
    );
    return (await this.detail(userId, id)).fulfillment;
  }

  /** One fulfilment, to its two parties only; anyone else (admins too) gets the same 404 as a missing one. */
  async detail(userId: string, id: string, manager: EntityManager = this.db.manager): Promise<SocketRelayFulfillmentDetail> {
    const [row]: PartyRow[] = await manager.query(`${PARTY_SELECT} AND f.id = $3`, [userId, this.clock.now(), id]);
    if (!row) throw SocketRelayErrors.fulfillmentNotFound();
    return toDetail(row, userId);
  }

  /** The caller's fulfilments, as fulfiller or requester, newest first (the screen groups them by status). */
  async mine(userId: string): Promise<SocketRelayMyFulfillment[]> {
    const rows: PartyRow[] = await this.db.query(`${PARTY_SELECT} ORDER BY f.created_at DESC, f.id DESC`, [userId, this.clock.now()]);
    return rows.map((r) => {
      const { fulfillment, request, role, otherParty } = toDetail(r, userId);
      return { fulfillment, request, role, otherParty: { displayName: otherParty.displayName } };
    });
  }

  /**
   * Either party closes an active fulfilment, once: the conditional update lets one close through;
   * a second or concurrent close answers the closed fulfilment (200, nothing changed, nobody notified). Success marks the request fulfilled; a failure or a
   * cancellation leaves it active, so an unexpired request is available again.
   */
  async close(userId: string, id: string, status: string): Promise<SocketRelayFulfillmentDetail> {
    if (!(['completed_success', 'completed_failure', 'cancelled'] as string[]).includes(status)) throw SocketRelayErrors.badCloseStatus();
    const { detail, closedNow } = await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      // The request row first, as an admin's delete does (request, then fulfilment): no lock cycle.
      await tx.query(
        `SELECT 1 FROM socketrelay_requests r JOIN socketrelay_fulfillments f ON f.request_id = r.id WHERE f.id = $1 FOR NO KEY UPDATE OF r`,
        [id],
      );
      const [rows]: [{ request_id: string; requester_id: string; fulfiller_user_id: string }[], number] = await tx.query(
        `UPDATE socketrelay_fulfillments f SET status = $3, closed_by = $2, closed_at = $4, updated_at = $4
         FROM socketrelay_requests r
         WHERE f.id = $1 AND r.id = f.request_id AND f.status = 'active' AND $2 IN (r.user_id, f.fulfiller_user_id)
           AND ${notBlocked('r.user_id', 'f.fulfiller_user_id')}
         RETURNING f.request_id, r.user_id AS requester_id, f.fulfiller_user_id`,
        [id, userId, status as SocketRelayCloseStatus, now],
      );
      if (rows.length === 0) {
        const current = await this.detail(userId, id, tx); // 404 unless the caller is a party
        // Already closed (a double tap, or the other party first): the member's intent is done, so the answer is the closed fulfilment, a success.
        if (current.fulfillment.status !== 'active') return { detail: current, closedNow: false };
        throw SocketRelayErrors.alreadyClosed();
      }
      const other = rows[0].requester_id === userId ? rows[0].fulfiller_user_id : rows[0].requester_id;
      await this.notifyClosed(tx, other, id, userId, status as SocketRelayCloseStatus);
      if (status === 'completed_success') {
        await tx.query(`UPDATE socketrelay_requests SET status = 'fulfilled', updated_at = $2 WHERE id = $1 AND status IN ('active', 'expired')`, [rows[0].request_id, now]);
      }
      return { detail: await this.detail(userId, id, tx), closedNow: true };
    });
    if (closedNow) this.chat.closed('fulfillment', id);
    return detail;
  }

  /**
   * A block cancels the active fulfilment between the two (either way round), in the block's
   * transaction, exactly as the blocker's own Cancel would: closed by her, and the blocked member
   * gets the same notification a cancel gives (issue 27: nothing tells her of the block). Answers
   * what to do once that is committed (tell open chats).
   */
  async cancelBetween(tx: EntityManager, blockerId: string, blockedId: string): Promise<() => void> {
    const [rows]: [{ id: string }[], number] = await tx.query(
      `UPDATE socketrelay_fulfillments f SET status = 'cancelled', closed_by = $1, closed_at = $3, updated_at = $3
       FROM socketrelay_requests r
       WHERE r.id = f.request_id AND f.status = 'active'
         AND ((r.user_id = $1 AND f.fulfiller_user_id = $2) OR (r.user_id = $2 AND f.fulfiller_user_id = $1))
       RETURNING f.id`,
      [blockerId, blockedId, this.clock.now()],
    );
    for (const { id } of rows) await this.notifyClosed(tx, blockedId, id, blockerId, 'cancelled', true);
    return () => rows.forEach((r) => this.chat.closed('fulfillment', r.id));
  }

  /** The other party learns the outcome: one notification, whether the closer pressed Cancel or blocked her. */
  private notifyClosed(tx: EntityManager, to: string, id: string, closerId: string, outcome: SocketRelayCloseStatus, byBlock = false): Promise<number> {
    return this.notifications.notify(tx, to, 'socketrelay.fulfillment_closed', { objectId: id, actorId: closerId, data: { outcome }, byBlock });
  }
}
