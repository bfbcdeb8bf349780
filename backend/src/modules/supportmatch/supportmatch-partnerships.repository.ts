import type { PartnershipStatus } from '@pfe/contracts/supportmatch';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { tryLockXact } from '../../common/locks/advisory-locks';
import { adminListPage, SqlWhere } from '../../common/pagination/admin-list-sql';
import { containsPattern, ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { SupportMatchPartnershipEntity } from './entities/supportmatch-partnership.entity';
import { SupportMatchLocks } from './supportmatch.locks';

export const PARTNERSHIP_LIST: ListSpec = {
  resource: 'partnerships',
  sortable: { createdAt: 'p.created_at', startDate: 'p.start_date', endDate: 'p.end_date', status: 'p.status' },
  filters: { status: 'text', q: 'text' },
};

/** A row of the admin partnership list (with both nicknames). */
export interface PartnershipListRow {
  id: string;
  user1_id: string;
  user2_id: string;
  user1_nickname: string | null;
  user2_nickname: string | null;
  status: PartnershipStatus;
  start_date: Date;
  end_date: Date | null;
  created_at: Date;
}

/** Her active partnership with the partner's id and nickname (null: the partner has no profile left). */
export interface ActivePartnershipRow {
  id: string;
  start_date: Date;
  end_date: Date | null;
  status: PartnershipStatus;
  nickname: string | null;
  partner_id: string;
}

/** Partnerships (`supportmatch_partnerships`). */
@Injectable()
export class SupportMatchPartnershipsRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  async active(userId: string): Promise<ActivePartnershipRow | null> {
    const [row]: ActivePartnershipRow[] = await this.db.query(
      `SELECT p.id, p.start_date, p.end_date, p.status, partner.nickname,
              CASE WHEN p.user1_id = $1 THEN p.user2_id ELSE p.user1_id END AS partner_id
       FROM supportmatch_partnerships p
       LEFT JOIN supportmatch_profiles partner
         ON partner.user_id = CASE WHEN p.user1_id = $1 THEN p.user2_id ELSE p.user1_id END
       WHERE p.status = 'active' AND $1 IN (p.user1_id, p.user2_id)
       LIMIT 1`,
      [userId],
    );
    return row ?? null;
  }

  /** Her partnerships, latest start first. */
  history(userId: string): Promise<{ id: string; status: PartnershipStatus; startDate: Date; endDate: Date | null }[]> {
    return this.db.query(
      `SELECT id, status, start_date AS "startDate", end_date AS "endDate" FROM supportmatch_partnerships WHERE $1 IN (user1_id, user2_id) ORDER BY start_date DESC`,
      [userId],
    );
  }

  /** The partner's user id in a partnership `userId` is in, or null. */
  async partnerOf(userId: string, partnershipId: string): Promise<string | null> {
    const [row]: { partner: string }[] = await this.db.query(
      `SELECT CASE WHEN user1_id = $2 THEN user2_id ELSE user1_id END AS partner
       FROM supportmatch_partnerships WHERE id = $1 AND $2 IN (user1_id, user2_id)`,
      [partnershipId, userId],
    );
    return row?.partner ?? null;
  }

  /** The admin list; `filter.status` ("active", "past" or a status) and `filter.q` (either nickname). */
  list(list: ListRequest): Promise<ListPage<PartnershipListRow>> {
    const status = list.filter.text.status;
    const where = new SqlWhere();
    if (status === 'active') where.always(`p.status = 'active'`);
    else if (status === 'past') where.always(`p.status <> 'active'`);
    else where.add((p) => `p.status = ${p}`, status || undefined);
    const q = list.filter.text.q;
    where.add((p) => `(a.nickname ILIKE ${p} OR b.nickname ILIKE ${p})`, q ? containsPattern(q) : undefined);
    return adminListPage<PartnershipListRow>(this.db.manager, list, {
      select: 'p.id, p.user1_id, p.user2_id, a.nickname AS user1_nickname, b.nickname AS user2_nickname, p.status, p.start_date, p.end_date, p.created_at',
      from: `supportmatch_partnerships p
       LEFT JOIN supportmatch_profiles a ON a.user_id = p.user1_id
       LEFT JOIN supportmatch_profiles b ON b.user_id = p.user2_id`,
      id: 'p.id',
      where,
    });
  }

  /** The partnership, its row locked; null when there is none. */
  lock(tx: Tx, id: string): Promise<SupportMatchPartnershipEntity | null> {
    return tx.findOne(SupportMatchPartnershipEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async end(tx: Tx, id: string, status: PartnershipStatus, endDate: Date): Promise<void> {
    await tx.update(SupportMatchPartnershipEntity, { id }, { status, endDate });
  }

  /** Ends (ended_early) the active partnership between the two, either way round; answers the ids. */
  async endEarlyBetween(tx: Tx, userA: string, userB: string, now: Date): Promise<string[]> {
    const [rows]: [{ id: string }[], number] = await tx.query(
      `UPDATE supportmatch_partnerships SET status = 'ended_early', end_date = $3, updated_at = now()
       WHERE status = 'active' AND ((user1_id = $1 AND user2_id = $2) OR (user1_id = $2 AND user2_id = $1))
       RETURNING id`,
      [userA, userB, now],
    );
    return rows.map((r) => r.id);
  }

  /** Ends (ended_early) every active partnership of the member; answers the ids. */
  async endEarlyAllOf(tx: Tx, userId: string, now: Date): Promise<string[]> {
    const [rows]: [{ id: string }[], number] = await tx.query(
      `UPDATE supportmatch_partnerships SET status = 'ended_early', end_date = $2, updated_at = now()
       WHERE status = 'active' AND $1 IN (user1_id, user2_id)
       RETURNING id`,
      [userId, now],
    );
    return rows.map((r) => r.id);
  }

  /** Completes the active partnerships whose end date is past at `now`; answers them. */
  async completeEnded(tx: Tx, now: Date): Promise<{ id: string; user1_id: string; user2_id: string }[]> {
    const [rows]: [{ id: string; user1_id: string; user2_id: string }[], number] = await tx.query(
      `UPDATE supportmatch_partnerships SET status = 'completed', updated_at = now() WHERE status = 'active' AND end_date IS NOT NULL AND end_date <= $1
       RETURNING id, user1_id, user2_id`,
      [now],
    );
    return rows;
  }

  /** The daily completion's lock (false: another node holds it). */
  tryLockDaily(tx: Tx): Promise<boolean> {
    return tryLockXact(tx, SupportMatchLocks.partnershipsDaily);
  }
}
