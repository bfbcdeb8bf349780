import type { Tx } from '../../common/database/sql-repository';
import type { Clock } from '../../common/clock/clock';
import type { AppMetric, MetricsService } from '../../common/metrics/metrics.service';
import { clockAt, fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityChange, ActivityService } from '../activity/activity.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { MatchCandidate } from './matching/matching';
import { MATCHING_RUN_SECONDS } from './supportmatch.metrics';
import { MatchingRunRecord, Pair, SupportMatchMatchingRepository } from './supportmatch-matching.repository';
import { SupportMatchMatchingService } from './supportmatch-matching.service';

const NOW = '2026-03-01T09:00:00Z';
const member = (id: string): MatchCandidate => ({ id, gender: 'female', genderPreference: 'any', timezone: 'Europe/Paris', timezonePreference: 'any_timezone' });

interface World {
  locked?: boolean;
  candidates?: MatchCandidate[];
  blocks?: Pair[];
  recentRuns?: { id: string; unmatched_user_ids: string[] }[];
  recentPairs?: Pair[];
  notEligible?: { alreadyPartnered: number; inactive: number };
  logFails?: boolean;
}

function setup(world: World = {}) {
  const { locked = false, candidates = [], blocks = [], recentRuns = [], recentPairs = [], notEligible = { alreadyPartnered: 0, inactive: 0 }, logFails = false } = world;
  const runs: MatchingRunRecord[] = [];
  const partnerships: { pairs: Pair[]; start: Date; end: Date; runId: string }[] = [];
  const told: { to: string[]; kind: string; objectId?: string }[] = [];
  const logged: [string | null, ActivityChange][] = [];
  const measured: [AppMetric, number][] = [];
  const asked: unknown[][] = [];
  const repo = fake<SupportMatchMatchingRepository>({
    transaction: inTransaction,
    lockRun: async () => !locked,
    candidates: async () => candidates,
    blocks: async () => blocks,
    pastPairs: async () => [],
    recentRuns: async () => recentRuns,
    pairsOfRuns: async (_tx: Tx, ids: string[]) => (asked.push(['pairsOfRuns', ids]), recentPairs),
    notEligible: async () => notEligible,
    insertRun: async (_tx: Tx, run: MatchingRunRecord) => (runs.push(run), 'run1'),
    insertPartnerships: async (_tx: Tx, pairs: Pair[], start: Date, end: Date, runId: string) => (
      partnerships.push({ pairs, start, end, runId }),
      pairs.map(([a, b], i) => ({ id: `sp${i + 1}`, user1_id: a, user2_id: b }))
    ),
  });
  const service = new SupportMatchMatchingService(
    repo,
    fake<ActivityService>({
      record: async (_tx: Tx, adminId: string | null, entry: ActivityChange) => {
        if (logFails) throw new Error('log down');
        logged.push([adminId, entry]);
      },
    }),
    clockAt(NOW) as Clock,
    fake<NotificationsService>({
      notify: async (_tx: Tx, to: string | string[], kind: string, about?: { objectId?: string }) => (told.push({ to: [to].flat(), kind, objectId: about?.objectId }), 2),
    }),
    fake<MetricsService>({ record: (metric: AppMetric, value?: number) => void measured.push([metric, value ?? 1]) }),
  );
  return { service, runs, partnerships, told, logged, measured, asked };
}

describe('SupportMatchMatchingService (rules, with a fake repository)', () => {
  it('while another run holds the lock, a run is a 409 that reads, writes, tells and measures nothing', async () => {
    const { service, runs, partnerships, told, logged, measured, asked } = setup({ locked: true, candidates: [member('a'), member('b')] });
    await expect(service.run('admin1')).rejects.toMatchObject({ status: 409, code: 'supportmatch.matchingRunning' });
    expect([runs, partnerships, told, logged, measured, asked]).toEqual([[], [], [], [], [], []]);
  });

  it('pairs compatible members for 30 days from now, records the run, tells both partners, logs the admin and measures the run', async () => {
    const { service, runs, partnerships, told, logged, measured } = setup({ candidates: [member('a'), member('b')] });
    const result = await service.run('admin1');
    expect(result).toEqual({
      message: 'Matching complete: 1 pair created, 0 members left unmatched.',
      runId: 'run1',
      pairs: 1,
      unmatched: 0,
      reasons: { noCompatibleMember: 0, blocked: 0, allCompatiblePaired: 0, profileIncomplete: 0, alreadyPartnered: 0, inactive: 0 },
    });
    expect(runs).toEqual([expect.objectContaining({ triggeredBy: 'admin1', eligible: 2, pairs: 1, unmatched: [], unmatchedReasons: {} })]);
    expect(partnerships).toEqual([{ pairs: [['a', 'b']], start: new Date(NOW), end: new Date('2026-03-31T09:00:00Z'), runId: 'run1' }]);
    expect(told).toEqual([{ to: ['a', 'b'], kind: 'supportmatch.partnership_started', objectId: 'sp1' }]);
    expect(logged).toEqual([
      ['admin1', { action: 'run_matching', targetType: 'matching_run', targetId: 'run1', details: { eligible: 2, pairs: 1, unmatched: 0, reasons: result.reasons } }],
    ]);
    expect(measured.map(([metric]) => metric)).toEqual([MATCHING_RUN_SECONDS]);
  });

  it('a block keeps two members apart: no partnership is written, nobody is told, and the run says why', async () => {
    const { service, runs, partnerships, told } = setup({ candidates: [member('a'), member('b')], blocks: [['b', 'a']], notEligible: { alreadyPartnered: 2, inactive: 1 } });
    const result = await service.run(null);
    expect(result.message).toBe(
      'Matching complete: 0 pairs created, 2 members left unmatched. Left unmatched: 2 whose only compatible members are across a block. Not eligible: 2 members already partnered, 1 profile not included in matching.',
    );
    expect(runs).toEqual([expect.objectContaining({ triggeredBy: null, pairs: 0, unmatched: ['a', 'b'], unmatchedReasons: { a: 'blocked', b: 'blocked' } })]);
    expect(partnerships).toEqual([]);
    expect(told).toEqual([]);
  });

  it('the last runs’ pairs are read by those runs’ ids, and a recent pair is not matched again when another pair will do', async () => {
    const { service, partnerships, asked } = setup({
      candidates: [member('a'), member('b'), member('c')],
      recentRuns: [
        { id: 'run0', unmatched_user_ids: ['c'] },
        { id: 'run-1', unmatched_user_ids: [] },
      ],
      recentPairs: [['a', 'b']],
    });
    const result = await service.run(null);
    expect(asked).toEqual([['pairsOfRuns', ['run0', 'run-1']]]);
    expect(result).toMatchObject({ pairs: 1, unmatched: 1 });
    expect(partnerships[0].pairs).toHaveLength(1);
    expect(partnerships[0].pairs[0]).toContain('c');
  });

  it('a run that fails inside its transaction (the rollback) is not measured as a run', async () => {
    const { service, measured } = setup({ candidates: [member('a'), member('b')], logFails: true });
    await expect(service.run('admin1')).rejects.toThrow('log down');
    expect(measured).toEqual([]);
  });
});
