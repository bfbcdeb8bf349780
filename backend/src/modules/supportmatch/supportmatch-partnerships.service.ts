import { FORMER_MEMBER } from '@pfe/contracts';
import { ADMIN_END_STATUSES, partnerName, PartnershipStatus } from '@pfe/contracts/supportmatch';
import type { ActivePartnership, AdminPartnership, PartnershipHistoryEntry } from '@pfe/contracts/supportmatch';
import { tryLockXact } from '../../common/locks/advisory-locks';
import { SupportMatchLocks } from './supportmatch.locks';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { containsPattern, ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { ChatService } from '../chat/chat.service';
import { ActivityService } from '../activity/activity.service';
import { PartnershipEntity } from './entities/partnership.entity';
import { SupportMatchErrors } from './supportmatch.errors';
import { NotificationsService } from '../notifications/notifications.service';

/** A row of the admin partnership list query (partnerships with both nicknames and the total count). */
interface PartnershipListRow {
  id: string;
  user1_id: string;
  user2_id: string;
  user1_nickname: string | null;
  user2_nickname: string | null;
  status: PartnershipStatus;
  start_date: Date;
  end_date: Date | null;
  created_at: Date;
  total: string;
}

export const PARTNERSHIP_LIST: ListSpec = {
  resource: 'partnerships',
  sortable: { createdAt: 'p.created_at', startDate: 'p.start_date', endDate: 'p.end_date', status: 'p.status' },
  filters: { status: 'text', q: 'text' },
};

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
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
    private readonly clock: Clock,
    private readonly chat: ChatService,
    private readonly notifications: NotificationsService,
  ) {}

  /** The caller's active partnership with the partner's nickname only, or null. */
  async active(userId: string): Promise<ActivePartnership | null> {
    const [row] = await this.db.query(
      `SELECT p.id, p.start_date, p.end_date, p.status, partner.nickname,
              CASE WHEN p.user1_id = $1 THEN p.user2_id ELSE p.user1_id END AS partner_id
       FROM partnerships p
       LEFT JOIN support_match_profiles partner
         ON partner.user_id = CASE WHEN p.user1_id = $1 THEN p.user2_id ELSE p.user1_id END
       WHERE p.status = 'active' AND $1 IN (p.user1_id, p.user2_id)
       LIMIT 1`,
      [userId],
    );
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
    const rows: PartnershipEntity[] = await this.db
      .getRepository(PartnershipEntity)
      .createQueryBuilder('p')
      .where(':userId IN (p.user1Id, p.user2Id)', { userId })
      .orderBy('p.startDate', 'DESC')
      .getMany();
    return rows.map((p) => ({ id: p.id, status: asSeenByMember(p.status), startDate: p.startDate.toISOString(), endDate: p.endDate?.toISOString() ?? null }));
  }

  /** The partner's user id in a partnership the caller is in, or null. */
  async partnerOf(userId: string, partnershipId: string): Promise<string | null> {
    const [row] = await this.db.query(
      `SELECT CASE WHEN user1_id = $2 THEN user2_id ELSE user1_id END AS partner
       FROM partnerships WHERE id = $1 AND $2 IN (user1_id, user2_id)`,
      [partnershipId, userId],
    );
    return row?.partner ?? null;
  }

  /** Admin list; `filter.status` ("active" or "past") and `filter.q` (nickname). */
  async list(list: ListRequest): Promise<ListPage<AdminPartnership>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const status = list.filter.text.status;
    if (status === 'active') where.push(`p.status = 'active'`);
    else if (status === 'past') where.push(`p.status <> 'active'`);
    else if (status) {
      params.push(status);
      where.push(`p.status = $${params.length}`);
    }
    const ids = list.filter.ids;
    if (ids) {
      params.push(ids);
      where.push(`p.id = ANY($${params.length}::uuid[])`);
    }
    const q = list.filter.text.q;
    if (q) {
      params.push(containsPattern(q));
      where.push(`(a.nickname ILIKE $${params.length} OR b.nickname ILIKE $${params.length})`);
    }
    params.push(list.limit, list.offset);
    const rows: PartnershipListRow[] = await this.db.query(
      `SELECT p.*, a.nickname AS user1_nickname, b.nickname AS user2_nickname, count(*) OVER () AS total
       FROM partnerships p
       LEFT JOIN support_match_profiles a ON a.user_id = p.user1_id
       LEFT JOIN support_match_profiles b ON b.user_id = p.user2_id
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY ${list.orderBy} ${list.direction}, p.id DESC
       LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
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
      total: rows.length ? Number(rows[0].total) : 0,
    };
  }

  /** An admin ends an active partnership now. */
  async setStatus(adminId: string, id: string, status: string): Promise<PartnershipHistoryEntry> {
    if (!(ADMIN_END_STATUSES as readonly string[]).includes(status)) throw SupportMatchErrors.badPartnershipStatus();
    const ended = await this.db.transaction(async (tx) => {
      const partnership = await tx.findOne(PartnershipEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!partnership) throw SupportMatchErrors.partnershipNotFound();
      if (partnership.status !== 'active') throw SupportMatchErrors.partnershipNotActive();
      const endDate = this.clock.now();
      await tx.update(PartnershipEntity, { id }, { status: status as PartnershipStatus, endDate });
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
    const [rows]: [{ id: string }[], number] = await tx.query(
      `UPDATE partnerships SET status = 'ended_early', end_date = $3, updated_at = now()
       WHERE status = 'active' AND ((user1_id = $1 AND user2_id = $2) OR (user1_id = $2 AND user2_id = $1))
       RETURNING id`,
      [userA, userB, this.clock.now()],
    );
    return () => this.closeAll(rows.map((r) => r.id));
  }

  /**
   * Ends (ended_early, as a block does) every active partnership of a member who deletes their
   * account, in the deletion's transaction; answers what to do once that is committed.
   */
  async endAllOf(tx: EntityManager, userId: string): Promise<() => void> {
    const [rows]: [{ id: string }[], number] = await tx.query(
      `UPDATE partnerships SET status = 'ended_early', end_date = $2, updated_at = now()
       WHERE status = 'active' AND $1 IN (user1_id, user2_id)
       RETURNING id`,
      [userId, this.clock.now()],
    );
    return () => this.closeAll(rows.map((r) => r.id));
  }

  /** Completes active partnerships past their end date; returns how many. */
  async completeExpired(): Promise<number> {
    return this.closeAll(await this.db.transaction((tx) => this.completeIn(tx)));
  }

  /** The daily completion, once across nodes (another node holding the lock is doing it). */
  async completeExpiredOnce(): Promise<void> {
    const ids = await this.db.transaction(async (tx) => ((await tryLockXact(tx, SupportMatchLocks.partnershipsDaily)) ? this.completeIn(tx) : []));
    this.logger.log(`Partnerships completed: ${this.closeAll(ids)}`);
  }

  private async completeIn(tx: EntityManager): Promise<string[]> {
    const [rows]: [{ id: string; user1_id: string; user2_id: string }[], number] = await tx.query(
      `UPDATE partnerships SET status = 'completed', updated_at = now() WHERE status = 'active' AND end_date IS NOT NULL AND end_date <= $1
       RETURNING id, user1_id, user2_id`,
      [this.clock.now()],
    );
    for (const p of rows) await this.notifications.notify(tx, [p.user1_id, p.user2_id], 'supportmatch.partnership_ended', { objectId: p.id });
    return rows.map((r) => r.id);
  }

  /** Tells the open chats of these (committed) ended partnerships; answers how many. */
  private closeAll(ids: string[]): number {
    ids.forEach((id) => this.chat.closed('partnership', id));
    return ids.length;
  }
}
