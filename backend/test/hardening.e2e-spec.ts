import { randomUUID } from 'node:crypto';
import { Socket } from 'socket.io-client';
import { connect, disconnected, emit, listen, Member, nextMessage, partners as makePartners, PROFILE } from './support/chat';
import { cli } from './support/operator-cli';
import { createTestApp, PASSWORD, signUp, signUpAs, TestApp, uniqueEmail } from './support/test-app';

/** Regression tests for the defects a hostile-input and race review found (one `it` per defect or class). */
describe('Hardening against hostile input and races (e2e)', () => {
  let t: TestApp;
  let base: string;
  let admin: Member;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
    admin = await signUpAs(t, 'admin');
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => t.close());

  const partners = () => makePartners(t, admin);
  const open = async (cookie: string) => {
    const socket = await connect(base, cookie);
    sockets.push(socket);
    return socket;
  };

  it('refuses prototype and inherited names as sort keys, and sign-in keeps working afterwards', async () => {
    for (const path of ['/api/admin/invites', '/api/admin/activity', '/api/admin/users', '/api/admin/payments', '/api/supportmatch/admin/reports']) {
      for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        const res = await admin.agent.get(path).query({ sort: JSON.stringify([key, 'ASC']) }).expect(400);
        expect(res.body.message).toBe(`Cannot sort by ${key}`);
      }
      await admin.agent.get(path).query({ filter: '{"__proto__":{"x":1}}' }).expect(400);
    }
    const { email } = await signUp(t);
    await t.agent().post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
  });

  it('answers an empty getMany with an empty page and refuses unknown filter keys', async () => {
    const res = await admin.agent.get('/api/admin/users').query({ filter: '{"id":[]}' }).expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['content-range']).toBe('users 0-0/0');
    for (const path of ['/api/admin/invites', '/api/admin/payments', '/api/admin/pricing-tiers', '/api/supportmatch/admin/reports']) {
      expect((await admin.agent.get(path).query({ filter: '{"id":[]}' }).expect(200)).body).toEqual([]);
    }
    expect((await admin.agent.get('/api/admin/users').query({ filter: '{"email":"x"}' }).expect(400)).body.message).toBe('Cannot filter by email');
    await admin.agent.get('/api/admin/users').query({ range: '[0,1e20]' }).expect(400);
    await admin.agent.get('/api/admin/users').query({ sort: '["createdAt","ASC"]', range: '[0,0]' }).expect(200);
  });

  it('refuses null for the admin user fields instead of taking the demotion branch', async () => {
    const other = await signUpAs(t, 'admin');
    expect((await admin.agent.put(`/api/admin/users/${other.user.id}`).send({ isAdmin: null }).expect(400)).body.message).toBe('isAdmin must be true or false');
    await admin.agent.put(`/api/admin/users/${other.user.id}`).send({ subscriptionStatus: null }).expect(400);
    const [row] = await t.db.query('SELECT is_admin FROM users WHERE id = $1', [other.user.id]);
    expect(row.is_admin).toBe(true);
  });

  it('refuses deeply nested JSON on every body-taking route with a 400, quickly', async () => {
    const deep = `{"email":${'['.repeat(30000)}${']'.repeat(30000)}}`;
    for (const path of ['/api/auth/register', '/api/auth/login', '/api/redeem-invite']) {
      const res = await t.agent().post(path).set('content-type', 'application/json').send(deep).expect(400);
      expect(res.body.message).toBe('The request body is nested too deeply');
    }
  });

  it('refuses NUL bytes and lone surrogates in bodies, queries and socket payloads with a 4xx', async () => {
    for (const email of ['a\u0000@example.test', 'a\uD800@example.test', 'x\uDC00y@example.test']) {
      await t.agent().post('/api/auth/register').send({ email, password: PASSWORD }).expect(400);
      await t.agent().post('/api/auth/login').send({ email, password: PASSWORD }).expect(400);
    }
    const { a, id } = await partners();
    await a.agent.put('/api/supportmatch/profile').send({ ...PROFILE, nickname: 'bad\u0000name' }).expect(400);
    await a.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content: 'hi\u0000' }).expect(400);
    await admin.agent.get('/api/admin/users').query({ filter: JSON.stringify({ q: 'a\u0000b' }) }).expect(400);
    await a.agent.get('/api/supportmatch/exclusions/candidates').query({ q: 'a\u0000' }).expect(400);
    const socket = await open(a.cookie);
    const ack = await emit<{ ok: boolean; error: string }>(socket, 'send', { clientId: randomUUID(), kind: 'partnership', id, content: 'hi\u0000there' });
    expect(ack.ok).toBe(false);
    expect(ack.error).toContain('characters that are not allowed');
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM supportmatch_messages WHERE partnership_id = $1', [id]);
    expect(n).toBe(0);
  });

  it('refuses impossible dates, year 0000 and a password of spaces', async () => {
    const m = await signUpAs(t, 'member');
    for (const paymentDate of ['2026-02-30', '0000-01-01', '2026-13-01', '2025-06-01T25:00:00Z']) {
      const res = await admin.agent.post('/api/admin/payments').send({ userId: m.user.id, amount: '1.00', paymentDate }).expect(400);
      expect(res.body.message).toBe('Payment date must be a valid date');
    }
    await admin.agent.post('/api/admin/invites').send({ maxUses: 1, expiresAt: '2031-02-29' }).expect(400);
    await admin.agent.post('/api/admin/payments').send({ userId: m.user.id, amount: '1.00', paymentDate: '2024-02-29' }).expect(201);
    const res = await t.agent().post('/api/auth/register').send({ email: uniqueEmail(), password: ' '.repeat(10) }).expect(400);
    expect(res.body.message).toBe('Password must be 10 to 128 characters, not counting spaces at either end');
  });

  it('records 20 concurrent payments for one member without a deadlock', async () => {
    const m = await signUpAs(t, 'member');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => admin.agent.post('/api/admin/payments').send({ userId: m.user.id, amount: '0.50', paymentDate: new Date().toISOString() })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM payments WHERE user_id = $1', [m.user.id]);
    expect(n).toBe(20);
  });

  it('closes a live chat socket when its session ends by logout or by a password reset from the CLI', async () => {
    const { a, b, id } = await partners();
    const sa = await open(a.cookie);
    const sb = await open(b.cookie);
    expect(await emit(sa, 'subscribe', { kind: 'partnership', id })).toEqual({ ok: true });
    expect(await emit(sb, 'subscribe', { kind: 'partnership', id })).toEqual({ ok: true });
    const closed = disconnected(sa);
    await a.agent.post('/api/auth/logout').expect(204);
    await closed;
    let heard = false;
    sa.on('message', () => (heard = true));
    const live = nextMessage(sb);
    await b.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content: 'are you there?' }).expect(201);
    await live;
    expect(heard).toBe(false);

    const sb2 = await open(b.cookie);
    // The CLI's command in this process (support/operator-cli.ts; cli.e2e-spec.ts starts the binary).
    const out = await cli(['reset-password', b.email], { DATABASE_URL: process.env.E2E_DATABASE_URL! }, 'another-long-password\n');
    expect(out.status).toBe(0);
    await disconnected(sb2);
  }, 180_000);

  it('closes the oldest sockets past the per-session cap and refuses an event flood', async () => {
    const { a, id } = await partners();
    const first = await open(a.cookie);
    const firstClosed = disconnected(first);
    for (let i = 0; i < 5; i++) await open(a.cookie);
    await firstClosed;

    const socket = await open(a.cookie);
    const acks = await Promise.all(Array.from({ length: 40 }, () => emit<{ ok: boolean; code?: string; error?: string }>(socket, 'subscribe', { kind: 'partnership', id })));
    expect(acks.filter((x) => x.ok).length).toBeLessThanOrEqual(21);
    expect(acks.filter((x) => !x.ok).every((x) => x.code === 'chat.tooManyEvents' && x.error === 'Too many requests on this connection. Please slow down.')).toBe(true);
    expect(acks.some((x) => !x.ok)).toBe(true);
  });

  it('never leaves a blocked pair partnered when a block races a matching run', async () => {
    for (let trial = 0; trial < 12; trial++) {
      const [a, b] = [await signUpAs(t, 'member'), await signUpAs(t, 'member')];
      for (const m of [a, b]) await m.agent.post('/api/supportmatch/profile').send(PROFILE).expect(201);
      await t.db.query(`UPDATE supportmatch_partnerships SET status = 'ended' WHERE status = 'active'`);
      await t.db.query(`UPDATE supportmatch_profiles SET is_active = (user_id = ANY($1::uuid[]))`, [[a.user.id, b.user.id]]);
      const [run, block] = await Promise.all([
        admin.agent.post('/api/supportmatch/admin/partnerships/run-matching'),
        a.agent.post('/api/blocks').send({ userId: b.user.id }),
      ]);
      expect(run.status).toBe(200);
      expect(block.status).toBe(201);
      const rows = await t.db.query(
        `SELECT 1 FROM supportmatch_partnerships WHERE status = 'active' AND user1_id = ANY($1::uuid[]) AND user2_id = ANY($1::uuid[])`,
        [[a.user.id, b.user.id]],
      );
      expect(rows).toEqual([]);
    }
  });

  it('shows the blocked member an early end exactly like an early end by an admin', async () => {
    const blocked = await partners();
    await blocked.a.agent.post('/api/supportmatch/exclusions').send({ partnershipId: blocked.id }).expect(201);
    const ended = await partners();
    await admin.agent.put(`/api/supportmatch/admin/partnerships/${ended.id}/status`).send({ status: 'ended' }).expect(200);
    const statusOf = async (m: Member, id: string) => ((await m.agent.get('/api/supportmatch/partnership/history').expect(200)).body as { id: string; status: string }[]).find((p) => p.id === id)?.status;
    expect(await statusOf(blocked.b, blocked.id)).toBe('ended_early');
    expect(await statusOf(ended.b, ended.id)).toBe('ended_early');
  });

  it('pages message history from the newest with a before cursor', async () => {
    const { a, b, id } = await partners();
    await t.db.query(
      `INSERT INTO supportmatch_messages (partnership_id, sender_id, content, created_at)
       SELECT $1, $2, 'm' || i, now() - (120 - i) * interval '1 second' FROM generate_series(1, 120) AS i`,
      [id, a.user.id],
    );
    const newest = (await b.agent.get(`/api/supportmatch/messages/${id}`).expect(200)).body as { id: string; content: string }[];
    expect(newest.map((m) => m.content)).toEqual(Array.from({ length: 50 }, (_, i) => `m${71 + i}`));
    const older = (await b.agent.get(`/api/supportmatch/messages/${id}`).query({ before: newest[0].id }).expect(200)).body as { content: string }[];
    expect(older.map((m) => m.content)).toEqual(Array.from({ length: 50 }, (_, i) => `m${21 + i}`));
    expect((await b.agent.get(`/api/supportmatch/messages/${id}`).query({ limit: 3 }).expect(200)).body.map((m: { content: string }) => m.content)).toEqual(['m118', 'm119', 'm120']);
    await b.agent.get(`/api/supportmatch/messages/${id}`).query({ limit: 1000 }).expect(400);
    await b.agent.get(`/api/supportmatch/messages/${id}`).query({ before: 'nope' }).expect(400);
  });
});

describe('Rate-limit answers (e2e)', () => {
  it('tell the client when to retry', async () => {
    const t = await createTestApp({ RATE_LIMIT_MAX_PER_ACCOUNT: '1' });
    try {
      const { email } = await signUp(t);
      await t.agent().post('/api/auth/login').send({ email, password: 'wrong-password-1' }).expect(401);
      const res = await t.agent().post('/api/auth/login').send({ email, password: 'wrong-password-2' }).expect(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
