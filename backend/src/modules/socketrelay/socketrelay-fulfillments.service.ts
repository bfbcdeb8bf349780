import type { SocketRelayCloseStatus, SocketRelayFulfillment, SocketRelayFulfillmentDetail, SocketRelayMyFulfillment } from '@pfe/contracts/socketrelay';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { uniquely } from '../../common/errors/domain-error';
import { Clock } from '../../common/clock/clock';
import { ChatService } from '../chat/chat.service';
import { NotificationsService } from '../notifications/notifications.service';
import { SocketRelayErrors } from './socketrelay.errors';
import { toDetail } from './socketrelay.mappers';
import { SocketRelayFulfillmentsRepository } from './socketrelay-fulfillments.repository';

/** Fulfilments: start one (at most one active per request), read one's own, close with an outcome. */
@Injectable()
export class SocketRelayFulfillmentsService {
  constructor(
    private readonly fulfillments: SocketRelayFulfillmentsRepository,
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
        this.fulfillments.transaction(async (tx) => {
          const now = this.clock.now();
          const r = await this.fulfillments.lockTarget(tx, requestId, userId);
          if (!r || r.blocked) throw SocketRelayErrors.requestNotFound();
          if (r.user_id === userId) throw SocketRelayErrors.fulfillOwn();
          // Already done is success (issue 28): she is fulfilling it already (a second press, a retry without the key): her fulfilment.
          if (r.mine) return r.mine;
          if (r.status === 'withdrawn') throw SocketRelayErrors.requestNotFound();
          if (r.status === 'fulfilled') throw SocketRelayErrors.alreadyFulfilled();
          if (r.being_fulfilled) throw SocketRelayErrors.alreadyFulfilling();
          if (r.status === 'expired' || r.expires_at.getTime() <= now.getTime()) throw SocketRelayErrors.requestExpired();
          const id = await this.fulfillments.insert(tx, requestId, userId, now);
          await this.notifications.notify(tx, r.user_id, 'socketrelay.request_taken', { objectId: id, actorId: userId });
          return id;
        }),
      SocketRelayErrors.alreadyFulfilling,
    );
    return (await this.detail(userId, id)).fulfillment;
  }

  /** One fulfilment, to its two parties only; anyone else (admins too) gets the same 404 as a missing one. */
  async detail(userId: string, id: string, tx?: EntityManager): Promise<SocketRelayFulfillmentDetail> {
    const row = await this.fulfillments.partyView(userId, id, this.clock.now(), tx);
    if (!row) throw SocketRelayErrors.fulfillmentNotFound();
    return toDetail(row, userId);
  }

  /** The caller's fulfilments, as fulfiller or requester, newest first (the screen groups them by status). */
  async mine(userId: string): Promise<SocketRelayMyFulfillment[]> {
    const rows = await this.fulfillments.mine(userId, this.clock.now());
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
    const { detail, closedNow } = await this.fulfillments.transaction(async (tx) => {
      const now = this.clock.now();
      await this.fulfillments.lockRequestOf(tx, id);
      const closed = await this.fulfillments.close(tx, id, userId, status as SocketRelayCloseStatus, now);
      if (!closed) {
        const current = await this.detail(userId, id, tx); // 404 unless the caller is a party
        // Already closed (a double tap, or the other party first): the member's intent is done, so the answer is the closed fulfilment, a success.
        if (current.fulfillment.status !== 'active') return { detail: current, closedNow: false };
        throw SocketRelayErrors.alreadyClosed();
      }
      const other = closed.requester_id === userId ? closed.fulfiller_user_id : closed.requester_id;
      await this.notifyClosed(tx, other, id, userId, status as SocketRelayCloseStatus);
      if (status === 'completed_success') {
        await this.fulfillments.markRequestFulfilled(tx, closed.request_id, now);
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
    const ids = await this.fulfillments.cancelBetween(tx, blockerId, blockedId, this.clock.now());
    for (const id of ids) await this.notifyClosed(tx, blockedId, id, blockerId, 'cancelled', true);
    return () => ids.forEach((id) => this.chat.closed('fulfillment', id));
  }

  /** The other party learns the outcome: one notification, whether the closer pressed Cancel or blocked her. */
  private notifyClosed(tx: EntityManager, to: string, id: string, closerId: string, outcome: SocketRelayCloseStatus, byBlock = false): Promise<number> {
    return this.notifications.notify(tx, to, 'socketrelay.fulfillment_closed', { objectId: id, actorId: closerId, data: { outcome }, byBlock });
  }
}
