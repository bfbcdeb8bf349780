import { isolatedDatabase } from './support/isolated-database';
import { SAME_TIMEZONE_NEEDS_TIMEZONE } from '@pfe/contracts/supportmatch';
import { createTestApp, signUpAs, TestApp } from './support/test-app';

type Member = Awaited<ReturnType<typeof signUpAs>>;

const PROFILE = { nickname: 'Wren', gender: 'female', genderPreference: 'any', timezone: 'America/New_York', timezonePreference: 'same_timezone' };

/** The next 09:00 UTC on the 1st of a month (the default MATCHING_CRON) after `now`. */
function nextFirstOfMonth(now: Date): string {
  const thisMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 9);
  return new Date(now.getTime() < thisMonth ? thisMonth : Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 9)).toISOString();
}

describe('SupportMatch matching eligibility and reasons (e2e)', () => {
  let t: TestApp;
  let database: { url: string; drop(): Promise<void> };
  let admin: Member;

  beforeAll(async () => {
    database = await isolatedDatabase('eligibility');
    const shared = process.env.E2E_DATABASE_URL;
    process.env.E2E_DATABASE_URL = database.url;
    try {
      t = await createTestApp();
    } finally {
      process.env.E2E_DATABASE_URL = shared;
    }
    admin = await signUpAs(t, 'admin');
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  async function memberWithProfile(overrides: Partial<Record<keyof typeof PROFILE | 'isActive', unknown>> = {}) {
    const m = await signUpAs(t, 'member');
    await m.agent.post('/api/supportmatch/profile').send({ ...PROFILE, ...overrides }).expect(201);
    return m;
  }

  const statusOf = async (m: Member) => (await m.agent.get('/api/supportmatch/matching-status').expect(200)).body;
  const runMatching = async () => (await admin.agent.post('/api/supportmatch/admin/partnerships/run-matching').expect(200)).body;
  const profileCount = async (m: Member) => (await t.db.query('SELECT count(*)::int AS n FROM supportmatch_profiles WHERE user_id = $1', [m.user.id]))[0].n;

  describe('a profile that wants the same timezone must give one', () => {
    it.each([
      ['same_timezone and no timezone', { timezonePreference: 'same_timezone', timezone: undefined }],
      ['no preference (the default) and no timezone', { timezonePreference: undefined, timezone: undefined }],
      ['same_timezone and a null timezone', { timezonePreference: 'same_timezone', timezone: null }],
      ['same_timezone and a blank timezone', { timezonePreference: 'same_timezone', timezone: '   ' }],
      ['a null preference and no timezone', { timezonePreference: null, timezone: undefined }],
    ])('refuses %s with a 400 naming the timezone, and writes nothing', async (_label, fields) => {
      const m = await signUpAs(t, 'member');
      const body = { ...PROFILE, ...fields };
      const res = await m.agent.post('/api/supportmatch/profile').send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: SAME_TIMEZONE_NEEDS_TIMEZONE, error: 'Bad Request' });
      expect(res.body.message).toMatch(/timezone/);
      expect(await profileCount(m)).toBe(0);
    });

    it('accepts any_timezone without a timezone, and refuses an update back to same_timezone without one', async () => {
      const m = await signUpAs(t, 'member');
      const created = await m.agent.post('/api/supportmatch/profile').send({ ...PROFILE, timezone: undefined, timezonePreference: 'any_timezone' }).expect(201);
      expect(created.body).toMatchObject({ timezone: null, timezonePreference: 'any_timezone' });
      const refused = await m.agent.put('/api/supportmatch/profile').send({ ...PROFILE, timezone: undefined, timezonePreference: 'same_timezone' }).expect(400);
      expect(refused.body.message).toBe(SAME_TIMEZONE_NEEDS_TIMEZONE);
      expect((await m.agent.get('/api/supportmatch/profile').expect(200)).body.timezonePreference).toBe('any_timezone');
      // A timezone from outside the list is still its own message.
      expect((await m.agent.put('/api/supportmatch/profile').send({ ...PROFILE, timezone: 'Mars/Olympus' }).expect(400)).body.message).toBe('Choose a timezone from the list');
    });

    it('keeps a profile saved in that state before readable, says it is incomplete, and lets the member complete it', async () => {
      const m = await memberWithProfile();
      await t.db.query('UPDATE supportmatch_profiles SET timezone = NULL WHERE user_id = $1', [m.user.id]);
      expect((await m.agent.get('/api/supportmatch/profile').expect(200)).body).toMatchObject({ timezone: null, timezonePreference: 'same_timezone' });
      expect(await statusOf(m)).toMatchObject({ state: 'incomplete', reason: 'profile_incomplete' });
      await m.agent.put('/api/supportmatch/profile').send(PROFILE).expect(200);
      expect((await statusOf(m)).state).not.toBe('incomplete');
    });
  });

  describe('a run gives the reasons members were left out', () => {
    let run: { message: string; pairs: number; unmatched: number; runId: string; reasons: Record<string, number> };
    const m: Record<string, Member> = {};
    /** Profiles from the tests above, taken out of matching here: counted as inactive. */
    let earlier: number;

    beforeAll(async () => {
      // Only this block's members take part.
      await t.db.query(`UPDATE supportmatch_profiles SET is_active = false`);
      earlier = (await t.db.query('SELECT count(*)::int AS n FROM supportmatch_profiles'))[0].n;
      // Already partnered (an earlier run): two members in Sydney.
      m.partneredA = await memberWithProfile({ timezone: 'Australia/Sydney' });
      m.partneredB = await memberWithProfile({ timezone: 'Australia/Sydney' });
      expect((await runMatching()).pairs).toBe(1);
      // Three in New York who all fit each other: one is the odd one out.
      for (const k of ['nyA', 'nyB', 'nyC']) m[k] = await memberWithProfile();
      // Nobody fits: a man who wants a man, alone in Tokyo.
      m.alone = await memberWithProfile({ gender: 'male', genderPreference: 'male', timezone: 'Asia/Tokyo' });
      // Two in London who would fit each other, but one blocked the other.
      m.blocker = await memberWithProfile({ timezone: 'Europe/London' });
      m.blocked = await memberWithProfile({ timezone: 'Europe/London' });
      await m.blocker.agent.post('/api/blocks').send({ userId: m.blocked.user.id }).expect(201);
      // Saved before the rule: same timezone without a timezone.
      m.incomplete = await memberWithProfile({ timezone: 'Asia/Kolkata' });
      await t.db.query('UPDATE supportmatch_profiles SET timezone = NULL WHERE user_id = $1', [m.incomplete.user.id]);
      // Not included in matching.
      m.paused = await memberWithProfile({ isActive: false });
      run = await runMatching();
    });

    it('counts each reason in the response, says them in words, and stores them with the run', async () => {
      expect(run).toMatchObject({ pairs: 1, unmatched: 5 });
      expect(run.reasons).toEqual({ noCompatibleMember: 1, blocked: 2, allCompatiblePaired: 1, profileIncomplete: 1, alreadyPartnered: 2, inactive: earlier + 1 });
      expect(run.message).toBe(
        'Matching complete: 1 pair created, 5 members left unmatched. ' +
          'Left unmatched: 1 with no compatible member, 2 whose only compatible members are across a block, 1 whose compatible members were all paired with others, 1 wanting the same timezone without giving one. ' +
          `Not eligible: 2 members already partnered, ${earlier + 1} profiles not included in matching.`,
      );
      const [row] = await t.db.query('SELECT unmatched_reasons, reason_counts, unmatched_user_ids FROM supportmatch_matching_runs WHERE id = $1', [run.runId]);
      expect(row.reason_counts).toEqual(run.reasons);
      expect(row.unmatched_reasons).toMatchObject({
        [m.alone.user.id]: 'no_compatible_member',
        [m.blocker.user.id]: 'blocked',
        [m.blocked.user.id]: 'blocked',
        [m.incomplete.user.id]: 'profile_incomplete',
      });
      expect(Object.keys(row.unmatched_reasons).sort()).toEqual([...row.unmatched_user_ids].sort());
      const oddOne = ['nyA', 'nyB', 'nyC'].map((k) => m[k].user.id).filter((id) => row.unmatched_user_ids.includes(id));
      expect(oddOne).toHaveLength(1);
      expect(row.unmatched_reasons[oddOne[0]]).toBe('all_compatible_paired');
      const [log] = await t.db.query(`SELECT details FROM admin_action_logs WHERE action = 'run_matching' AND target_id = $1`, [run.runId]);
      expect(log.details.reasons).toEqual(run.reasons);
    });

    it('tells every member left unmatched the same neutral reason: never that a block was the cause', async () => {
      const [row] = await t.db.query('SELECT unmatched_user_ids FROM supportmatch_matching_runs WHERE id = $1', [run.runId]);
      const oddOne = ['nyA', 'nyB', 'nyC'].find((k) => row.unmatched_user_ids.includes(m[k].user.id))!;
      const [{ created_at: lastRunAt }] = await t.db.query('SELECT created_at FROM supportmatch_matching_runs WHERE id = $1', [run.runId]);
      for (const key of ['blocked', 'blocker', 'alone', oddOne]) {
        const res = await m[key].agent.get('/api/supportmatch/matching-status').expect(200);
        expect(res.body).toEqual({ state: 'unmatched', reason: 'no_compatible_member', lastRunAt: lastRunAt.toISOString(), nextRunAt: nextFirstOfMonth(new Date()) });
        expect(res.text).not.toMatch(/block|exclu|partner|[0-9a-f]{8}-[0-9a-f]{4}-/i);
      }
      // The blocked member's other answers say nothing either.
      expect((await m.blocked.agent.get('/api/supportmatch/exclusions').expect(200)).body).toEqual([]);
    });

    it('tells the others where they stand: matched, incomplete, paused, no profile, waiting', async () => {
      expect((await statusOf(m.partneredA)).state).toBe('matched');
      const states = [];
      for (const k of ['nyA', 'nyB', 'nyC']) states.push((await statusOf(m[k])).state);
      expect(states.sort()).toEqual(['matched', 'matched', 'unmatched']);
      expect(await statusOf(m.incomplete)).toMatchObject({ state: 'incomplete', reason: 'profile_incomplete' });
      expect(await statusOf(m.paused)).toMatchObject({ state: 'paused' });
      expect((await statusOf(m.paused)).reason).toBeUndefined();
      const noProfile = await signUpAs(t, 'member');
      expect(await statusOf(noProfile)).toMatchObject({ state: 'incomplete', reason: 'no_profile' });
      const newcomer = await memberWithProfile({ timezone: 'Europe/Paris' });
      expect(await statusOf(newcomer)).toMatchObject({ state: 'waiting' });
      // Completing the profile after the run: waiting for the next one, not "unmatched".
      await m.incomplete.agent.put('/api/supportmatch/profile').send({ ...PROFILE, timezone: 'Asia/Kolkata' }).expect(200);
      expect(await statusOf(m.incomplete)).toMatchObject({ state: 'waiting' });
      expect((await statusOf(m.incomplete)).reason).toBeUndefined();
    });

    it("answers only the caller's own status, and only to members", async () => {
      const own = await statusOf(m.paused);
      const probed = await m.paused.agent.get('/api/supportmatch/matching-status').query({ userId: m.blocked.user.id }).expect(200);
      expect(probed.body).toEqual(own);
      await m.paused.agent.get(`/api/supportmatch/matching-status/${m.blocked.user.id}`).expect(404);
      await (await signUpAs(t, 'user')).agent.get('/api/supportmatch/matching-status').expect(403);
      await t.agent().get('/api/supportmatch/matching-status').expect(401);
    });
  });
});
