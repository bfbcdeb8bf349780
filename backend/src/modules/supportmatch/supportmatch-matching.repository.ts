import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { AdvisoryLock, lockXact, tryLockXact } from '../../common/locks/advisory-locks';
import { ALL_BLOCK_PAIRS } from '../safety/blocks.sql';
import { notSuspended } from '../safety/suspension.sql';
import { MatchCandidate } from './matching/matching';
import { SupportMatchLocks } from './supportmatch.locks';

export type Pair = [string, string];

const pairsOf = (rows: { a: string; b: string }[]): Pair[] => rows.map((r) => [r.a, r.b]);

/** What a stored matching run records. */
export interface MatchingRunRecord {
  triggeredBy: string | null;
  seed: number;
  eligible: number;
  pairs: number;
  unmatched: string[];
  durationMs: number;
  unmatchedReasons: Record<string, string>;
  reasonCounts: unknown;
}

/** What a matching run reads and writes, all in its one transaction. */
@Injectable()
export class SupportMatchMatchingRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /**
   * The run's own lock (false: another run holds it), then the blocks-vs-matching lock held
   * exclusively: blocks wait while the run reads them and creates pairs, and the run waits for
   * blocks in progress.
   */
  async lockRun(tx: Tx): Promise<boolean> {
    if (!(await tryLockXact(tx, SupportMatchLocks.matchingRun))) return false;
    await lockXact(tx, AdvisoryLock.blocksVsMatching);
    return true;
  }

  /** Active profiles of member accounts that are not suspended (issue 32) and have no active partnership. */
  candidates(tx: Tx): Promise<MatchCandidate[]> {
    return tx.query(
      `SELECT p.user_id AS id, p.gender, p.gender_preference AS "genderPreference", p.timezone, p.timezone_preference AS "timezonePreference"
       FROM supportmatch_profiles p JOIN users u ON u.id = p.user_id
       WHERE p.is_active AND (u.invite_code_used IS NOT NULL OR u.is_admin) AND ${notSuspended('p.user_id')}
         AND NOT EXISTS (SELECT 1 FROM supportmatch_partnerships x WHERE x.status = 'active' AND p.user_id IN (x.user1_id, x.user2_id))`,
    );
  }

  async blocks(tx: Tx): Promise<Pair[]> {
    return pairsOf(await tx.query(ALL_BLOCK_PAIRS));
  }

  async pastPairs(tx: Tx): Promise<Pair[]> {
    return pairsOf(await tx.query('SELECT DISTINCT user1_id AS a, user2_id AS b FROM supportmatch_partnerships'));
  }

  /** The last three runs, newest first. */
  recentRuns(tx: Tx): Promise<{ id: string; unmatched_user_ids: string[] }[]> {
    return tx.query('SELECT id, unmatched_user_ids FROM supportmatch_matching_runs ORDER BY created_at DESC LIMIT 3');
  }

  async pairsOfRuns(tx: Tx, runIds: string[]): Promise<Pair[]> {
    if (runIds.length === 0) return [];
    return pairsOf(await tx.query('SELECT user1_id AS a, user2_id AS b FROM supportmatch_partnerships WHERE matching_run_id = ANY($1::uuid[])', [runIds]));
  }

  /** Member accounts with a profile that were not eligible: inactive, or already partnered. */
  async notEligible(tx: Tx): Promise<{ alreadyPartnered: number; inactive: number }> {
    const [row]: { already_partnered: number; inactive: number }[] = await tx.query(
      `SELECT count(*) FILTER (WHERE NOT p.is_active)::int AS inactive,
              count(*) FILTER (WHERE p.is_active AND EXISTS (SELECT 1 FROM supportmatch_partnerships x WHERE x.status = 'active' AND p.user_id IN (x.user1_id, x.user2_id)))::int AS already_partnered
       FROM supportmatch_profiles p JOIN users u ON u.id = p.user_id
       WHERE u.invite_code_used IS NOT NULL OR u.is_admin`,
    );
    return { alreadyPartnered: row.already_partnered, inactive: row.inactive };
  }

  async insertRun(tx: Tx, run: MatchingRunRecord): Promise<string> {
    const [row]: { id: string }[] = await tx.query(
      `INSERT INTO supportmatch_matching_runs (triggered_by, seed, eligible, pairs, unmatched_user_ids, duration_ms, unmatched_reasons, reason_counts)
       VALUES ($1, $2, $3, $4, $5::uuid[], $6, $7::jsonb, $8::jsonb) RETURNING id`,
      [run.triggeredBy, run.seed, run.eligible, run.pairs, run.unmatched, run.durationMs, JSON.stringify(run.unmatchedReasons), JSON.stringify(run.reasonCounts)],
    );
    return row.id;
  }

  /** Active partnerships for the pairs (the smaller id first), from `start` to `end`, of the run. */
  insertPartnerships(tx: Tx, pairs: Pair[], start: Date, end: Date, runId: string): Promise<{ id: string; user1_id: string; user2_id: string }[]> {
    const [first, second] = [pairs.map(([a, b]) => (a < b ? a : b)), pairs.map(([a, b]) => (a < b ? b : a))];
    return tx.query(
      `INSERT INTO supportmatch_partnerships (user1_id, user2_id, start_date, end_date, status, matching_run_id)
       SELECT u1, u2, $3, $4, 'active', $5 FROM unnest($1::uuid[], $2::uuid[]) AS t(u1, u2)
       RETURNING id, user1_id, user2_id`,
      [first, second, start, end, runId],
    );
  }
}
