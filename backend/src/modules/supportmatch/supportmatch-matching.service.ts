import type { MatchingRunResult } from '@pfe/contracts/supportmatch';
import { AdvisoryLock, lockXact, tryLockXact } from '../../common/locks/advisory-locks';
import { SupportMatchLocks } from './supportmatch.locks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { MetricsService } from '../../common/metrics/metrics.service';
import { ActivityService } from '../activity/activity.service';
import { ALL_BLOCK_PAIRS } from '../safety/blocks.sql';
import { notSuspended } from '../safety/suspension.sql';
import { countReasons, reasonsInWords, unmatchedReasons } from './matching-reasons';
import { computeMatching, MatchCandidate } from './matching/matching';
import { SupportMatchErrors } from './supportmatch.errors';
import { NotificationsService } from '../notifications/notifications.service';

export const PARTNERSHIP_DAYS = 30;

type Pair = [string, string];

const words = (text: string) => (text ? ` ${text}` : '');

/**
 * A matching run: loads the eligible members (active profiles of members with no active
 * partnership), their blocks and partnership history, computes a maximum matching, and creates
 * the partnerships — all in one transaction holding an advisory lock, so two runs (two nodes,
 * two clicks) never overlap.
 */
@Injectable()
export class SupportMatchMatchingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    private readonly metrics: MetricsService,
  ) {}

  async run(adminId: string | null): Promise<MatchingRunResult> {
    const started = performance.now();
    const outcome = await this.db.transaction(async (tx) => {
      if (!(await tryLockXact(tx, SupportMatchLocks.matchingRun))) throw SupportMatchErrors.matchingRunning();
      // Blocks wait while the run reads them and creates pairs, and the run waits for blocks in
      // progress: a block made during a run either is seen by it, or sees (and ends) its pair.
      await lockXact(tx, AdvisoryLock.blocksVsMatching);
      const candidates: MatchCandidate[] = await tx.query(
        `SELECT p.user_id AS id, p.gender, p.gender_preference AS "genderPreference", p.timezone, p.timezone_preference AS "timezonePreference"
         FROM support_match_profiles p JOIN users u ON u.id = p.user_id
         WHERE p.is_active AND (u.invite_code_used IS NOT NULL OR u.is_admin) AND ${notSuspended('p.user_id')}
           AND NOT EXISTS (SELECT 1 FROM partnerships x WHERE x.status = 'active' AND p.user_id IN (x.user1_id, x.user2_id))`,
      );
      const pairsOf = (rows: { a: string; b: string }[]): Pair[] => rows.map((r) => [r.a, r.b]);
      const blocks = pairsOf(await tx.query(ALL_BLOCK_PAIRS));
      const pastPairs = pairsOf(await tx.query('SELECT DISTINCT user1_id AS a, user2_id AS b FROM partnerships'));
      const recentRuns: { id: string; unmatched_user_ids: string[] }[] = await tx.query(
        'SELECT id, unmatched_user_ids FROM matching_runs ORDER BY created_at DESC LIMIT 3',
      );
      const recentPairs = recentRuns.length
        ? pairsOf(await tx.query('SELECT user1_id AS a, user2_id AS b FROM partnerships WHERE matching_run_id = ANY($1::uuid[])', [recentRuns.map((r) => r.id)]))
        : [];
      const seed = randomInt(2 ** 31 - 1);
      const result = computeMatching({
        candidates,
        blocks,
        pastPairs,
        recentPairs,
        previouslyUnmatched: recentRuns[0]?.unmatched_user_ids ?? [],
        seed,
      });
      // Why each member left unmatched was left out (around the matcher, for them only), and who
      // was not eligible at all; stored with the run.
      const reasons = unmatchedReasons({ candidates, blocks, unmatched: result.unmatched });
      const [notEligible]: { already_partnered: number; inactive: number }[] = await tx.query(
        `SELECT count(*) FILTER (WHERE NOT p.is_active)::int AS inactive,
                count(*) FILTER (WHERE p.is_active AND EXISTS (SELECT 1 FROM partnerships x WHERE x.status = 'active' AND p.user_id IN (x.user1_id, x.user2_id)))::int AS already_partnered
         FROM support_match_profiles p JOIN users u ON u.id = p.user_id
         WHERE u.invite_code_used IS NOT NULL OR u.is_admin`,
      );
      const counts = countReasons(reasons, { alreadyPartnered: notEligible.already_partnered, inactive: notEligible.inactive });
      const [run] = await tx.query(
        `INSERT INTO matching_runs (triggered_by, seed, eligible, pairs, unmatched_user_ids, duration_ms, unmatched_reasons, reason_counts)
         VALUES ($1, $2, $3, $4, $5::uuid[], $6, $7::jsonb, $8::jsonb) RETURNING id`,
        [
          adminId,
          seed,
          candidates.length,
          result.pairs.length,
          result.unmatched,
          Math.round(performance.now() - started),
          JSON.stringify(Object.fromEntries(reasons)),
          JSON.stringify(counts),
        ],
      );
      if (result.pairs.length > 0) {
        const start = this.clock.now();
        const end = new Date(start.getTime() + PARTNERSHIP_DAYS * 24 * 60 * 60 * 1000);
        const [first, second] = [result.pairs.map(([a, b]) => (a < b ? a : b)), result.pairs.map(([a, b]) => (a < b ? b : a))];
        const created: { id: string; user1_id: string; user2_id: string }[] = await tx.query(
          `INSERT INTO partnerships (user1_id, user2_id, start_date, end_date, status, matching_run_id)
           SELECT u1, u2, $3, $4, 'active', $5 FROM unnest($1::uuid[], $2::uuid[]) AS t(u1, u2)
           RETURNING id, user1_id, user2_id`,
          [first, second, start, end, run.id],
        );
        for (const p of created) await this.notifications.notify(tx, [p.user1_id, p.user2_id], 'supportmatch.partnership_started', { objectId: p.id });
      }
      const message = `Matching complete: ${result.pairs.length} ${result.pairs.length === 1 ? 'pair' : 'pairs'} created, ${result.unmatched.length} ${
        result.unmatched.length === 1 ? 'member' : 'members'
      } left unmatched.${words(reasonsInWords(counts))}`;
      await this.activity.record(tx, adminId, {
        action: 'run_matching',
        targetType: 'matching_run',
        targetId: run.id,
        details: { eligible: candidates.length, pairs: result.pairs.length, unmatched: result.unmatched.length, reasons: counts },
      });
      return { message, runId: run.id, pairs: result.pairs.length, unmatched: result.unmatched.length, reasons: counts };
    });
    this.metrics.matchingRun((performance.now() - started) / 1000);
    return outcome;
  }
}
