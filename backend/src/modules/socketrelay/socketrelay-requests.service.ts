import { SOCKETRELAY_REQUEST_LIFETIME_DAYS } from '@pfe/contracts/socketrelay';
import type { SocketRelayAvailableRequest, SocketRelayOwnRequest } from '@pfe/contracts/socketrelay';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { NotificationsService } from '../notifications/notifications.service';
import { SocketRelayErrors } from './socketrelay.errors';
import { toOwn } from './socketrelay.mappers';
import { SocketRelayRequestsRepository } from './socketrelay-requests.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Members' requests: post, list the available ones, list one's own, repost an expired one; the daily expiry. */
@Injectable()
export class SocketRelayRequestsService {
  private readonly logger = new Logger('SocketRelayRequests');

  constructor(
    private readonly requests: SocketRelayRequestsRepository,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
  ) {}

  private expiryFrom(now: Date): Date {
    return new Date(now.getTime() + SOCKETRELAY_REQUEST_LIFETIME_DAYS * DAY_MS);
  }

  async create(userId: string, description: string): Promise<SocketRelayOwnRequest> {
    const now = this.clock.now();
    return toOwn(await this.requests.insert(userId, description, this.expiryFrom(now), now));
  }

  /**
   * Requests the caller could fulfil: active, unexpired now, not theirs, nobody fulfilling them, not
   * across a block in either direction; newest first; the requester shown by their SocketRelay profile only.
   */
  async available(userId: string): Promise<SocketRelayAvailableRequest[]> {
    const rows = await this.requests.available(userId, this.clock.now());
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
    const rows = await this.requests.mine(userId, this.clock.now());
    return rows.map(toOwn);
  }

  /** The requester gives their own expired request another 14 days (from now). */
  async repost(userId: string, id: string): Promise<SocketRelayOwnRequest> {
    const now = this.clock.now();
    const row = await this.requests.repost(userId, id, this.expiryFrom(now), now);
    if (row) return toOwn(row);
    if (!(await this.requests.isOwn(userId, id))) throw SocketRelayErrors.requestNotFound();
    throw SocketRelayErrors.notExpired();
  }

  /**
   * The requester takes back her own open request (active, unexpired or not, nobody fulfilling it).
   * The row is locked first, so a fulfil that holds it (FOR SHARE) finishes before the check, and a
   * fulfil that comes after sees it withdrawn: never a withdrawn request with a fulfilment going on.
   */
  async withdraw(userId: string, id: string): Promise<SocketRelayOwnRequest> {
    return this.requests.transaction(async (tx) => {
      const now = this.clock.now();
      const r = await this.requests.lockOwn(tx, userId, id);
      if (!r) throw SocketRelayErrors.requestNotFound();
      if (await this.requests.beingFulfilled(tx, id)) throw SocketRelayErrors.withdrawBeingFulfilled();
      if (r.status !== 'active' && r.status !== 'expired') throw SocketRelayErrors.notOpen();
      return toOwn(await this.requests.withdraw(tx, id, now));
    });
  }

  /** The daily expiry, once across nodes: active requests past expiresAt that nobody is fulfilling become expired. */
  async expireOnce(): Promise<number> {
    const count = await this.requests.transaction(async (tx) => {
      if (!(await this.requests.tryLock(tx, 'expiry'))) return 0;
      return this.requests.expire(tx, this.clock.now());
    });
    this.logger.log(`Requests expired: ${count}`);
    return count;
  }

  /**
   * The daily reminder, once across nodes: each open request that expires within the next day
   * and that nobody is fulfilling tells its author once ("expires tomorrow").
   */
  async remindExpiringOnce(): Promise<number> {
    return this.requests.transaction(async (tx) => {
      if (!(await this.requests.tryLock(tx, 'reminders'))) return 0;
      const due = await this.requests.expiringUnreminded(tx, this.clock.now());
      for (const r of due) await this.notifications.notify(tx, r.user_id, 'socketrelay.request_expiring', { objectId: r.id });
      return due.length;
    });
  }
}
