import type { MatchingRunResult } from '@pfe/contracts/supportmatch';
import { Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { Clock } from '../../common/clock/clock';
import { MetricsService } from '../../common/metrics/metrics.service';
import { ActivityService } from '../activity/activity.service';
import { countReasons, reasonsInWords, unmatchedReasons } from './matching-reasons';
import { computeMatching } from './matching/matching';
import { SupportMatchErrors } from './supportmatch.errors';
import { NotificationsService } from '../notifications/notifications.service';
import { MATCHING_RUN_SECONDS } from './supportmatch.metrics';
import { SupportMatchMatchingRepository } from './supportmatch-matching.repository';

export const PARTNERSHIP_DAYS = 30;

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
    private readonly matching: SupportMatchMatchingRepository,
    private readonly activity: ActivityService,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    private readonly metrics: MetricsService,
  ) {}

  async run(adminId: string | null): Promise<MatchingRunResult> {
    const started = performance.now();
    const outcome = await this.matching.transaction(async (tx) => {
      if (!(await this.matching.lockRun(tx))) throw SupportMatchErrors.matchingRunning();
      const candidates = await this.matching.candidates(tx);
      const blocks = await this.matching.blocks(tx);
      const pastPairs = await this.matching.pastPairs(tx);
      const recentRuns = await this.matching.recentRuns(tx);
      const recentPairs = await this.matching.pairsOfRuns(tx, recentRuns.map((r) => r.id));
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
      const counts = countReasons(reasons, await this.matching.notEligible(tx));
      const runId = await this.matching.insertRun(tx, {
        triggeredBy: adminId,
        seed,
        eligible: candidates.length,
        pairs: result.pairs.length,
        unmatched: result.unmatched,
        durationMs: Math.round(performance.now() - started),
        unmatchedReasons: Object.fromEntries(reasons),
        reasonCounts: counts,
      });
      if (result.pairs.length > 0) {
        const start = this.clock.now();
        const end = new Date(start.getTime() + PARTNERSHIP_DAYS * 24 * 60 * 60 * 1000);
        const created = await this.matching.insertPartnerships(tx, result.pairs, start, end, runId);
        for (const p of created) await this.notifications.notify(tx, [p.user1_id, p.user2_id], 'supportmatch.partnership_started', { objectId: p.id });
      }
      const message = `Matching complete: ${result.pairs.length} ${result.pairs.length === 1 ? 'pair' : 'pairs'} created, ${result.unmatched.length} ${
        result.unmatched.length === 1 ? 'member' : 'members'
      } left unmatched.${words(reasonsInWords(counts))}`;
      await this.activity.record(tx, adminId, {
        action: 'run_matching',
        targetType: 'matching_run',
        targetId: runId,
        details: { eligible: candidates.length, pairs: result.pairs.length, unmatched: result.unmatched.length, reasons: counts },
      });
      return { message, runId, pairs: result.pairs.length, unmatched: result.unmatched.length, reasons: counts };
    });
    this.metrics.record(MATCHING_RUN_SECONDS, (performance.now() - started) / 1000);
    return outcome;
  }
}
