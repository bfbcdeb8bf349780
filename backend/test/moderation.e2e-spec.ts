import { randomUUID } from 'node:crypto';
import { AccessLevel } from '../src/common/access/access.decorator';
import { requiredLevel } from '../src/common/access/access.guard';
import { connect, disconnected, listen, pairOf } from './support/chat';
import { lighthouseSuite, PROPERTY } from './support/lighthouse';
import { describeRoute, routeInventory } from './support/route-inventory';
import { Member, PASSWORD, signUpAs, uniqueEmail } from './support/test-app';

/**
 * Moderation and trust (issue 32): the moderator role and its reach (the route × role matrix),
 * reports of every kind into one queue with their evidence, warn / suspend / lift with appeals, the
 * invite tree, and the member's export and deletion.
 */
const SOCKETRELAY_PROFILE = { displayName: 'Relay Rae', city: 'Austin', state: 'Texas', country: 'United States' };

describe('Moderation (e2e)', () => {
  const { t, admin, host, seeker, listing, request, move } = lighthouseSuite();

  async function moderator(): Promise<Member> {
    const m = await signUpAs(t, 'member');
    await admin.agent.put(`/api/admin/users/${m.user.id}`).send({ isModerator: true }).expect(200);
    return m;
  }
  const member = () => signUpAs(t, 'member');
  const report = (m: Member, body: Record<string, unknown>) => m.agent.post('/api/reports').send({ reason: 'harassment', ...body });

  /** Two members in an active SupportMatch partnership (every other partnership ended first). */
  const partnership = () => pairOf(t, admin);

  /** A SocketRelay request by `requester` fulfilled by `helper`, with one message from each. */
  async function fulfillment(): Promise<{ requester: Member; helper: Member; requestId: string; id: string; messageId: string }> {
    const [requester, helper] = [await member(), await member()];
    for (const m of [requester, helper]) await m.agent.post('/api/socketrelay/profile').send(SOCKETRELAY_PROFILE).expect(201);
    const requestId = (await requester.agent.post('/api/socketrelay/requests').send({ description: 'A phone charger, please' }).expect(201)).body.id as string;
    const id = (await helper.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(201)).body.id as string;
    await requester.agent.post(`/api/socketrelay/fulfillments/${id}/messages`).send({ content: 'Thank you!' }).expect(201);
    const messageId = (await helper.agent.post(`/api/socketrelay/fulfillments/${id}/messages`).send({ content: 'Send me your home address now' }).expect(201)).body.id as string;
    return { requester, helper, requestId, id, messageId };
  }

  describe('the moderator role', () => {
    it('is granted and revoked by an admin, logged, and opens /api/moderation only', async () => {
      const m = await member();
      await m.agent.get('/api/moderation/reports').expect(403);
      const granted = await admin.agent.put(`/api/admin/users/${m.user.id}`).send({ isModerator: true }).expect(200);
      expect(granted.body).toMatchObject({ id: m.user.id, isModerator: true, isAdmin: false });
      expect((await m.agent.get('/api/auth/user').expect(200)).body.isModerator).toBe(true);
      await m.agent.get('/api/moderation/reports').expect(200);
      const [log] = await t.db.query(`SELECT admin_id, details FROM admin_action_logs WHERE action = 'update_user' AND target_id = $1 ORDER BY created_at DESC LIMIT 1`, [m.user.id]);
      expect(log).toMatchObject({ admin_id: admin.user.id, details: { isModerator: true, previous: { isModerator: false } } });

      await admin.agent.put(`/api/admin/users/${m.user.id}`).send({ isModerator: false }).expect(200);
      const refused = await m.agent.get('/api/moderation/reports').expect(403);
      expect(refused.body).toMatchObject({ code: 'access.moderatorRequired', message: 'Moderator access required' });
      await t.agent().get('/api/moderation/reports').expect(401);
      // Only admins grant it.
      const other = await member();
      await m.agent.put(`/api/admin/users/${other.user.id}`).send({ isModerator: true }).expect(403);
    });

    it('route × role matrix: a moderator reaches every moderation route and no admin route (payments, pricing, emails, addresses)', async () => {
      const mod = await moderator();
      const plain = await member();
      const routes = routeInventory(t.app);
      const moderation = routes.filter((r) => requiredLevel(r.access, r.path) === AccessLevel.Moderator);
      const adminOnly = routes.filter((r) => requiredLevel(r.access, r.path) === AccessLevel.Admin);
      expect(moderation.map(describeRoute)).toEqual(
        expect.arrayContaining(['GET /api/moderation/reports', 'PUT /api/moderation/reports/:id', 'POST /api/moderation/actions', 'GET /api/moderation/members/:id', 'PUT /api/moderation/appeals/:id']),
      );
      expect(adminOnly.map(describeRoute)).toEqual(
        expect.arrayContaining(['GET /api/admin/payments', 'GET /api/admin/pricing-tiers', 'GET /api/admin/users', 'GET /api/lighthouse/admin/properties', 'POST /api/admin/users/:id/revoke-invites']),
      );
      const send = (m: Member, method: string, path: string) => {
        const url = path.replace(/:\w+/g, randomUUID());
        return (m.agent as unknown as Record<string, (u: string) => Promise<{ status: number; body: { code?: string } }>>)[method.toLowerCase()](url);
      };
      const problems: string[] = [];
      for (const route of adminOnly) {
        const res = await send(mod, route.method, route.path);
        if (res.status !== 403 || res.body.code !== 'access.adminRequired') problems.push(`moderator ${describeRoute(route)} → ${res.status}`);
      }
      for (const route of moderation) {
        const asMember = await send(plain, route.method, route.path);
        if (asMember.status !== 403 || asMember.body.code !== 'access.moderatorRequired') problems.push(`member ${describeRoute(route)} → ${asMember.status}`);
        const asModerator = await send(mod, route.method, route.path);
        if (asModerator.status === 401 || asModerator.status === 403 || asModerator.status >= 500) problems.push(`moderator ${describeRoute(route)} → ${asModerator.status}`);
      }
      expect(problems).toEqual([]);
    }, 120_000);

    it("route × role matrix, the rest of issue 32: every new route at its level, for signed out, member, moderator and admin", async () => {
      const mod = await moderator();
      const plain = await member();
      const routes = routeInventory(t.app);
      // Issue 32's routes outside /api/moderation, each at the level ARCHITECTURE.md gives it.
      const ISSUE_32: Record<string, AccessLevel> = {
        'POST /api/reports': AccessLevel.Member,
        'GET /api/account/moderation': AccessLevel.SignedIn,
        'POST /api/account/appeals': AccessLevel.Member,
        'POST /api/auth/suspension-appeal': AccessLevel.Public,
        'POST /api/lighthouse/matches/:id/reference': AccessLevel.Member,
        'GET /api/lighthouse/matches/:id/references': AccessLevel.Member,
        'GET /api/lighthouse/matches/:id/trust': AccessLevel.Member,
        'GET /api/lighthouse/properties/:id/host-trust': AccessLevel.Member,
        'PUT /api/lighthouse/admin/hosts/:id/verification': AccessLevel.Admin,
        'DELETE /api/lighthouse/admin/hosts/:id/verification': AccessLevel.Admin,
        'POST /api/admin/users/:id/revoke-invites': AccessLevel.Admin,
      };
      const levels = Object.fromEntries(routes.map((r) => [describeRoute(r), requiredLevel(r.access, r.path)]));
      expect(Object.fromEntries(Object.keys(ISSUE_32).map((name) => [name, levels[name]]))).toEqual(ISSUE_32);
      // And every moderation route, by name (a new one must be added here and to docs/moderation.md).
      expect(routes.filter((r) => levels[describeRoute(r)] === AccessLevel.Moderator).map(describeRoute).sort()).toEqual(
        [
          'GET /api/moderation/appeals',
          'GET /api/moderation/appeals/:id',
          'GET /api/moderation/members/:id',
          'GET /api/moderation/reports',
          'GET /api/moderation/reports/:id',
          'POST /api/moderation/actions',
          'PUT /api/moderation/appeals/:id',
          'PUT /api/moderation/reports/:id',
        ].sort(),
      );
      type Caller = { agent: Member['agent'] };
      const send = (caller: Caller, name: string) => {
        const [method, path] = name.split(' ');
        return (caller.agent as unknown as Record<string, (u: string) => Promise<{ status: number; body: { code?: string } }>>)[method.toLowerCase()](path.replace(/:\w+/g, randomUUID()));
      };
      /** What the guard answered: 401, its 403 (an `access.*` code), or past it (whatever the route then said). */
      const guard = async (caller: Caller, name: string) => {
        const res = await send(caller, name);
        if (res.status === 401) return '401';
        if (res.status === 403 && res.body.code?.startsWith('access.')) return res.body.code;
        return res.status >= 500 ? `${res.status}` : 'past the guard';
      };
      const expected = (level: AccessLevel, role: 'signed out' | 'member' | 'moderator' | 'admin') => {
        if (level === AccessLevel.Public) return 'past the guard';
        if (role === 'signed out') return '401';
        if (level === AccessLevel.Admin && role !== 'admin') return 'access.adminRequired';
        return 'past the guard';
      };
      const callers: [string, Caller][] = [['signed out', { agent: t.agent() }], ['member', plain], ['moderator', mod], ['admin', admin]];
      const problems: string[] = [];
      for (const [name, level] of Object.entries(ISSUE_32)) {
        for (const [role, caller] of callers) {
          const got = await guard(caller, name);
          const want = expected(level, role as 'signed out' | 'member' | 'moderator' | 'admin');
          if (got !== want) problems.push(`${role} ${name}: ${got}, expected ${want}`);
        }
      }
      // A moderator is a member too: every member GET route lets her past the guard.
      for (const route of routes.filter((r) => r.method === 'GET' && levels[describeRoute(r)] === AccessLevel.Member)) {
        const got = await guard(mod, describeRoute(route));
        if (got !== 'past the guard') problems.push(`moderator ${describeRoute(route)}: ${got}`);
      }
      expect(problems).toEqual([]);
    }, 120_000);

    it('does not let a moderator read a chat she is not part of (an unreported conversation is a 404)', async () => {
      const mod = await moderator();
      const { a, id } = await partnership();
      await a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'private words' }).expect(201);
      await mod.agent.get(`/api/supportmatch/messages/${id}`).expect(404);
      const { id: fulfillmentId } = await fulfillment();
      await mod.agent.post('/api/socketrelay/profile').send(SOCKETRELAY_PROFILE).expect(201);
      await mod.agent.get(`/api/socketrelay/fulfillments/${fulfillmentId}/messages`).expect(404);
    });
  });

  describe('reports', () => {
    it('takes a report of every kind, each only from someone who can see it, into one queue with the evidence as it was', async () => {
      const mod = await moderator();
      const outsider = await member();
      const created: { kind: string; id: string; reporter: Member; reported: string }[] = [];

      const sm = await partnership();
      await sm.b.agent.post('/api/supportmatch/messages').send({ partnershipId: sm.id, content: 'You will regret this' }).expect(201);
      created.push({ kind: 'supportmatch.partnership', id: sm.id, reporter: sm.a, reported: sm.b.user.id });

      const sr = await fulfillment();
      created.push({ kind: 'socketrelay.request', id: sr.requestId, reporter: sr.helper, reported: sr.requester.user.id });
      created.push({ kind: 'socketrelay.fulfillment', id: sr.id, reporter: sr.requester, reported: sr.helper.user.id });
      created.push({ kind: 'socketrelay.message', id: sr.messageId, reporter: sr.requester, reported: sr.helper.user.id });

      const h = await host();
      const s = await seeker();
      const propertyId = await listing(h);
      const matchId = await request(s, propertyId);
      await move(h, matchId, 'accepted').expect(200);
      const lhMessage = (await h.agent.post(`/api/lighthouse/matches/${matchId}/messages`).send({ content: 'Pay the deposit in cash' }).expect(201)).body.id as string;
      created.push({ kind: 'lighthouse.property', id: propertyId, reporter: s, reported: h.user.id });
      created.push({ kind: 'lighthouse.match', id: matchId, reporter: s, reported: h.user.id });
      created.push({ kind: 'lighthouse.message', id: lhMessage, reporter: s, reported: h.user.id });
      created.push({ kind: 'member', id: h.user.id, reporter: outsider, reported: h.user.id });

      const reportedNotificationsBefore = await t.db.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = ANY($1::uuid[])`, [created.map((c) => c.reported)]);
      const ids: string[] = [];
      for (const c of created) {
        // Someone who cannot see it (a random id, or a conversation not hers) gets a 404 and writes nothing.
        if (c.kind !== 'member' && c.kind !== 'lighthouse.property') await report(outsider, { kind: c.kind, id: c.id }).expect(404);
        const res = await report(c.reporter, { kind: c.kind, id: c.id, note: `about ${c.kind}` }).expect(201);
        expect(Object.keys(res.body)).toEqual(['id']);
        ids.push(res.body.id);
      }
      await report(outsider, { kind: 'lighthouse.property', id: randomUUID() }).expect(404);
      // The reported member is never told.
      const reportedNotificationsAfter = await t.db.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = ANY($1::uuid[])`, [created.map((c) => c.reported)]);
      expect(reportedNotificationsAfter[0].n).toBe(reportedNotificationsBefore[0].n);

      // Edited after the report: the evidence stays as it was.
      await h.agent.put(`/api/lighthouse/properties/${propertyId}`).send({ ...PROPERTY, title: 'Renamed later' }).expect(200);

      const list = await mod.agent.get('/api/moderation/reports').query({ filter: JSON.stringify({ id: ids }), range: '[0,49]' }).expect(200);
      expect(list.headers['content-range']).toBe(`reports 0-${ids.length - 1}/${ids.length}`);
      const byKind = new Map((list.body as { kind: string; app: string; snapshot: Record<string, unknown> }[]).map((r) => [r.kind, r]));
      for (const c of created) {
        expect(byKind.get(c.kind)).toMatchObject({ reason: 'harassment', status: 'open', note: `about ${c.kind}`, reportedUser: { id: c.reported }, reporter: { id: c.reporter.user.id } });
      }
      expect(byKind.get('lighthouse.property')!.snapshot.title).toBe(PROPERTY_TITLE);
      expect(JSON.stringify(byKind.get('lighthouse.property'))).not.toContain('Secret Street');
      expect(byKind.get('socketrelay.message')!.snapshot.content).toBe('Send me your home address now');
      expect(byKind.get('supportmatch.partnership')!.snapshot.messages).toEqual([expect.objectContaining({ fromReported: true, content: 'You will regret this' })]);
      expect(byKind.get('lighthouse.message')!.snapshot.content).toBe('Pay the deposit in cash');
      expect(byKind.get('member')!.app).toBe('platform');
      expect(byKind.get('socketrelay.fulfillment')!.app).toBe('socketrelay');
      // No email anywhere in what moderators read.
      for (const c of created) expect(JSON.stringify(list.body)).not.toContain(c.reporter.email);

      // Filters: by app, reason, status.
      const lh = await mod.agent.get('/api/moderation/reports').query({ filter: JSON.stringify({ app: 'lighthouse', id: ids }) }).expect(200);
      expect((lh.body as { app: string }[]).map((r) => r.app)).toEqual(['lighthouse', 'lighthouse', 'lighthouse']);
      const none = await mod.agent.get('/api/moderation/reports').query({ filter: JSON.stringify({ reason: 'threats', id: ids }) }).expect(200);
      expect(none.body).toEqual([]);
      const one = await mod.agent.put(`/api/moderation/reports/${ids[0]}`).send({ status: 'dismissed' }).expect(200);
      expect(one.body).toMatchObject({ status: 'dismissed', resolution: 'Report dismissed' });
      const open = await mod.agent.get('/api/moderation/reports').query({ filter: JSON.stringify({ status: 'open', id: ids }) }).expect(200);
      expect(open.body).toHaveLength(ids.length - 1);
      await mod.agent.get(`/api/moderation/reports/${randomUUID()}`).expect(404);
      await mod.agent.put(`/api/moderation/reports/${randomUUID()}`).send({ status: 'dismissed' }).expect(404);
    }, 120_000);

    it('refuses a report of oneself and a reason outside the list, and blocks in the same step when asked', async () => {
      const [a, b] = [await member(), await member()];
      expect((await report(a, { kind: 'member', id: a.user.id }).expect(400)).body.code).toBe('moderation.reportSelf');
      await report(a, { kind: 'member', id: b.user.id, reason: 'rude' }).expect(400);
      await report(a, { kind: 'chat', id: b.user.id }).expect(400);
      await report(a, { kind: 'member', id: b.user.id, reason: 'threats', block: true }).expect(201);
      const blocks = (await a.agent.get('/api/blocks').expect(200)).body as { blockedUserId: string }[];
      expect(blocks.map((x) => x.blockedUserId)).toEqual([b.user.id]);
      // b blocked by a: b cannot see (so cannot report) a any more.
      await report(b, { kind: 'member', id: a.user.id }).expect(404);
    });

    it('creates once for one Idempotency-Key', async () => {
      const [a, b] = [await member(), await member()];
      const key = `report-${randomUUID()}`;
      const body = { kind: 'member', id: b.user.id, reason: 'privacy' };
      const [first, second] = await Promise.all([a.agent.post('/api/reports').set('Idempotency-Key', key).send(body), a.agent.post('/api/reports').set('Idempotency-Key', key).send(body)]);
      expect([first.status, second.status].sort()).toEqual([201, 201]);
      expect(second.body.id).toBe(first.body.id);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM reports WHERE reporter_id = $1`, [a.user.id]);
      expect(n).toBe(1);
    });

    it('keeps the SupportMatch report route and its admin list working, in the same queue', async () => {
      const mod = await moderator();
      const { a, b, id } = await partnership();
      await a.agent.post('/api/supportmatch/reports').send({ reportedUserId: b.user.id, partnershipId: id, reason: 'Rude', description: 'Was rude' }).expect(201);
      const smList = (await admin.agent.get('/api/supportmatch/admin/reports').expect(200)).body as { reportedUserId: string }[];
      expect(smList.some((r) => r.reportedUserId === b.user.id)).toBe(true);
      const queue = (await mod.agent.get('/api/moderation/reports').query({ filter: JSON.stringify({ reportedUserId: b.user.id }) }).expect(200)).body;
      expect(queue).toEqual([expect.objectContaining({ kind: 'supportmatch.partnership', app: 'supportmatch', subjectId: id, reason: 'other', status: 'open' })]);
    });
  });

  describe('actions and appeals', () => {
    it('warns: the member reads the warning and its reason, never who; in-app notification', async () => {
      const mod = await moderator();
      const m = await member();
      const res = await mod.agent.post('/api/moderation/actions').send({ userId: m.user.id, action: 'warn', reason: 'Be kind in chats' }).expect(201);
      expect(res.body).toMatchObject({ action: 'warn', reason: 'Be kind in chats', moderator: { id: mod.user.id } });
      const own = (await m.agent.get('/api/account/moderation').expect(200)).body;
      expect(own).toEqual([{ id: res.body.id, action: 'warn', reason: 'Be kind in chats', createdAt: expect.any(String) }]);
      expect(JSON.stringify(own)).not.toContain(mod.user.id);
      const notes = (await m.agent.get('/api/notifications').expect(200)).body.items as { kind: string }[];
      expect(notes.map((n) => n.kind)).toContain('security.moderation_warning');
      await mod.agent.post('/api/moderation/actions').send({ userId: m.user.id, action: 'warn', reason: 'x', days: 7 }).expect(400);
      await mod.agent.post('/api/moderation/actions').send({ userId: m.user.id, action: 'lift', reason: 'x' }).expect(409);
      await mod.agent.post('/api/moderation/actions').send({ userId: mod.user.id, action: 'warn', reason: 'x' }).expect(403);
      expect((await mod.agent.post('/api/moderation/actions').send({ userId: admin.user.id, action: 'suspend', reason: 'x' }).expect(403)).body.code).toBe('moderation.protectedMember');
      await mod.agent.post('/api/moderation/actions').send({ userId: randomUUID(), action: 'warn', reason: 'x' }).expect(404);
    });

    it('suspends: every session and socket ends, sign-in says until when, her content leaves others\' lists, her conversations close; lift undoes it', async () => {
      const mod = await moderator();
      const h = await host();
      const s = await seeker();
      const propertyId = await listing(h);
      const matchId = await request(s, propertyId);
      const { requester, helper: relayViewer } = await fulfillment();
      const openRequest = (await h.agent.post('/api/socketrelay/profile').send(SOCKETRELAY_PROFILE).expect(201)) && (await h.agent.post('/api/socketrelay/requests').send({ description: 'Bus fare' }).expect(201)).body.id;
      expect(((await relayViewer.agent.get('/api/socketrelay/requests').expect(200)).body as { id: string }[]).map((r) => r.id)).toContain(openRequest);
      expect(((await s.agent.get('/api/lighthouse/properties').expect(200)).body as { id: string }[]).map((p) => p.id)).toContain(propertyId);

      const base = await listen(t);
      const socket = await connect(base, h.cookie);
      const ended = new Promise<void>((resolve) => socket.once('session.ended', () => resolve()));
      const gone = disconnected(socket, 15000);

      const res = await mod.agent.post('/api/moderation/actions').send({ userId: h.user.id, action: 'suspend', days: 7, reason: 'Asked a seeker for cash' }).expect(201);
      expect(new Date(res.body.until).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
      await ended;
      await gone;
      await h.agent.get('/api/auth/user').expect(401);
      const signIn = await t.agent().post('/api/auth/login').send({ email: h.email, password: PASSWORD }).expect(403);
      expect(signIn.body).toMatchObject({ statusCode: 403, code: 'account.suspended', until: res.body.until });
      // A wrong password still reads as any wrong password.
      await t.agent().post('/api/auth/login').send({ email: h.email, password: 'wrong-password-9' }).expect(401);

      expect(((await s.agent.get('/api/lighthouse/properties').expect(200)).body as { id: string }[]).map((p) => p.id)).not.toContain(propertyId);
      expect(((await relayViewer.agent.get('/api/socketrelay/requests').expect(200)).body as { id: string }[]).map((r) => r.id)).not.toContain(openRequest);
      const [match] = await t.db.query(`SELECT status FROM lighthouse_matches WHERE id = $1`, [matchId]);
      expect(match.status).not.toBe('pending');
      void requester;

      await mod.agent.post('/api/moderation/actions').send({ userId: h.user.id, action: 'lift', reason: 'Cleared up' }).expect(201);
      const back = t.agent();
      await back.post('/api/auth/login').send({ email: h.email, password: PASSWORD }).expect(200);
      expect(((await s.agent.get('/api/lighthouse/properties').expect(200)).body as { id: string }[]).map((p) => p.id)).toContain(propertyId);
      const own = (await back.get('/api/account/moderation').expect(200)).body as { action: string; active?: boolean }[];
      expect(own).toEqual([expect.objectContaining({ action: 'suspend', reason: 'Asked a seeker for cash', active: false })]);
    }, 120_000);

    it('ends a suspension by time, with no job (read-time check)', async () => {
      const mod = await moderator();
      const m = await member();
      await mod.agent.post('/api/moderation/actions').send({ userId: m.user.id, action: 'suspend', days: 1, reason: 'Cool off' }).expect(201);
      await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(403);
      await t.db.query(`UPDATE users SET suspended_until = now() - interval '1 second' WHERE id = $1`, [m.user.id]);
      await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(200);
    });

    it('suspends until lifted (until: null) and the member may appeal once, even racing; another moderator decides', async () => {
      const [mod, other] = [await moderator(), await moderator()];
      const m = await member();
      const suspension = await mod.agent.post('/api/moderation/actions').send({ userId: m.user.id, action: 'suspend', days: null, reason: 'Threats in chat' }).expect(201);
      expect(suspension.body.until).toBeNull();
      const signIn = await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(403);
      expect(signIn.body).toMatchObject({ code: 'account.suspended', until: null });
      // She appeals from a session that outlived nothing: an admin lifts nothing, so appeal as a warned member instead; here the row is read directly.
      await t.db.query(`UPDATE users SET suspended_until = NULL WHERE id = $1`, [m.user.id]);
      const session = t.agent();
      await session.post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(200);
      await t.db.query(`UPDATE users SET suspended_until = 'infinity' WHERE id = $1`, [m.user.id]);

      const body = { actionId: suspension.body.id, text: 'I was defending myself' };
      const results = await Promise.all([session.post('/api/account/appeals').send(body), session.post('/api/account/appeals').send(body), session.post('/api/account/appeals').send(body)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      const appealId = results.find((r) => r.status === 201)!.body.id as string;
      await session.post('/api/account/appeals').send({ actionId: randomUUID(), text: 'x' }).expect(404);

      const same = await mod.agent.put(`/api/moderation/appeals/${appealId}`).send({ decision: 'overturned' }).expect(403);
      expect(same.body.code).toBe('moderation.sameModerator');
      const listed = (await other.agent.get('/api/moderation/appeals').query({ filter: JSON.stringify({ status: 'pending' }) }).expect(200)).body as { id: string }[];
      expect(listed.map((a) => a.id)).toContain(appealId);
      const decided = await other.agent.put(`/api/moderation/appeals/${appealId}`).send({ decision: 'overturned' }).expect(200);
      expect(decided.body).toMatchObject({ status: 'overturned', action: 'suspend' });
      await other.agent.put(`/api/moderation/appeals/${appealId}`).send({ decision: 'upheld' }).expect(409);
      // Overturned: the suspension is over.
      await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(200);
    });
  });

  describe('members and the invite tree', () => {
    it('shows history and the invite tree with counts of reported and suspended invitees; an admin revokes unused codes at once', async () => {
      const mod = await moderator();
      const inviter = await signUpAs(t, 'admin');
      const code = (await inviter.agent.post('/api/admin/invites').send({ maxUses: 5 }).expect(201)).body.code as string;
      const invitees: Member[] = [];
      for (let i = 0; i < 3; i++) {
        const agent = t.agent();
        const email = uniqueEmail('invitee');
        const user = (await agent.post('/api/auth/register').send({ email, password: PASSWORD }).expect(201)).body;
        await agent.post('/api/redeem-invite').send({ code }).expect(200);
        invitees.push({ agent, user, email, cookie: '' });
      }
      // A grandchild: the second invitee's own code (made directly: only admins make codes through the API).
      const [{ id: codeId }] = await t.db.query(`INSERT INTO invite_codes (code, max_uses, current_uses, created_by) VALUES ($1, 1, 1, $2) RETURNING id`, [`G${Date.now()}`.slice(0, 12), invitees[1].user.id]);
      const grandchild = await member();
      await t.db.query(`INSERT INTO invite_redemptions (invite_code_id, user_id) VALUES ($1, $2)`, [codeId, grandchild.user.id]);

      await report(invitees[1], { kind: 'member', id: invitees[0].user.id }).expect(201);
      await mod.agent.post('/api/moderation/actions').send({ userId: invitees[2].user.id, action: 'suspend', days: 30, reason: 'Recruiting' }).expect(201);

      const res = await mod.agent.get(`/api/moderation/members/${inviter.user.id}`).expect(200);
      const tree = res.body.inviteTree as { id: string; depth: number; invitedBy: string | null; reported: boolean; suspended: boolean; invitees: number; reportedInvitees: number; suspendedInvitees: number }[];
      expect(tree[0]).toMatchObject({ id: inviter.user.id, depth: 0, invitees: 3, reportedInvitees: 1, suspendedInvitees: 1 });
      expect(tree.filter((n) => n.depth === 1).map((n) => n.id).sort()).toEqual(invitees.map((i) => i.user.id).sort());
      expect(tree.find((n) => n.id === grandchild.user.id)).toMatchObject({ depth: 2, invitedBy: invitees[1].user.id });
      expect(res.body.inviteTreeSize).toEqual({ members: 4, reported: 1, suspended: 1 });
      // The inviter is kept on the account's row as the code is redeemed (the tree's one index).
      const inviters = await t.db.query(`SELECT id, invited_by FROM users WHERE id = ANY($1::uuid[])`, [[...invitees.map((i) => i.user.id), grandchild.user.id]]);
      expect(Object.fromEntries(inviters.map((r: { id: string; invited_by: string }) => [r.id, r.invited_by]))).toEqual({
        ...Object.fromEntries(invitees.map((i) => [i.user.id, inviter.user.id])),
        [grandchild.user.id]: invitees[1].user.id,
      });
      expect(res.body.unusedInviteCodes).toBe(1);
      expect(JSON.stringify(res.body)).not.toContain(inviter.email);

      const suspended = (await mod.agent.get(`/api/moderation/members/${invitees[2].user.id}`).expect(200)).body;
      expect(suspended).toMatchObject({ invitedBy: { id: inviter.user.id }, suspension: { until: expect.any(String) }, history: [expect.objectContaining({ action: 'suspend', reason: 'Recruiting' })] });
      const reported = (await mod.agent.get(`/api/moderation/members/${invitees[0].user.id}`).expect(200)).body;
      expect(reported.reports).toHaveLength(1);
      await mod.agent.get(`/api/moderation/members/${randomUUID()}`).expect(404);

      await mod.agent.post(`/api/admin/users/${inviter.user.id}/revoke-invites`).expect(403);
      expect((await admin.agent.post(`/api/admin/users/${inviter.user.id}/revoke-invites`).expect(200)).body).toEqual({ revoked: 1 });
      const late = await member();
      await late.agent.post('/api/redeem-invite').send({ code }).expect((r) => expect(r.status).toBeGreaterThanOrEqual(400));
    });
  });

  describe('account export and deletion', () => {
    it('exports her reports, warnings and appeals; after deletion her reports stay as evidence without her identity', async () => {
      const mod = await moderator();
      const [a, b] = [await member(), await member()];
      const reportId = (await report(a, { kind: 'member', id: b.user.id, note: 'see chat' }).expect(201)).body.id as string;
      const warning = (await mod.agent.post('/api/moderation/actions').send({ userId: a.user.id, action: 'warn', reason: 'Spam' }).expect(201)).body.id as string;
      await a.agent.post('/api/account/appeals').send({ actionId: warning, text: 'Not spam' }).expect(201);
      const exported = (await a.agent.get('/api/account/export').expect(200)).body;
      expect(exported.sections.moderation).toMatchObject({
        reports: [expect.objectContaining({ kind: 'member', reason: 'harassment', note: 'see chat', status: 'open' })],
        actions: [expect.objectContaining({ action: 'warn', reason: 'Spam' })],
        appeals: [expect.objectContaining({ text: 'Not spam', status: 'pending' })],
      });
      expect(JSON.stringify(exported.sections.moderation)).not.toContain(mod.user.id);

      await a.agent.delete('/api/account').send({ password: PASSWORD }).expect((r) => expect(r.status).toBeLessThan(300));
      const kept = (await mod.agent.get(`/api/moderation/reports/${reportId}`).expect(200)).body;
      expect(kept).toMatchObject({ reporter: null, reportedUser: { id: b.user.id }, reason: 'harassment' });
    });
  });
});

const PROPERTY_TITLE = 'Quiet room near the park';
