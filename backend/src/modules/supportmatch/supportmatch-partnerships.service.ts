import { FORMER_MEMBER } from '@pfe/contracts';
import { ADMIN_END_STATUSES, partnerName, PartnershipStatus } from '@pfe/contracts/supportmatch';
import type { ActivePartnership, AdminPartnership, PartnershipHistoryEntry } from '@pfe/contracts/supportmatch';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { ListPage, ListRequest } from '../../common/pagination/admin-list';
import { ChatService } from '../chat/chat.service';
import { ActivityService } from '../activity/activity.service';
import { SupportMatchErrors } from './supportmatch.errors';
import { NotificationsService } from '../notifications/notifications.service';
import { SupportMatchPartnershipsRepository } from './supportmatch-partnerships.repository';

export { PARTNERSHIP_LIST } from './supportmatch-partnerships.repository';

/**
 * A member sees every early end alike: a partnership an admin ended and one a block ended both
 * read "ended_early", so the blocked member cannot tell that they were blocked.
 */
export function asSeenByMember(status: PartnershipStatus): PartnershipStatus {
  return status === 'ended' ? 'ended_early' : status;
}

@Injectable()
export class SupportMatchPartnershipsService {
  private readonly logger = new Logger('Partnerships');

  constructor(
    private readonly partnerships: SupportMatchPartnershipsRepository,
    private readonly activity: ActivityService,
    private readonly clock: Clock,
    private readonly chat: ChatService,
    private readonly notifications: NotificationsService,
  ) {}

  /** The caller's active partnership with the partner's nickname only, or null. */
  async active(userId: string): Promise<ActivePartnership | null> {
    const row = await this.partnerships.active(userId);
    if (!row) return null;
    return {
      id: row.id,
      // A partner without a profile has deleted their account (it also ends the partnership).
      partnerNickname: row.nickname === null ? FORMER_MEMBER : partnerName(row.nickname),
      partnerUserId: row.partner_id,
      startDate: row.start_date.toISOString(),
      endDate: row.end_date?.toISOString() ?? null,
      status: row.status,
    };
  }

  async history(userId: string): Promise<PartnershipHistoryEntry[]> {
    const rows = await this.partnerships.history(userId);
    return rows.map((p) => ({ id: p.id, status: asSeenByMember(p.status), startDate: p.startDate.toISOString(), endDate: p.endDate?.toISOString() ?? null }));
  }

  /** The partner's user id in a partnership the caller is in, or null. */
  async partnerOf(userId: string, partnershipId: string): Promise<string | null> {
    return this.partnerships.partnerOf(userId, partnershipId);
  }

  /** Admin list; `filter.status` ("active" or "past") and `filter.q` (nickname). */
  async list(list: ListRequest): Promise<ListPage<AdminPartnership>> {
    const { rows, total } = await this.partnerships.list(list);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        user1Id: r.user1_id,
        user2Id: r.user2_id,
        user1Nickname: r.user1_nickname,
        user2Nickname: r.user2_nickname,
        status: r.status,
        startDate: r.start_date.toISOString(),
        endDate: r.end_date?.toISOString() ?? null,
        createdAt: r.created_at.toISOString(),
      })),
      total,
    };
  }

  /** An admin ends an active partnership now. */
  async setStatus(adminId: string, id: string, status: string): Promise<PartnershipHistoryEntry> {
    if (!(ADMIN_END_STATUSES as readonly string[]).includes(status)) throw SupportMatchErrors.badPartnershipStatus();
    const ended = await this.partnerships.transaction(async (tx) => {
      const partnership = await this.partnerships.lock(tx, id);
      if (!partnership) throw SupportMatchErrors.partnershipNotFound();
      if (partnership.status !== 'active') throw SupportMatchErrors.partnershipNotActive();
      const endDate = this.clock.now();
      await this.partnerships.end(tx, id, status as PartnershipStatus, endDate);
      await this.notifications.notify(tx, [partnership.user1Id, partnership.user2Id], 'supportmatch.partnership_ended', { objectId: id });
      await this.activity.record(tx, adminId, { action: 'end_partnership', targetType: 'partnership', targetId: id, details: { status } });
      return { id, status: status as PartnershipStatus, startDate: partnership.startDate.toISOString(), endDate: endDate.toISOString() };
    });
    this.chat.closed('partnership', id);
    return ended;
  }

  /**
   * Ends quietly (ended_early) the active partnership between two members, e.g. when one blocks
   * the other, in the caller's transaction; answers what to do once that is committed.
   */
  async endBetween(tx: EntityManager, userA: string, userB: string): Promise<() => void> {
    const ids = await this.partnerships.endEarlyBetween(tx, userA, userB, this.clock.now());
    return () => this.closeAll(ids);
  }

  /**
   * Ends (ended_early, as a block does) every active partnership of a member who deletes their
   * account, in the deletion's transaction; answers what to do once that is committed.
   */
  async endAllOf(tx: EntityManager, userId: string): Promise<() => void> {
    const ids = await this.partnerships.endEarlyAllOf(tx, userId, this.clock.now());
    return () => this.closeAll(ids);
  }

  /** Completes active partnerships past their end date; returns how many. */
  async completeExpired(): Promise<number> {
    return this.closeAll(await this.partnerships.transaction((tx) => this.completeIn(tx)));
  }

  /** The daily completion, once across nodes (another node holding the lock is doing it). */
  async completeExpiredOnce(): Promise<void> {
    const ids = await this.partnerships.transaction(async (tx) => ((await this.partnerships.tryLockDaily(tx)) ? this.completeIn(tx) : []));
    this.logger.log(`Partnerships completed: ${this.closeAll(ids)}`);
  }

  private async completeIn(tx: EntityManager): Promise<string[]> {
    const rows = await this.partnerships.completeEnded(tx, this.clock.now());
    for (const p of rows) await this.notifications.notify(tx, [p.user1_id, p.user2_id], 'supportmatch.partnership_ended', { objectId: p.id });
    return rows.map((r) => r.id);
  }

  /** Tells the open chats of these (committed) ended partnerships; answers how many. */
  private closeAll(ids: string[]): number {
    ids.forEach((id) => this.chat.closed('partnership', id));
    return ids.length;
  }
}
