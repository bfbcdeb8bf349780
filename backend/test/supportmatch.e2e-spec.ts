import { createTestApp, signUpAs, TestApp } from './support/test-app';

type Member = Awaited<ReturnType<typeof signUpAs>>;

const PROFILE = { nickname: 'Robin', gender: 'female', genderPreference: 'any', country: 'United States', timezone: 'America/New_York', timezonePreference: 'same_timezone' };

describe('SupportMatch (e2e)', () => {
  let t: TestApp;
  let admin: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAs(t, 'admin');
  });
  afterAll(() => t.close());

  /** A member with a profile; isolated from other tests' members by a private timezone when asked. */
  async function memberWithProfile(overrides: Partial<typeof PROFILE> = {}) {
    const m = await signUpAs(t, 'member');
    await m.agent.post('/api/supportmatch/profile').send({ ...PROFILE, ...overrides }).expect(201);
    return m;
  }

  /** Ends every active partnership so each matching test starts from a known pool. */
  async function resetPool() {
    await t.db.query(`UPDATE supportmatch_partnerships SET status = 'ended' WHERE status = 'active'`);
    await t.db.query(`UPDATE supportmatch_profiles SET is_active = false`);
  }

  async function pairUp(a: Member, b: Member): Promise<string> {
    await resetPool();
    await t.db.query(`UPDATE supportmatch_profiles SET is_active = true WHERE user_id = ANY($1::uuid[])`, [[a.user.id, b.user.id]]);
    const res = await admin.agent.post('/api/supportmatch/admin/partnerships/run-matching').expect(200);
    expect(res.body.message).toMatch(/^Matching complete: 1 pair created, 0 members left unmatched\.( |$)/);
    return (await a.agent.get('/api/supportmatch/partnership/active').expect(200)).body.id;
  }

  describe('profiles', () => {
    it('answers an empty 200 without a profile, then creates, refuses a second, and updates only the caller\'s own', async () => {
      const m = await signUpAs(t, 'member');
      const none = await m.agent.get('/api/supportmatch/profile').expect(200);
      expect(none.text).toBe('');
      const created = await m.agent.post('/api/supportmatch/profile').send({ ...PROFILE, nickname: '  Sky ' }).expect(201);
      expect(created.body).toMatchObject({ nickname: 'Sky', gender: 'female', timezonePreference: 'same_timezone', isActive: true, userId: m.user.id });
      await m.agent.post('/api/supportmatch/profile').send(PROFILE).expect(409);
      const updated = await m.agent.put('/api/supportmatch/profile').send({ ...PROFILE, nickname: 'Sky Blue', timezonePreference: 'any_timezone' }).expect(200);
      expect(updated.body).toMatchObject({ nickname: 'Sky Blue', timezonePreference: 'any_timezone', id: created.body.id });
      expect((await m.agent.get('/api/supportmatch/profile').expect(200)).body.nickname).toBe('Sky Blue');
    });

    it.each([
      [{ ...PROFILE, userId: '00000000-0000-4000-8000-000000000000' }, 'property userId should not exist'],
      [{ ...PROFILE, isAdmin: true }, 'property isAdmin should not exist'],
      [{ ...PROFILE, gender: 'robot' }, 'Gender must be one of'],
      [{ ...PROFILE, genderPreference: 'nobody' }, 'Partner gender preference must be one of'],
      [{ ...PROFILE, timezone: 'Mars/Olympus' }, 'Choose a timezone from the list'],
      [{ ...PROFILE, country: 'Atlantis' }, 'Choose a country from the list'],
      [{ ...PROFILE, timezonePreference: 'whatever' }, 'Timezone preference must be one of'],
      [{ ...PROFILE, timezone: undefined }, 'Choose your timezone to be matched with someone in the same timezone, or choose Any timezone'],
      [{ ...PROFILE, nickname: 'x'.repeat(101) }, 'Nickname must be at most 100 characters'],
      [{ ...PROFILE, nickname: 42 }, 'Nickname must be text'],
      [{ ...PROFILE, city: 'x'.repeat(101) }, 'City must be at most 100 characters'],
    ])('refuses %j with 400 and writes nothing', async (body, message) => {
      const m = await signUpAs(t, 'member');
      const res = await m.agent.post('/api/supportmatch/profile').send(body).expect(400);
      expect(res.body.message).toContain(message);
      expect((await t.db.query('SELECT count(*)::int AS n FROM supportmatch_profiles WHERE user_id = $1', [m.user.id]))[0].n).toBe(0);
    });

    it('takes a profile without a nickname (every field is optional) and her partner sees "Partner" (issue 28 item 10)', async () => {
      const blank = await signUpAs(t, 'member');
      const { nickname: _omitted, ...rest } = PROFILE;
      const created = await blank.agent.post('/api/supportmatch/profile').send(rest).expect(201);
      expect(created.body.nickname).toBe('');
      const spaces = await signUpAs(t, 'member');
      expect((await spaces.agent.post('/api/supportmatch/profile').send({ ...PROFILE, nickname: '   ' }).expect(201)).body.nickname).toBe('');
      // Cleared on update too (PUT replaces the profile).
      const named = await memberWithProfile({ nickname: 'Willow' });
      expect((await named.agent.put('/api/supportmatch/profile').send({ ...PROFILE, nickname: null }).expect(200)).body.nickname).toBe('');
      await t.db.query(`UPDATE supportmatch_profiles SET nickname = 'Willow' WHERE user_id = $1`, [named.user.id]);

      const partnership = await pairUp(blank, named);
      expect((await named.agent.get('/api/supportmatch/partnership/active').expect(200)).body.partnerNickname).toBe('Partner');
      expect((await blank.agent.get('/api/supportmatch/partnership/active').expect(200)).body.partnerNickname).toBe('Willow');
      const candidates = (await named.agent.get('/api/supportmatch/exclusions/candidates').expect(200)).body;
      expect(candidates).toContainEqual({ partnershipId: partnership, nickname: 'Partner' });
    });

    it('is closed to signed-in users without an invite', async () => {
      const u = await signUpAs(t, 'user');
      await u.agent.get('/api/supportmatch/profile').expect(403);
      await u.agent.post('/api/supportmatch/profile').send(PROFILE).expect(403);
    });
  });

  describe('matching and partnerships', () => {
    it('pairs compatible members, shows the partner by nickname only, and records history', async () => {
      const a = await memberWithProfile({ nickname: 'Ash' });
      const b = await memberWithProfile({ nickname: 'Birch' });
      const id = await pairUp(a, b);
      const active = (await a.agent.get('/api/supportmatch/partnership/active').expect(200)).body;
      expect(Object.keys(active).sort()).toEqual(['endDate', 'id', 'partnerNickname', 'partnerUserId', 'startDate', 'status']);
      expect(active).toMatchObject({ id, partnerNickname: 'Birch', partnerUserId: b.user.id, status: 'active' });
      expect(Date.parse(active.endDate) - Date.parse(active.startDate)).toBe(30 * 24 * 60 * 60 * 1000);
      expect((await b.agent.get('/api/supportmatch/partnership/active').expect(200)).body.partnerNickname).toBe('Ash');
      expect((await a.agent.get('/api/supportmatch/partnership/history').expect(200)).body).toEqual([
        expect.objectContaining({ id, status: 'active' }),
      ]);
      const log = await t.db.query(`SELECT details FROM admin_action_logs WHERE action = 'run_matching' ORDER BY created_at DESC LIMIT 1`);
      expect(log[0].details).toMatchObject({ pairs: 1, unmatched: 0 });
    });

    it('never pairs incompatible members or members who blocked each other', async () => {
      const a = await memberWithProfile({ nickname: 'Cedar', gender: 'male', genderPreference: 'male' });
      const b = await memberWithProfile({ nickname: 'Dune', gender: 'female', genderPreference: 'any' });
      const c = await memberWithProfile({ nickname: 'Elm', gender: 'female', genderPreference: 'any', timezone: 'Europe/London' });
      const d = await memberWithProfile({ nickname: 'Fir', gender: 'female', genderPreference: 'any' });
      await resetPool();
      const ids = [a, b, c, d].map((m) => m.user.id);
      await t.db.query(`UPDATE supportmatch_profiles SET is_active = true WHERE user_id = ANY($1::uuid[])`, [ids]);
      await d.agent.post('/api/blocks').send({ userId: b.user.id }).expect(201);
      const res = await admin.agent.post('/api/supportmatch/admin/partnerships/run-matching').expect(200);
      expect(res.body.message).toMatch(
        /^Matching complete: 0 pairs created, 4 members left unmatched\. Left unmatched: 2 with no compatible member, 2 whose only compatible members are across a block\./,
      );
      expect(res.body.reasons).toMatchObject({ noCompatibleMember: 2, blocked: 2, allCompatiblePaired: 0, profileIncomplete: 0 });
    });

    it('runs one matching at a time: two concurrent runs create no double partnerships', async () => {
      await resetPool();
      const members = await Promise.all(Array.from({ length: 6 }, (_, i) => memberWithProfile({ nickname: `Race ${i}` })));
      const [r1, r2] = await Promise.all([
        admin.agent.post('/api/supportmatch/admin/partnerships/run-matching'),
        admin.agent.post('/api/supportmatch/admin/partnerships/run-matching'),
      ]);
      expect([r1.status, r2.status]).toContain(200);
      for (const r of [r1, r2]) if (r.status !== 200) expect(r.body).toMatchObject({ statusCode: 409, message: 'A matching run is already in progress' });
      const ids = members.map((m) => m.user.id);
      const rows = await t.db.query(
        `SELECT u, count(*)::int AS n FROM (SELECT user1_id AS u FROM supportmatch_partnerships WHERE status = 'active' UNION ALL SELECT user2_id FROM supportmatch_partnerships WHERE status = 'active') x
         WHERE u = ANY($1::uuid[]) GROUP BY u`,
        [ids],
      );
      expect(rows).toHaveLength(6);
      expect(rows.every((r: { n: number }) => r.n === 1)).toBe(true);
    });

    it('lets an admin end a partnership with ended, cancelled or completed only; logged', async () => {
      const a = await memberWithProfile();
      const b = await memberWithProfile();
      const id = await pairUp(a, b);
      await admin.agent.put(`/api/supportmatch/admin/partnerships/${id}/status`).send({ status: 'paused' }).expect(400);
      await admin.agent.put(`/api/supportmatch/admin/partnerships/00000000-0000-4000-8000-000000000000/status`).send({ status: 'ended' }).expect(404);
      await a.agent.put(`/api/supportmatch/admin/partnerships/${id}/status`).send({ status: 'ended' }).expect(403);
      const res = await admin.agent.put(`/api/supportmatch/admin/partnerships/${id}/status`).send({ status: 'ended' }).expect(200);
      expect(res.body).toMatchObject({ id, status: 'ended' });
      expect((await a.agent.get('/api/supportmatch/partnership/active').expect(200)).text).toBe('');
      await admin.agent.put(`/api/supportmatch/admin/partnerships/${id}/status`).send({ status: 'completed' }).expect(409);
      const log = await t.db.query(`SELECT action FROM admin_action_logs WHERE target_id = $1`, [id]);
      expect(log).toEqual([{ action: 'end_partnership' }]);
      const list = await admin.agent.get('/api/supportmatch/admin/partnerships').query({ filter: JSON.stringify({ status: 'past' }) }).expect(200);
      expect(list.body.map((p: { id: string }) => p.id)).toContain(id);
      const [{ nickname }] = await t.db.query('SELECT nickname FROM supportmatch_profiles WHERE user_id = $1', [a.user.id]);
      const byName = await admin.agent.get('/api/supportmatch/admin/partnerships').query({ filter: JSON.stringify({ q: nickname }) }).expect(200);
      expect(byName.body.map((p: { id: string }) => p.id)).toContain(id);
      expect(list.headers['content-range']).toMatch(/^partnerships /);
    });
  });

  describe('blocks', () => {
    it('offers past and present partners to block, by partnership, and nobody else (issues 21 and 27)', async () => {
      const a = await memberWithProfile({ nickname: 'Ivy' });
      const b = await memberWithProfile({ nickname: 'Juniper' });
      await memberWithProfile({ nickname: 'Kestrel' });
      const id = await pairUp(a, b);
      await resetPool();
      expect((await a.agent.get('/api/supportmatch/exclusions/candidates').expect(200)).body).toEqual([{ partnershipId: id, nickname: 'Juniper' }]);
      expect((await b.agent.get('/api/supportmatch/exclusions/candidates').expect(200)).body).toEqual([{ partnershipId: id, nickname: 'Ivy' }]);
      // No search by nickname any more: a query changes nothing.
      expect((await a.agent.get('/api/supportmatch/exclusions/candidates').query({ q: 'Kestrel' }).expect(200)).body).toEqual([{ partnershipId: id, nickname: 'Juniper' }]);
    });

    it('creates, lists and deletes only the caller\'s own blocks; not oneself; twice is the same block; another\'s block is a 404', async () => {
      const a = await memberWithProfile({ nickname: 'Gale' });
      const b = await memberWithProfile({ nickname: 'Hazel' });
      // Not a directory: a member never partnered is offered to nobody.
      expect((await a.agent.get('/api/supportmatch/exclusions/candidates').expect(200)).body).toEqual([]);
      const id = await pairUp(a, b);
      await resetPool();

      const block = (await a.agent.post('/api/supportmatch/exclusions').send({ partnershipId: id, reason: '  felt unsafe ' }).expect(201)).body;
      expect(block).toMatchObject({ excludedUserId: b.user.id, excludedNickname: 'Hazel', reason: 'felt unsafe' });
      expect((await a.agent.post('/api/supportmatch/exclusions').send({ partnershipId: id }).expect(201)).body).toEqual(block);
      expect((await a.agent.post('/api/supportmatch/exclusions').send({ excludedUserId: a.user.id }).expect(400)).body.message).toBe('You cannot block yourself');
      expect((await a.agent.post('/api/supportmatch/exclusions').send({}).expect(400)).body.message).toBe('Please select a user to block');
      expect((await a.agent.get('/api/supportmatch/exclusions/candidates').expect(200)).body).toEqual([]);

      // Silent: the blocked member sees nothing of it.
      expect((await b.agent.get('/api/supportmatch/exclusions').expect(200)).body).toEqual([]);
      await b.agent.delete(`/api/supportmatch/exclusions/${block.id}`).expect(404);
      await admin.agent.delete(`/api/supportmatch/exclusions/${block.id}`).expect(404);
      await a.agent.delete(`/api/supportmatch/exclusions/${block.id}`).expect(204);
      expect((await a.agent.get('/api/supportmatch/exclusions').expect(200)).body).toEqual([]);
    });
  });

  describe('reports', () => {
    it('lets a partner report, checks the partnership, and lets admins resolve with a default resolution', async () => {
      const a = await memberWithProfile();
      const b = await memberWithProfile();
      const c = await memberWithProfile();
      const id = await pairUp(a, b);
      const body = { reportedUserId: b.user.id, partnershipId: id, reason: 'Harassment', description: 'Sent hurtful messages' };
      const report = (await a.agent.post('/api/supportmatch/reports').send(body).expect(201)).body;
      expect(Object.keys(report).sort()).toEqual(['createdAt', 'id', 'reason', 'status']);
      await c.agent.post('/api/supportmatch/reports').send(body).expect(404);
      await a.agent.post('/api/supportmatch/reports').send({ ...body, reportedUserId: c.user.id }).expect(400);
      await a.agent.post('/api/supportmatch/reports').send({ ...body, reason: '' }).expect(400);
      await a.agent.post('/api/supportmatch/reports').send({ ...body, reportedUserId: a.user.id }).expect(400);
      // Without a partnership: a past or present partner only; anyone else is one 404, with or without a profile.
      const noPartnership = { reportedUserId: b.user.id, reason: 'Harassment', description: 'After the partnership' };
      await a.agent.post('/api/supportmatch/reports').send(noPartnership).expect(201);
      const stranger = await signUpAs(t, 'member');
      const withProfile = await a.agent.post('/api/supportmatch/reports').send({ ...noPartnership, reportedUserId: c.user.id }).expect(404);
      const withoutProfile = await a.agent.post('/api/supportmatch/reports').send({ ...noPartnership, reportedUserId: stranger.user.id }).expect(404);
      const nobody = await a.agent.post('/api/supportmatch/reports').send({ ...noPartnership, reportedUserId: '00000000-0000-4000-8000-000000000000' }).expect(404);
      expect(withoutProfile.body).toEqual(withProfile.body);
      expect(nobody.body).toEqual(withProfile.body);

      const stats = (await admin.agent.get('/api/supportmatch/admin/stats').expect(200)).body;
      expect(stats.pendingReports).toBeGreaterThanOrEqual(1);
      expect(Object.keys(stats).sort()).toEqual(['activeUsers', 'currentPartnerships', 'pendingReports']);
      const pending = await admin.agent.get('/api/supportmatch/admin/reports').query({ filter: JSON.stringify({ status: 'pending' }) }).expect(200);
      expect(pending.body.map((r: { id: string }) => r.id)).toContain(report.id);
      const [nicknameA, nicknameB] = await Promise.all([a, b].map(async (m) => (await m.agent.get('/api/supportmatch/profile')).body.nickname));
      expect((await admin.agent.get(`/api/supportmatch/admin/reports/${report.id}`).expect(200)).body).toMatchObject({ reporterNickname: nicknameA, reportedNickname: nicknameB });
      await admin.agent.put(`/api/supportmatch/admin/reports/${report.id}/status`).send({ status: 'closed' }).expect(400);
      const resolved = await admin.agent.put(`/api/supportmatch/admin/reports/${report.id}/status`).send({ status: 'resolved' }).expect(200);
      expect(resolved.body).toMatchObject({ status: 'resolved', resolution: 'Report resolved' });
      const dismissed = await admin.agent.put(`/api/supportmatch/admin/reports/${report.id}/status`).send({ status: 'dismissed', resolution: 'Spoke with both' }).expect(200);
      expect(dismissed.body.resolution).toBe('Spoke with both');
      const log = await t.db.query(`SELECT action FROM admin_action_logs WHERE target_id = $1 ORDER BY created_at`, [report.id]);
      expect(log.map((l: { action: string }) => l.action)).toEqual(['resolve_report', 'dismiss_report']);
    });
  });

  describe('announcements', () => {
    it('lets admins create, edit and delete (logged) and members see active, unexpired ones newest first', async () => {
      const m = await memberWithProfile();
      const first = (await admin.agent.post('/api/supportmatch/admin/announcements').send({ title: 'Welcome', content: 'Hello all', showOnLogin: true }).expect(201)).body;
      expect(first).toMatchObject({ title: 'Welcome', type: 'info', isActive: true, showOnLogin: true, expiresAt: null });
      const second = (await admin.agent.post('/api/supportmatch/admin/announcements').send({ title: 'Maintenance', content: 'Tonight', type: 'maintenance' }).expect(201)).body;
      await admin.agent.post('/api/supportmatch/admin/announcements').send({ title: 'Old', content: 'Gone', expiresAt: '2020-01-01T00:00:00Z' }).expect(201);
      await admin.agent.post('/api/supportmatch/admin/announcements').send({ title: 'Hidden', content: 'Off', isActive: false }).expect(201);
      await admin.agent.post('/api/lighthouse/admin/announcements').send({ title: 'Other app', content: 'Not here' }).expect(201);
      const visible = (await m.agent.get('/api/supportmatch/announcements').expect(200)).body.map((a: { title: string }) => a.title);
      expect(visible.slice(0, 2)).toEqual(['Maintenance', 'Welcome']);
      expect(visible).not.toContain('Old');
      expect(visible).not.toContain('Hidden');
      expect(visible).not.toContain('Other app');

      expect((await admin.agent.post('/api/supportmatch/admin/announcements').send({ content: 'x' }).expect(400)).body.message).toBe('Title is required');
      expect((await admin.agent.post('/api/supportmatch/admin/announcements').send({ title: 'x' }).expect(400)).body.message).toBe('Content is required');
      await admin.agent.post('/api/supportmatch/admin/announcements').send({ title: 'x', content: 'y', type: 'alert' }).expect(400);
      await m.agent.post('/api/supportmatch/admin/announcements').send({ title: 'x', content: 'y' }).expect(403);
      await admin.agent.get('/api/nosuchapp/announcements').expect(404);

      const edited = await admin.agent.put(`/api/supportmatch/admin/announcements/${second.id}`).send({ title: 'Maintenance moved', content: 'Tomorrow', type: 'warning' }).expect(200);
      expect(edited.body).toMatchObject({ title: 'Maintenance moved', type: 'warning' });
      await admin.agent.delete(`/api/supportmatch/admin/announcements/${first.id}`).expect(200);
      await admin.agent.delete(`/api/supportmatch/admin/announcements/${first.id}`).expect(404);
      await admin.agent.put(`/api/lighthouse/admin/announcements/${second.id}`).send({ title: 'a', content: 'b' }).expect(404);
      const log = await t.db.query(`SELECT action FROM admin_action_logs WHERE target_id = ANY($1::varchar[]) ORDER BY created_at`, [[first.id, second.id]]);
      expect(log.map((l: { action: string }) => l.action)).toEqual(['create_announcement', 'create_announcement', 'update_announcement', 'delete_announcement']);
    });
  });

  describe('admin', () => {
    it('lists profiles read-only with Content-Range, admins only', async () => {
      const m = await memberWithProfile({ nickname: 'Listed Juniper' });
      const res = await admin.agent.get('/api/supportmatch/admin/profiles').query({ filter: JSON.stringify({ q: 'Listed Jun' }) }).expect(200);
      expect(res.body).toEqual([expect.objectContaining({ userId: m.user.id, nickname: 'Listed Juniper' })]);
      expect(res.headers['content-range']).toBe('profiles 0-0/1');
      await m.agent.get('/api/supportmatch/admin/profiles').expect(403);
    });

    it('completes active partnerships past their end date', async () => {
      const a = await memberWithProfile();
      const b = await memberWithProfile();
      const id = await pairUp(a, b);
      await t.db.query(`UPDATE supportmatch_partnerships SET end_date = now() - interval '1 minute' WHERE id = $1`, [id]);
      const { SupportMatchPartnershipsService } = await import('../src/modules/supportmatch/supportmatch-partnerships.service');
      expect(await t.app.get(SupportMatchPartnershipsService).completeExpired()).toBeGreaterThanOrEqual(1);
      const [row] = await t.db.query('SELECT status FROM supportmatch_partnerships WHERE id = $1', [id]);
      expect(row.status).toBe('completed');
    });
  });
});
