import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { PgSessionStore } from '../src/modules/auth/pg-session.store';
import { makeWav } from './support/audio';
import { SoftwareAuthenticator } from './support/software-authenticator';
import { createTestApp, PASSWORD, sessionCookieOf, signUp, signUpAs, TestApp, uniqueEmail } from './support/test-app';

/**
 * Issue 19: an ended session stays ended, a stolen session does not become a permanent key.
 * Two app nodes on one database; a thief holds a copy of one of the member's cookies and keeps
 * requests running that write the session while the member ends it in every way she can.
 */
describe('Sessions and credentials (e2e)', () => {
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    one = await createTestApp({ SESSION_CACHE_MS: '5000' });
    two = await createTestApp({ SESSION_CACHE_MS: '5000' });
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  const sidOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
  const as = (t: TestApp, cookie: string) => ({
    get: (path: string) => request(t.http).get(path).set('Cookie', cookie),
    post: (path: string) => request(t.http).post(path).set('Cookie', cookie),
    put: (path: string) => request(t.http).put(path).set('Cookie', cookie),
    delete: (path: string) => request(t.http).delete(path).set('Cookie', cookie),
  });

  async function signIn(t: TestApp, email: string, password = PASSWORD): Promise<string> {
    const res = await request(t.http).post('/api/auth/login').send({ email, password }).expect(200);
    return sessionCookieOf(res)!;
  }

  /** A member with two sessions: `stolen` (a copy is in the thief's hands) and `own` (hers, elsewhere). */
  async function memberWithTwoSessions() {
    const m = await signUpAs(one, 'member');
    const stolen = await signIn(one, m.email);
    const own = await signIn(two, m.email);
    return { ...m, stolen, own };
  }

  /**
   * Keeps eight requests in flight, on both nodes, that each write the session (a passkey sign-in
   * challenge is stored in it on every call), until stopped; answers the statuses seen.
   */
  function thief(cookie: string) {
    let stopped = false;
    const statuses: number[] = [];
    const loops = Array.from({ length: 8 }, async (_, i) => {
      while (!stopped) {
        const res = await as(i % 2 ? two : one, cookie).post('/api/auth/passkey/options');
        statuses.push(res.status);
      }
    });
    return {
      statuses,
      /** Waits until a few writes have gone through (the race is on), then lets the caller act. */
      async running() {
        for (let i = 0; i < 2000 && statuses.length < 16; i++) await new Promise((resolve) => setImmediate(resolve));
      },
      async stop() {
        stopped = true;
        await Promise.all(loops);
      },
    };
  }

  async function refusedEverywhere(cookie: string) {
    for (const t of [one, two]) {
      await as(t, cookie).get('/api/auth/user').expect(401);
      await as(t, cookie).post('/api/auth/passkey/options').expect(200);
      await as(t, cookie).get('/api/auth/user').expect(401);
    }
    const [{ n }] = await one.db.query(`SELECT count(*)::int AS n FROM sessions WHERE sid = $1`, [sidOf(cookie)]);
    expect(n).toBe(0);
  }

  describe('a thief writing the session while the member ends it (three trials each)', () => {
    const trials = [1, 2, 3];

    it.each(trials)('revoking that session in Settings holds (trial %i)', async () => {
      const m = await memberWithTwoSessions();
      const sessions = (await as(two, m.own).get('/api/account/sessions').expect(200)).body as { id: string; current: boolean }[];
      const target = sessions.find((s) => !s.current)!;
      const t = thief(m.stolen);
      await t.running();
      await as(two, m.own).delete(`/api/account/sessions/${target.id}`).expect(204);
      await t.stop();
      await refusedEverywhere(m.stolen);
      await as(one, m.own).get('/api/auth/user').expect(200);
    });

    it.each(trials)('a password change holds (trial %i)', async () => {
      const m = await memberWithTwoSessions();
      const t = thief(m.stolen);
      await t.running();
      const res = await as(two, m.own).put('/api/account/password').send({ currentPassword: PASSWORD, newPassword: 'a-brand-new-password-1' }).expect(200);
      await t.stop();
      await refusedEverywhere(m.stolen);
      await as(one, sessionCookieOf(res)!).get('/api/auth/user').expect(200);
    });

    it.each(trials)('signing out of the same cookie holds (trial %i)', async () => {
      const m = await memberWithTwoSessions();
      const t = thief(m.stolen);
      await t.running();
      await as(one, m.stolen).post('/api/auth/logout').expect(204);
      await t.stop();
      await refusedEverywhere(m.stolen);
    });

    it.each(trials)('deleting the account holds, and nothing of it can act again (trial %i)', async () => {
      const m = await memberWithTwoSessions();
      const t = thief(m.stolen);
      await t.running();
      await as(two, m.own).delete('/api/account').send({ password: PASSWORD }).expect(204);
      await t.stop();
      await refusedEverywhere(m.stolen);
      await refusedEverywhere(m.own);
      const [{ n }] = await one.db.query(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1`, [m.user.id]);
      expect(n).toBe(0);
      const [row] = await one.db.query(`SELECT invite_code_used, deleted_at FROM users WHERE id = $1`, [m.user.id]);
      expect(row).toMatchObject({ invite_code_used: null, deleted_at: expect.any(Date) });
    });
  });

  it('a session row that survives an account deletion by any path signs nobody in', async () => {
    const m = await signUpAs(one, 'member');
    const cookie = await signIn(one, m.email);
    const [{ sess }] = await one.db.query(`SELECT sess FROM sessions WHERE sid = $1`, [sidOf(cookie)]);
    await as(two, m.cookie).delete('/api/account').send({ password: PASSWORD }).expect(204);
    // Put back as a revived row would be.
    await one.db.query(`INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, now() + interval '1 day')`, [sidOf(cookie), JSON.stringify(sess)]);
    for (const t of [one, two]) {
      await as(t, cookie).get('/api/auth/user').expect(401);
      await as(t, cookie).post('/api/socketrelay/profile').send({ displayName: 'Revived' }).expect(401);
    }
  });

  describe('passkeys', () => {
    it('adding one asks for the current password; a stolen session without it adds nothing', async () => {
      const m = await signUpAs(one, 'member');
      await m.agent.post('/api/account/passkeys/registration-options').expect(400);
      const wrong = await m.agent.post('/api/account/passkeys/registration-options').send({ password: 'not-the-password' }).expect(400);
      expect(wrong.body.message).toBe('That password is not correct');
      const options = (await m.agent.post('/api/account/passkeys/registration-options').send({ password: PASSWORD }).expect(200)).body;
      const res = await m.agent.post('/api/account/passkeys').send({ name: 'Phone', response: new SoftwareAuthenticator().register(options) }).expect(201);
      expect(res.body.addedFrom).toEqual({ device: expect.any(String), currentSession: true });
      const elsewhere = await signIn(two, m.email);
      const [listed] = (await as(two, elsewhere).get('/api/account/passkeys').expect(200)).body;
      expect(listed.addedFrom).toEqual({ device: expect.any(String), currentSession: false });
    });

    it('a password change can remove every passkey, so a planted one signs nobody in afterwards', async () => {
      const m = await signUpAs(one, 'member');
      const authenticator = new SoftwareAuthenticator();
      const options = (await m.agent.post('/api/account/passkeys/registration-options').send({ password: PASSWORD }).expect(200)).body;
      await m.agent.post('/api/account/passkeys').send({ name: 'Planted', response: authenticator.register(options) }).expect(201);
      const changed = await m.agent.put('/api/account/password').send({ currentPassword: PASSWORD, newPassword: 'another-new-password-2', removePasskeys: true }).expect(200);
      expect(changed.body).toEqual({ endedSessions: 0, removedPasskeys: 1 });
      expect((await m.agent.get('/api/account/passkeys').expect(200)).body).toEqual([]);
      const device = one.agent();
      const next = (await device.post('/api/auth/passkey/options').expect(200)).body;
      await device.post('/api/auth/passkey/verify').send({ response: authenticator.authenticate(next) }).expect(401);
      await m.agent.put('/api/account/password').send({ currentPassword: 'another-new-password-2', newPassword: PASSWORD, removePasskeys: 'yes' }).expect(400);
    });

    it('one sign-in challenge signs in once, however many requests present it at the same time', async () => {
      const m = await signUpAs(one, 'member');
      const authenticator = new SoftwareAuthenticator();
      const reg = (await m.agent.post('/api/account/passkeys/registration-options').send({ password: PASSWORD }).expect(200)).body;
      await m.agent.post('/api/account/passkeys').send({ name: 'Key', response: authenticator.register(reg) }).expect(201);
      for (let trial = 0; trial < 3; trial++) {
        const options = await request(one.http).post('/api/auth/passkey/options').expect(200);
        const cookie = sessionCookieOf(options)!;
        const assertion = authenticator.authenticate(options.body);
        const results = await Promise.all(
          Array.from({ length: 6 }, (_, i) => request((i % 2 ? two : one).http).post('/api/auth/passkey/verify').set('Cookie', cookie).send({ response: assertion })),
        );
        expect(results.filter((r) => r.status === 200)).toHaveLength(1);
        expect(results.filter((r) => r.status !== 200).every((r) => r.status === 400 || r.status === 401)).toBe(true);
      }
    });

    it('one registration challenge stores one passkey, however many answers arrive at the same time', async () => {
      const m = await signUpAs(one, 'member');
      const options = (await m.agent.post('/api/account/passkeys/registration-options').send({ password: PASSWORD }).expect(200)).body;
      const cookie = m.cookie;
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          request((i % 2 ? two : one).http).post('/api/account/passkeys').set('Cookie', cookie).send({ name: `Key ${i}`, response: new SoftwareAuthenticator().register(options) }),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      const [{ n }] = await one.db.query(`SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1`, [m.user.id]);
      expect(n).toBe(1);
    });
  });

  describe('session hygiene', () => {
    it('a new session id on every privilege change: invite redemption, password change, admin grant', async () => {
      const admin = await signUpAs(one, 'admin');
      const code = (await admin.agent.post('/api/admin/invites').send({ maxUses: 1 }).expect(201)).body.code as string;
      const u = await signUp(one);
      const redeemed = await u.agent.post('/api/redeem-invite').send({ code }).expect(200);
      const afterRedeem = sessionCookieOf(redeemed)!;
      expect(sidOf(afterRedeem)).not.toBe(sidOf(u.cookie));
      await as(one, u.cookie).get('/api/auth/user').expect(401);
      await as(two, afterRedeem).get('/api/payments').expect(200);

      const changed = await u.agent.put('/api/account/password').send({ currentPassword: PASSWORD, newPassword: 'changed-password-3' }).expect(200);
      const afterChange = sessionCookieOf(changed)!;
      expect(sidOf(afterChange)).not.toBe(sidOf(afterRedeem));
      await as(two, afterRedeem).get('/api/auth/user').expect(401);

      await admin.agent.put(`/api/admin/users/${u.user.id}`).send({ isAdmin: true }).expect(200);
      const next = await as(two, afterChange).get('/api/admin/stats').expect(200);
      const afterGrant = sessionCookieOf(next)!;
      expect(sidOf(afterGrant)).not.toBe(sidOf(afterChange));
      await as(one, afterChange).get('/api/admin/stats').expect(401);
      await as(one, afterGrant).get('/api/admin/stats').expect(200);
    });

    it('encoded admin paths are decided on the route: never served from the cache', async () => {
      const admin = await signUpAs(one, 'admin');
      const sid = sidOf(admin.cookie);
      const store = one.app.get(PgSessionStore);
      await as(one, admin.cookie).get('/api/%61dmin/stats').expect(200);
      await as(one, admin.cookie).get('/api/%61dmin/stats').expect(200);
      expect(store.isCached(sid)).toBe(false);
      const member = await signUpAs(one, 'member');
      await as(one, member.cookie).get('/api/%61dmin/stats').expect(403);
      await as(one, member.cookie).get('/api/%41DMIN/stats').expect((res) => expect([403, 404]).toContain(res.status));
    });

    it('a wrong-password flood from one place does not lock the owner out from another', async () => {
      const limited = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_MAX_PER_ACCOUNT: '3' });
      try {
        const email = uniqueEmail('locked');
        await request(limited.http).post('/api/auth/register').send({ email, password: PASSWORD }).expect(201);
        const from = (ip: string, password: string) => request(limited.http).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
        for (let i = 0; i < 3; i++) await from('203.0.113.66', 'wrong-password-guess').expect(401);
        await from('203.0.113.66', 'wrong-password-guess').expect(429);
        await from('203.0.113.66', PASSWORD).expect(429);
        await from('198.51.100.7', PASSWORD).expect(200);
        // Passkey sign-in counts in the same per-account-and-source way.
        const visitor = request.agent(limited.http);
        await visitor.post('/api/auth/passkey/options').set('X-Forwarded-For', '198.51.100.7').expect(200);
      } finally {
        await limited.close();
      }
    });

    it('cookies signed with a previous secret are accepted and re-signed while rotating; __Host- in production', async () => {
      const OLD = 'the-old-session-secret-that-is-long-enough-01';
      const NEW = 'the-new-session-secret-that-is-long-enough-02';
      const before = await createTestApp({ SESSION_SECRET: OLD });
      const after = await createTestApp({ SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD });
      const stranger = await createTestApp({ SESSION_SECRET: 'a-third-secret-nobody-rotated-from-0123456' });
      try {
        const m = await signUp(before);
        const res = await as(after, m.cookie).get('/api/auth/user').expect(200);
        const resigned = sessionCookieOf(res)!;
        expect(resigned).toBeDefined();
        expect(sidOf(resigned)).toBe(sidOf(m.cookie));
        await as(stranger, m.cookie).get('/api/auth/user').expect(401);
        await as(stranger, resigned).get('/api/auth/user').expect(401);
      } finally {
        await Promise.all([before.close(), after.close(), stranger.close()]);
      }
      const prod = await createTestApp({ NODE_ENV: 'production', SESSION_SECRET: NEW });
      try {
        const res = await request(prod.http).post('/api/auth/register').send({ email: uniqueEmail(), password: PASSWORD }).expect(201);
        const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('__Host-pfe.sid='))!;
        expect(cookie).toMatch(/^__Host-pfe\.sid=/);
        expect(cookie).toMatch(/; Path=\//);
        expect(cookie).toMatch(/; Secure/);
        expect(cookie).not.toMatch(/Domain=/i);
      } finally {
        await prod.close();
      }
    });

    it('two different session cookies in one request name no session', async () => {
      const a = await signUp(one);
      const b = await signUp(one);
      await request(one.http).get('/api/auth/user').set('Cookie', `${b.cookie}; ${a.cookie}`).expect(401);
      await request(one.http).get('/api/auth/user').set('Cookie', `${a.cookie}; ${a.cookie}`).expect(200);
    });

    it("the security headers are on the HTTP parser's own refusals too", async () => {
      if (!one.http.address()) await new Promise<void>((resolve) => one.http.listen(0, '127.0.0.1', () => resolve()));
      const { port } = one.http.address() as { port: number };
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString('latin1')));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
        socket.write(Buffer.concat([Buffer.from('GET /api/'), Buffer.from([0xff]), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]));
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400 /);
      expect(raw.toLowerCase()).toContain('content-security-policy:');
      expect(raw.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(raw).toContain('"statusCode":400');
    });
  });

  it('an upload whose client drops mid-body leaves no partial file and no open descriptor', async () => {
    const mediaDir = mkdtempSync(join(tmpdir(), 'pfe-drop-'));
    const t = await createTestApp({ MEDIA_DIR: mediaDir });
    try {
      const admin = await signUpAs(t, 'admin');
      const story = (await admin.agent.post('/api/sleepstories/admin').send({ title: 'Dropped', description: 'An upload cut short.', duration: 60, wistiaMediaId: 'abc123xyz0' }).expect(201)).body;
      await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', () => resolve()));
      const { port } = t.http.address() as { port: number };
      const partials = () => {
        try {
          return readdirSync(join(mediaDir, '.incoming'));
        } catch {
          return [];
        }
      };
      const openPartials = () =>
        readdirSync('/proc/self/fd').filter((fd) => {
          try {
            return readlinkSync(`/proc/self/fd/${fd}`).includes(join(mediaDir, '.incoming'));
          } catch {
            return false;
          }
        });
      for (let trial = 0; trial < 3; trial++) {
        const boundary = 'dropboundary';
        const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`);
        const socket = connect(port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(
          `POST /api/sleepstories/admin/${story.id}/audio HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${admin.cookie}\r\nSec-Fetch-Site: same-origin\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000000\r\n\r\n`,
        );
        socket.write(Buffer.concat([head, makeWav(2)]));
        // The storage has begun writing this upload: then the client goes away.
        for (let i = 0; i < 5000 && partials().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 2));
        expect(partials().length).toBeGreaterThan(0);
        socket.destroy();
        for (let i = 0; i < 5000 && (partials().length > 0 || openPartials().length > 0); i++) await new Promise((resolve) => setTimeout(resolve, 2));
        expect(partials()).toEqual([]);
        expect(openPartials()).toEqual([]);
      }
    } finally {
      await t.close();
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });
});
