import { DEVICE_COOKIE } from '../src/modules/auth/device-cookie';
import type { NotificationItem } from '@pfe/contracts';
import { addPasskey } from './support/passkeys';
import { createTestApp, PASSWORD, signUpAs, TestApp, uniqueEmail } from './support/test-app';

const NEW_PASSWORD = 'a-brand-new-password';
const WRONG = 'not-her-password-at-all';

/** The cookie names a response sets. */
const cookiesSet = (res: { headers: Record<string, unknown> }) => ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split('=')[0]);

/**
 * Issue 27: budgets per holder, not per household. Everyone here shares one address (127.0.0.1),
 * as a household shares its router's; the limits are the production defaults (30 per address,
 * 10 per account and address, in 15 minutes).
 */
describe('Password budgets per holder (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX_PER_IP: '30', RATE_LIMIT_MAX_PER_ACCOUNT: '10', RATE_LIMIT_WINDOW_SECONDS: '900' });
  });
  afterAll(() => t.close());

  it('a stolen session sending 12 wrong passwords at once spends its own budget only: it is ended after 10, she is told once, and her own password change goes through', async () => {
    const her = await signUpAs(t, 'member');
    const thief = t.agent();
    await thief.post('/api/auth/login').send({ email: her.email, password: PASSWORD }).expect(200);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => thief.post('/api/account/passkeys/registration-options').send({ password: WRONG })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses).not.toContain(429);
    expect(statuses).not.toContain(200);
    // At most 9 answered "wrong password" while the session lasted; the rest found it ended.
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(9);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(3);
    await thief.get('/api/auth/user').expect(401);
    expect(await t.db.query(`SELECT 1 FROM sessions WHERE user_id = $1`, [her.user.id])).toHaveLength(1);

    const changed = await her.agent.put('/api/account/password').send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
    expect(changed.body.endedSessions).toBe(0);
    const items = (await her.agent.get('/api/notifications').expect(200)).body.items as NotificationItem[];
    expect(items.filter((n) => n.kind === 'security.session_guessing')).toHaveLength(1);
  });

  it('one at a time, the tenth wrong password ends the session; the budget of her own session is whole', async () => {
    const her = await signUpAs(t, 'member');
    const thief = t.agent();
    await thief.post('/api/auth/login').send({ email: her.email, password: PASSWORD }).expect(200);
    for (let i = 0; i < 9; i++) await thief.delete('/api/account').send({ password: WRONG }).expect(400);
    const last = await thief.delete('/api/account').send({ password: WRONG }).expect(401);
    expect(last.body.message).toBe('Too many wrong passwords: this session was signed out. Sign in again.');
    await thief.get('/api/auth/user').expect(401);
    // Her own session, same address: her budget is whole.
    for (let i = 0; i < 9; i++) await her.agent.post('/api/account/passkeys/registration-options').send({ password: WRONG }).expect(400);
    await her.agent.post('/api/account/passkeys/registration-options').send({ password: PASSWORD }).expect(200);
    const [{ deleted }] = await t.db.query(`SELECT deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1`, [her.user.id]);
    expect(deleted).toBe(false);
  });

  it('every way of signing in gives the browser its device cookie: registering, a password and a passkey', async () => {
    const registered = await t.agent().post('/api/auth/register').send({ email: uniqueEmail(), password: PASSWORD }).expect(201);
    expect(cookiesSet(registered)).toContain(DEVICE_COOKIE);
    const her = await signUpAs(t, 'member');
    const { authenticator } = await addPasskey(her.agent);
    const device = t.agent();
    const options = (await device.post('/api/auth/passkey/options').expect(200)).body;
    const verified = await device.post('/api/auth/passkey/verify').send({ response: authenticator.authenticate(options) }).expect(200);
    expect(cookiesSet(verified)).toContain(DEVICE_COOKIE);
  });

  it('a device cookie counts its own failures, and only for the account it signed in to', async () => {
    const [her, other] = [await signUpAs(t, 'member'), await signUpAs(t, 'member')];
    const browser = t.agent();
    await browser.post('/api/auth/login').send({ email: her.email, password: PASSWORD }).expect(200);
    await browser.post('/api/auth/logout').expect(204);
    for (let i = 0; i < 10; i++) await browser.post('/api/auth/login').send({ email: her.email, password: WRONG }).expect(401);
    await browser.post('/api/auth/login').send({ email: her.email, password: PASSWORD }).expect(429);
    // Those failures were the browser's own: an untrusted client still has its budget for her account.
    await t.agent().post('/api/auth/login').send({ email: her.email, password: PASSWORD }).expect(200);
    // For another account the browser is an untrusted client: its failures lock out untrusted clients.
    for (let i = 0; i < 10; i++) await browser.post('/api/auth/login').send({ email: other.email, password: WRONG }).expect(401);
    await t.agent().post('/api/auth/login').send({ email: other.email, password: PASSWORD }).expect(429);
  });

  it('a flood of wrong sign-ins for her account from an untrusted client locks out untrusted clients only: her browser with the device cookie still signs in', async () => {
    const her = await signUpAs(t, 'member');
    // Her browser signed in before (and out since): it keeps the device cookie.
    const browser = t.agent();
    const signedIn = await browser.post('/api/auth/login').send({ email: her.email, password: PASSWORD }).expect(200);
    expect(cookiesSet(signedIn)).toContain(DEVICE_COOKIE);
    const signedOut = await browser.post('/api/auth/logout').expect(204);
    expect(cookiesSet(signedOut)).not.toContain(DEVICE_COOKIE);

    const flood = await Promise.all(Array.from({ length: 40 }, () => t.agent().post('/api/auth/login').send({ email: her.email, password: WRONG })));
    const statuses = flood.map((r) => r.status).sort();
    // 10 wrong answers at most (the account's budget from this address), the rest refused unchecked.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 401 || s === 429)).toHaveLength(40);
    // Any untrusted client on this address is locked out, the right password included...
    await t.agent().post('/api/auth/login').send({ email: her.email, password: PASSWORD }).expect(429);
    // ...and so is a made-up device cookie.
    await t.agent().post('/api/auth/login').set('Cookie', `${DEVICE_COOKIE}=${'a'.repeat(22)}.${'b'.repeat(43)}`).send({ email: her.email, password: PASSWORD }).expect(429);
    // Her browser is not.
    await browser.post('/api/auth/login').send({ email: her.email, password: PASSWORD }).expect(200);
    await browser.get('/api/auth/user').expect(200);
  });
});
