import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { DomainError } from '../../common/errors/domain-error';
import { adminListPage, SqlWhere } from '../../common/pagination/admin-list-sql';
import { containsPattern, ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { OwnProfileStore } from '../../common/profiles/own-profile.store';
import { notBlockedBy } from '../safety/blocks.sql';
import { SupportMatchProfileEntity } from './entities/supportmatch-profile.entity';
import { werePartners } from './supportmatch.sql';

export const PROFILE_LIST: ListSpec = {
  resource: 'profiles',
  sortable: { createdAt: 'p.created_at', nickname: 'p.nickname', country: 'p.country', timezone: 'p.timezone' },
  filters: { q: 'text' },
};

const PROFILE_SELECT = `p.id, p.user_id AS "userId", p.nickname, p.gender, p.gender_preference AS "genderPreference", p.city, p.state,
  p.country, p.timezone, p.timezone_preference AS "timezonePreference", p.is_active AS "isActive", p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;

/** What a member's dashboard status reads of her own rows and the last matching run. */
export interface MatchingStatusRow {
  is_active: boolean | null;
  timezone: string | null;
  timezone_preference: string | null;
  partnered: boolean;
  last_run_at: Date | null;
  in_last_run: boolean | null;
  last_reason: string | null;
}

/** SupportMatch's profiles (`supportmatch_profiles`), and the reads that start from a member's own profile. */
@Injectable()
export class SupportMatchProfilesRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** The shared own-profile rules over this table, failing with the app's errors. */
  ownStore(errors: { exists: () => DomainError; missing: () => DomainError }): OwnProfileStore<SupportMatchProfileEntity> {
    return new OwnProfileStore(this.db, SupportMatchProfileEntity, errors);
  }

  /** The nicknames of those of `userIds` who are or were `viewerId`'s partners. */
  async nicknamesOfPartners(viewerId: string, userIds: string[]): Promise<{ user_id: string; nickname: string }[]> {
    return this.db.query(
      `SELECT t.user_id, t.nickname FROM supportmatch_profiles t
       WHERE t.user_id = ANY($2::uuid[])
         AND ${werePartners('$1', 't.user_id')}`,
      [viewerId, userIds],
    );
  }

  async nicknamesOf(userIds: string[]): Promise<Map<string, string>> {
    const rows: { user_id: string; nickname: string }[] = await this.db.query('SELECT user_id, nickname FROM supportmatch_profiles WHERE user_id = ANY($1::uuid[])', [userIds]);
    return new Map(rows.map((r) => [r.user_id, r.nickname]));
  }

  async hasProfile(userId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM supportmatch_profiles WHERE user_id = $1', [userId])).length > 0;
  }

  /** Whether the two are or were partners (in `tx`: a block's check). */
  async werePartners(tx: Tx, a: string, b: string): Promise<boolean> {
    return (await tx.query(`SELECT 1 WHERE ${werePartners('$1', '$2')}`, [a, b])).length > 0;
  }

  /** The admin list; `filter.q` searches nicknames. */
  list(list: ListRequest): Promise<ListPage<SupportMatchProfileEntity>> {
    const q = list.filter.text.q;
    const where = new SqlWhere().add((p) => `p.nickname ILIKE ${p}`, q ? containsPattern(q) : undefined);
    return adminListPage<SupportMatchProfileEntity>(this.db.manager, list, { select: PROFILE_SELECT, from: 'supportmatch_profiles p', id: 'p.id', where });
  }

  /**
   * Her partners, present or past (not herself, not one she blocked), each by their latest
   * partnership, by nickname, at most 50.
   */
  blockCandidates(userId: string): Promise<{ partnership_id: string; nickname: string }[]> {
    return this.db.query(
      `SELECT partnership_id, nickname FROM (
         SELECT DISTINCT ON (p.user_id) x.id AS partnership_id, p.nickname, p.user_id
         FROM supportmatch_partnerships x
         JOIN supportmatch_profiles p ON p.user_id = CASE WHEN x.user1_id = $1 THEN x.user2_id ELSE x.user1_id END
         WHERE $1 IN (x.user1_id, x.user2_id) AND p.user_id <> $1 AND ${notBlockedBy('$1', 'p.user_id')}
         ORDER BY p.user_id, x.start_date DESC, x.id DESC
       ) partners
       ORDER BY nickname, partnership_id LIMIT 50`,
      [userId],
    );
  }

  /** Her profile's matching fields (nulls without one), whether she is partnered, and the last run's verdict on her. */
  async matchingStatus(userId: string): Promise<MatchingStatusRow> {
    const [row]: MatchingStatusRow[] = await this.db.query(
      `SELECT p.is_active, p.timezone, p.timezone_preference,
              EXISTS (SELECT 1 FROM supportmatch_partnerships x WHERE x.status = 'active' AND $1::uuid IN (x.user1_id, x.user2_id)) AS partnered,
              r.created_at AS last_run_at, $1::uuid = ANY(r.unmatched_user_ids) AS in_last_run, r.unmatched_reasons ->> $1::text AS last_reason
       FROM (SELECT 1) one
       LEFT JOIN supportmatch_profiles p ON p.user_id = $1::uuid
       LEFT JOIN LATERAL (SELECT created_at, unmatched_user_ids, unmatched_reasons FROM supportmatch_matching_runs ORDER BY created_at DESC LIMIT 1) r ON true`,
      [userId],
    );
    return row;
  }

  /** Active profiles, active partnerships, SupportMatch's pending reports. */
  async counts(): Promise<{ activeUsers: number; currentPartnerships: number; pendingReports: number }> {
    const [row] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM supportmatch_profiles WHERE is_active) AS "activeUsers",
              (SELECT count(*)::int FROM supportmatch_partnerships WHERE status = 'active') AS "currentPartnerships",
              (SELECT count(*)::int FROM reports WHERE status = 'pending' AND app = 'supportmatch') AS "pendingReports"`,
    );
    return row;
  }
}
