import { randomUUID } from 'node:crypto';
import { resetToken, tokenHash } from '../src/modules/account/password-reset-token';
import { accountSuite } from './support/account';
import { addPasskey, passkeySignIn } from './support/passkeys';
import { PASSWORD, signUpAs, TestApp } from './support/test-app';

const NEW_PASSWORD = 'a-brand-new-password';
const INVALID_LINK = 'This reset link is invalid, used or expired. Ask for a new one.';

/** The session id inside a `pfe.sid=s:<sid>.<signature>` Cookie header. */
const sidOf = (cookie: string) => /s:([^.]+)\./.exec(decodeURIComponent(/pfe\.sid=([^;]+)/.exec(cookie)?.[1] ?? ''))?.[1] ?? '';

/**
 * Issue 27 items 1 and 2 and Safety Check: the recovery rule (every reset ends every session,
 * removes every passkey and voids every other reset link; any password change voids every reset
 * link) and Safety Check (GET /api/account/safety-check, POST /api/account/secure).
 */
describe('Recovery and Safety Check (e2e)', () => {
  const { t, admin, signInAgain } = accountSuite();

  /** An emailed link as "Forgot password?" stores it (30 minutes; the database keeps only the token's hash). */
  async function emailedLink(app: TestApp, userId: string): Promise<string> {
    const id = randomUUID();
    const token = resetToken(app.config.sessionSecret, id);
    await app.db.query(
      `INSERT INTO password_resets (id, user_id, token_hash, source, expires_at) VALUES ($1, $2, $3, 'email', now() + interval '30 minutes')`,
      [id, userId, tokenHash(token)],
    );
    return token;
  }

  /** An admin's one-time link for the member (approved by a second admin where four-eyes asks for it). */
  async function adminLink(userId: string): Promise<string> {
    const res = await admin.agent.post(`/api/admin/users/${userId}/password-reset-link`);
    let url: string = res.body.url;
    if (res.status === 202) {
      const second = await signUpAs(t, 'admin');
      url = (await second.agent.post(`/api/admin/password-reset-links/${res.body.id}/approve`).expect(200)).body.url;
    } else expect(res.status).toBe(201);
    return new URL(url).searchParams.get('token')!;
  }

  const confirm = (token: string, newPassword = NEW_PASSWORD) => t.agent().post('/api/auth/password-reset/confirm').send({ token, newPassword });
  const passkeyCount = async (userId: string) => (await t.db.query(`SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1`, [userId]))[0].n as number;
  const liveLinks = async (userId: string) =>
    (await t.db.query(`SELECT count(*)::int AS n FROM password_resets WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()`, [userId]))[0].n as number;

  describe('a reset removes every passkey', () => {
    it('an emailed reset: a passkey added before it no longer signs in', async () => {
      const m = await signUpAs(t, 'member');
      const { authenticator } = await addPasskey(m.agent);
      expect(await passkeySignIn(t, authenticator)).toBe(200);
      await confirm(await emailedLink(t, m.user.id)).expect(204);
      expect(await passkeyCount(m.user.id)).toBe(0);
      expect(await passkeySignIn(t, authenticator)).toBe(401);
      await m.agent.get('/api/auth/user').expect(401);
    });

    it('an admin link: a passkey added before it no longer signs in, and every other link is void', async () => {
      const m = await signUpAs(t, 'member');
      const { authenticator } = await addPasskey(m.agent, 'Planted');
      const emailed = await emailedLink(t, m.user.id);
      await confirm(await adminLink(m.user.id)).expect(204);
      expect(await passkeySignIn(t, authenticator)).toBe(401);
      expect((await confirm(emailed, 'yet-another-password').expect(400)).body.message).toBe(INVALID_LINK);
      await t.agent().post('/api/auth/login').send({ email: m.email, password: NEW_PASSWORD }).expect(200);
    });
  });

  describe('a password change voids every reset link', () => {
    it('an emailed link and an admin link made before a Settings password change no longer work', async () => {
      const m = await signUpAs(t, 'member');
      const emailed = await emailedLink(t, m.user.id);
      const byAdmin = await adminLink(m.user.id);
      await m.agent.put('/api/account/password').send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
      expect(await liveLinks(m.user.id)).toBe(0);
      expect((await confirm(emailed, 'the-abusers-password').expect(400)).body.message).toBe(INVALID_LINK);
      expect((await confirm(byAdmin, 'the-abusers-password').expect(400)).body.message).toBe(INVALID_LINK);
      await t.agent().post('/api/auth/login').send({ email: m.email, password: NEW_PASSWORD }).expect(200);
    });
  });

  describe('GET /api/account/safety-check', () => {
    it('lists every way in: devices, passkeys (where and when added), pending links, the email and recent events; never a token, hash or session id', async () => {
      const m = await signUpAs(t, 'member');
      await signInAgain(m.email);
      await addPasskey(m.agent, 'Phone');
      const emailed = await emailedLink(t, m.user.id);
      const byAdmin = await adminLink(m.user.id);
      const res = await m.agent.get('/api/account/safety-check').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.body;
      expect(Object.keys(body).sort()).toEqual(['email', 'events', 'passkeys', 'resetLinks', 'sessions']);
      expect(body.sessions).toHaveLength(2);
      expect(body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
      expect(body.sessions.map((s: { device: string }) => s.device)).toContain('Firefox on Android');
      expect(body.passkeys).toEqual([
        expect.objectContaining({ name: 'Phone', createdAt: expect.any(String), addedFrom: { device: expect.any(String), currentSession: true } }),
      ]);
      expect(body.resetLinks.map((l: { kind: string }) => l.kind).sort()).toEqual(['admin', 'email']);
      for (const link of body.resetLinks) expect(Object.keys(link).sort()).toEqual(['createdAt', 'expiresAt', 'kind']);
      expect(body.email).toEqual({ address: m.email, changedAt: null });
      const kinds = body.events.map((e: { kind: string }) => e.kind);
      expect(kinds).toContain('security.passkey_added');
      expect(kinds).toContain('security.sign_in');
      expect(body.events.find((e: { kind: string }) => e.kind === 'security.sign_in')).toMatchObject({ at: expect.any(String), sentence: expect.any(String), data: { device: 'Firefox on Android' } });

      const text = res.text;
      const secrets: string[] = [emailed, byAdmin, tokenHash(emailed), tokenHash(byAdmin), sidOf(m.cookie)];
      const [{ password_hash }] = await t.db.query(`SELECT password_hash FROM users WHERE id = $1`, [m.user.id]);
      for (const row of await t.db.query(`SELECT sid FROM sessions WHERE user_id = $1`, [m.user.id])) secrets.push(row.sid);
      for (const row of await t.db.query(`SELECT id FROM password_resets WHERE user_id = $1`, [m.user.id])) secrets.push(row.id);
      secrets.push(password_hash);
      for (const secret of secrets) expect(secret.length > 10 && !text.includes(secret)).toBe(true);
      expect(text).not.toMatch(/argon|token|hash/i);
    });

    it('says when the email address changed; answers only the caller\'s own account; asks to sign in', async () => {
      const m = await signUpAs(t, 'member');
      const other = await signUpAs(t, 'member');
      await addPasskey(other.agent);
      await t.db.query(`UPDATE users SET email = $2 WHERE id = $1`, [m.user.id, `changed-${m.email}`]);
      const body = (await m.agent.get('/api/account/safety-check').expect(200)).body;
      expect(body.email.address).toBe(`changed-${m.email}`);
      expect(Date.now() - new Date(body.email.changedAt).getTime()).toBeLessThan(60_000);
      expect(body.passkeys).toEqual([]);
      await t.agent().get('/api/account/safety-check').expect(401);
    });
  });

  describe('POST /api/account/secure', () => {
    it('with a wrong password changes nothing', async () => {
      const m = await signUpAs(t, 'member');
      const other = await signInAgain(m.email);
      const { authenticator } = await addPasskey(m.agent);
      const token = await emailedLink(t, m.user.id);
      const res = await m.agent.post('/api/account/secure').send({ password: 'not-her-password', newPassword: NEW_PASSWORD }).expect(400);
      expect(res.body).toMatchObject({ code: 'account.wrongPassword', message: 'That password is not correct' });
      await other.get('/api/auth/user').expect(200);
      await m.agent.get('/api/auth/user').expect(200);
      expect(await passkeySignIn(t, authenticator)).toBe(200);
      expect(await liveLinks(m.user.id)).toBe(1);
      await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(200);
      await confirm(token).expect(204);
    });

    it('ends every other session but hers (a copy of her cookie too), keeps only the kept passkeys, voids the links and sets the new password, quietly', async () => {
      const m = await signUpAs(t, 'member');
      const other = await signInAgain(m.email);
      const kept = await addPasskey(m.agent, 'Mine');
      const planted = await addPasskey(other, 'Planted');
      const emailed = await emailedLink(t, m.user.id);
      const byAdmin = await adminLink(m.user.id);
      const notificationsBefore = (await t.db.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1`, [m.user.id]))[0].n;
      const copiedCookie = m.cookie;

      const res = await m.agent.post('/api/account/secure').send({ password: PASSWORD, keepPasskeyIds: [kept.passkey.id], newPassword: NEW_PASSWORD }).expect(200);
      expect(res.body).toEqual({ endedSessions: 1, removedPasskeys: 1, voidedResetLinks: 2 });

      await m.agent.get('/api/auth/user').expect(200);
      await other.get('/api/auth/user').expect(401);
      await t.agent().get('/api/auth/user').set('Cookie', copiedCookie).expect(401);
      expect(await passkeySignIn(t, kept.authenticator)).toBe(200);
      expect(await passkeySignIn(t, planted.authenticator)).toBe(401);
      await confirm(emailed, 'the-abusers-password').expect(400);
      await confirm(byAdmin, 'the-abusers-password').expect(400);
      await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(401);
      // Nothing announced: no notification (so no email) about the password or the passkey.
      const after = await t.db.query(`SELECT kind FROM notifications WHERE user_id = $1 ORDER BY created_at`, [m.user.id]);
      expect(after.slice(notificationsBefore).map((n: { kind: string }) => n.kind)).toEqual(['security.sign_in']); // the passkey sign-in above
      await t.agent().post('/api/auth/login').send({ email: m.email, password: NEW_PASSWORD }).expect(200);
    });

    it('without keepPasskeyIds or a new password removes every passkey and keeps the password', async () => {
      const m = await signUpAs(t, 'member');
      await addPasskey(m.agent, 'One');
      await addPasskey(m.agent, 'Two');
      expect((await m.agent.post('/api/account/secure').send({ password: PASSWORD }).expect(200)).body).toEqual({ endedSessions: 0, removedPasskeys: 2, voidedResetLinks: 0 });
      expect(await passkeyCount(m.user.id)).toBe(0);
      await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(200);
    });

    it('refuses another member\'s passkey id (404), the same password as new, and bad input, changing nothing', async () => {
      const m = await signUpAs(t, 'member');
      const other = await signUpAs(t, 'member');
      const theirs = await addPasskey(other.agent);
      const mine = await addPasskey(m.agent);
      const device = await signInAgain(m.email);
      const notFound = await m.agent.post('/api/account/secure').send({ password: PASSWORD, keepPasskeyIds: [theirs.passkey.id] }).expect(404);
      expect(notFound.body.message).toBe('Passkey not found');
      await m.agent.post('/api/account/secure').send({ password: PASSWORD, newPassword: PASSWORD }).expect(400);
      await m.agent.post('/api/account/secure').send({ password: PASSWORD, keepPasskeyIds: 'all' }).expect(400);
      await m.agent.post('/api/account/secure').send({ password: PASSWORD, keepPasskeyIds: ['not-a-uuid'] }).expect(400);
      await m.agent.post('/api/account/secure').send({ password: PASSWORD, newPassword: 'short' }).expect(400);
      await device.get('/api/auth/user').expect(200);
      expect(await passkeyCount(m.user.id)).toBe(1);
      expect(await passkeyCount(other.user.id)).toBe(1);
      expect(await passkeySignIn(t, mine.authenticator)).toBe(200);
    });

    it('two at once (from two of her devices, and twice from one) never fail with a 5xx and leave no way in but a session', async () => {
      const m = await signUpAs(t, 'member');
      const other = await signInAgain(m.email);
      await addPasskey(m.agent);
      await emailedLink(t, m.user.id);
      const statuses = (
        await Promise.all([
          m.agent.post('/api/account/secure').send({ password: PASSWORD }),
          other.post('/api/account/secure').send({ password: PASSWORD }),
          m.agent.post('/api/account/secure').send({ password: PASSWORD }),
        ])
      ).map((r) => r.status);
      for (const status of statuses) expect([200, 401]).toContain(status);
      expect(statuses).toContain(200);
      expect(await passkeyCount(m.user.id)).toBe(0);
      expect(await liveLinks(m.user.id)).toBe(0);
    });
  });
});
