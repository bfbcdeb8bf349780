import { randomUUID } from 'node:crypto';
import { SoftwareAuthenticator } from './support/software-authenticator';
import { createTestApp, PASSWORD, signUp, signUpAs, TestApp, uniqueEmail } from './support/test-app';

type Member = Awaited<ReturnType<typeof signUpAs>>;

const PROFILE = { nickname: 'Wren', gender: 'female', genderPreference: 'any', country: 'United States', timezone: 'America/New_York', timezonePreference: 'same_timezone' };
const NEW_PASSWORD = 'a-brand-new-passphrase';

describe('Account safety and control (e2e)', () => {
  let t: TestApp;
  let admin: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAs(t, 'admin');
  });
  afterAll(() => t.close());

  /** Another signed-in device of the same member. */
  async function signInAgain(email: string, password = PASSWORD, userAgent = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0') {
    const agent = t.agent();
    await agent.post('/api/auth/login').set('User-Agent', userAgent).send({ email, password }).expect(200);
    return agent;
  }

  async function memberWithProfile(nickname: string) {
    const m = await signUpAs(t, 'member');
    await m.agent.post('/api/supportmatch/profile').send({ ...PROFILE, nickname }).expect(201);
    return m;
  }

  /** Two members in an active partnership (made directly: matching is tested elsewhere). */
  async function partners(a: Member, b: Member): Promise<string> {
    const [{ id }] = await t.db.query(`INSERT INTO partnerships (user1_id, user2_id, status) VALUES ($1, $2, 'active') RETURNING id`, [a.user.id, b.user.id]);
    return id;
  }

  const count = async (sql: string, params: unknown[]) => (await t.db.query(sql, params))[0].n as number;

  describe('settings', () => {
    it('reads false by default, stores each setting on its own, and refuses anything but a boolean', async () => {
      const m = await signUp(t);
      expect((await m.agent.get('/api/account/settings').expect(200)).body).toEqual({ discreetMode: false, quickExitKeepsSignedIn: false });
      expect((await m.agent.put('/api/account/settings').send({ discreetMode: true }).expect(200)).body).toEqual({ discreetMode: true, quickExitKeepsSignedIn: false });
      expect((await m.agent.put('/api/account/settings').send({ quickExitKeepsSignedIn: true }).expect(200)).body).toEqual({ discreetMode: true, quickExitKeepsSignedIn: true });
      expect((await m.agent.get('/api/account/settings').expect(200)).body).toEqual({ discreetMode: true, quickExitKeepsSignedIn: true });
      for (const body of [{}, { discreetMode: 'yes' }, { discreetMode: null }, { quickExitKeepsSignedIn: 'no' }, { quickExitKeepsSignedIn: null }, { discreetMode: true, isAdmin: true }]) {
        await m.agent.put('/api/account/settings').send(body).expect(400);
      }
      expect((await m.agent.get('/api/account/settings').expect(200)).body).toEqual({ discreetMode: true, quickExitKeepsSignedIn: true });
      await t.agent().get('/api/account/settings').expect(401);
    });
  });

  describe('sessions', () => {
    it('lists own sessions with opaque ids, the current flag and a device description, never the token', async () => {
      const m = await signUp(t);
      await signInAgain(m.email);
      const res = await m.agent.get('/api/account/sessions').expect(200);
      expect(res.body).toHaveLength(2);
      const [current, other] = res.body;
      expect(current).toMatchObject({ current: true });
      expect(other).toMatchObject({ current: false, device: 'Firefox on Android' });
      for (const s of res.body) {
        expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'lastSeenAt']);
        expect(new Date(s.lastSeenAt).getTime()).toBeGreaterThan(Date.now() - 10 * 60 * 1000);
        expect(s.createdAt).toEqual(expect.any(String));
      }
      const sids: { sid: string }[] = await t.db.query(`SELECT sid FROM sessions WHERE user_id = $1`, [m.user.id]);
      for (const { sid } of sids) expect(JSON.stringify(res.body)).not.toContain(sid);
      expect(m.cookie).not.toContain(current.id);
    });

    it('revokes one own session at once; another member\'s session id is a 404 and stays signed in', async () => {
      const m = await signUp(t);
      const phone = await signInAgain(m.email);
      const stranger = await signUp(t);
      const list = (await m.agent.get('/api/account/sessions').expect(200)).body;
      const other = list.find((s: { current: boolean }) => !s.current);
      await stranger.agent.delete(`/api/account/sessions/${other.id}`).expect(404);
      await phone.get('/api/auth/user').expect(200);
      await m.agent.delete('/api/account/sessions/not-a-handle').expect(404);
      await m.agent.delete(`/api/account/sessions/${'A'.repeat(32)}`).expect(404);
      await m.agent.delete(`/api/account/sessions/${other.id}`).expect(204);
      await phone.get('/api/auth/user').expect(401);
      await m.agent.get('/api/auth/user').expect(200);
      await m.agent.delete(`/api/account/sessions/${other.id}`).expect(404);
      expect((await m.agent.get('/api/account/sessions').expect(200)).body).toHaveLength(1);
    });

    it('revokes every other session and keeps the current one', async () => {
      const m = await signUp(t);
      const a = await signInAgain(m.email);
      const b = await signInAgain(m.email);
      const bystander = await signUp(t);
      expect((await m.agent.post('/api/account/sessions/revoke-others').expect(200)).body).toEqual({ ended: 2 });
      await a.get('/api/auth/user').expect(401);
      await b.get('/api/auth/user').expect(401);
      await m.agent.get('/api/auth/user').expect(200);
      await bystander.agent.get('/api/auth/user').expect(200);
    });
  });

  describe('password change', () => {
    it('needs the current password, ends every other session, and the new password signs in', async () => {
      const m = await signUp(t);
      const phone = await signInAgain(m.email);
      await m.agent.put('/api/account/password').send({ currentPassword: 'wrong-password-here', newPassword: NEW_PASSWORD }).expect(400);
      await phone.get('/api/auth/user').expect(200);
      await m.agent.put('/api/account/password').send({ currentPassword: PASSWORD, newPassword: 'short' }).expect(400);
      await m.agent.put('/api/account/password').send({ currentPassword: PASSWORD, newPassword: PASSWORD }).expect(400);
      const res = await m.agent.put('/api/account/password').send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
      expect(res.body).toEqual({ endedSessions: 1, removedPasskeys: 0 });
      await phone.get('/api/auth/user').expect(401);
      await m.agent.get('/api/auth/user').expect(200);
      await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(401);
      await t.agent().post('/api/auth/login').send({ email: m.email, password: NEW_PASSWORD }).expect(200);
    });
  });

  describe('export', () => {
    it('holds everything about the caller across the core and SupportMatch, as an attachment, and nothing it must not', async () => {
      const m = await memberWithProfile('Heron');
      const partner = await memberWithProfile('Kestrel');
      await t.db.query(`UPDATE users SET first_name = 'Secret', last_name = 'Surname' WHERE id = $1`, [partner.user.id]);
      const pid = await partners(m, partner);
      await m.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: pid, content: 'my own words' }).expect(201);
      await partner.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: pid, content: 'the partner wrote this' }).expect(201);
      await t.db.query(
        `INSERT INTO reports (reporter_id, reported_user_id, partnership_id, reason, description) VALUES ($1, $2, $3, 'harassment', 'what I reported')`,
        [m.user.id, partner.user.id, pid],
      );
      const blocked = await memberWithProfile('Plover');
      await m.agent.post('/api/blocks').send({ userId: blocked.user.id, reason: 'my reason' }).expect(201);
      await admin.agent.post('/api/admin/payments').send({ userId: m.user.id, amount: 7, paymentDate: new Date().toISOString(), paymentMethod: 'cash' }).expect(201);
      await m.agent.put('/api/account/settings').send({ discreetMode: true }).expect(200);
      await signInAgain(m.email);

      const res = await m.agent.get('/api/account/export').expect(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="account-export-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(res.headers['cache-control']).toContain('no-store');
      const { sections } = res.body;
      expect(res.body.format).toBe('pfe-account-export/1');
      expect(Object.keys(sections).sort()).toEqual(['account', 'blocks', 'invite', 'lighthouse', 'notifications', 'passkeys', 'payments', 'sessions', 'settings', 'sleepstories', 'socketrelay', 'supportmatch']);
      expect(sections.account).toMatchObject({ id: m.user.id, email: m.email });
      expect(sections.invite).toBeNull(); // made a member directly, without a redemption
      expect(sections.payments).toEqual([expect.objectContaining({ amount: '7.00', paymentMethod: 'cash' })]);
      expect(sections.sessions).toHaveLength(2);
      expect(sections.settings).toMatchObject({ discreetMode: true });
      expect(sections.blocks).toEqual([expect.objectContaining({ blockedUserId: blocked.user.id, reason: 'my reason' })]);
      expect(sections.supportmatch.profile).toMatchObject({ nickname: 'Heron' });
      expect(sections.supportmatch.partnerships).toEqual([expect.objectContaining({ id: pid, status: 'active', partnerNickname: 'Kestrel' })]);
      expect(sections.supportmatch.messagesSent).toEqual([expect.objectContaining({ partnershipId: pid, content: 'my own words' })]);
      expect(sections.supportmatch.reportsFiled).toEqual([expect.objectContaining({ reason: 'harassment', description: 'what I reported', reportedNickname: 'Kestrel' })]);
      expect(sections.supportmatch.matchingStatus).toMatchObject({ state: 'matched' });

      const text = res.text;
      const [{ password_hash: hash }] = await t.db.query(`SELECT password_hash FROM users WHERE id = $1`, [m.user.id]);
      expect(text).not.toContain(hash);
      expect(text).not.toMatch(/argon2|password/i);
      for (const { sid } of await t.db.query(`SELECT sid FROM sessions WHERE user_id = $1`, [m.user.id])) expect(text).not.toContain(sid);
      expect(text).not.toContain(partner.email);
      expect(text).not.toContain('Secret');
      expect(text).not.toContain('Surname');
      expect(text).not.toContain(partner.user.id);
      expect(text).not.toContain('the partner wrote this');
      expect(text).not.toContain(admin.email);
      expect(text).not.toContain(blocked.email);
    });

    it('exports only the caller\'s own data and needs a session', async () => {
      const m = await signUp(t);
      const res = await m.agent.get('/api/account/export').expect(200);
      expect(res.body.sections.supportmatch).toMatchObject({ profile: null, partnerships: [], messagesSent: [], reportsFiled: [], matchingStatus: null });
      expect(res.body.sections.payments).toEqual([]);
      await t.agent().get('/api/account/export').expect(401);
    });
  });

  describe('deletion', () => {
    it('refuses a wrong password and changes nothing', async () => {
      const m = await memberWithProfile('Stays');
      const before = await t.db.query(`SELECT email, first_name, password_hash, deleted_at FROM users WHERE id = $1`, [m.user.id]);
      await m.agent.delete('/api/account').send({ password: 'not-my-password' }).expect(400);
      await m.agent.delete('/api/account').send({}).expect(400);
      await m.agent.delete('/api/account').expect(400);
      expect(await t.db.query(`SELECT email, first_name, password_hash, deleted_at FROM users WHERE id = $1`, [m.user.id])).toEqual(before);
      await m.agent.get('/api/auth/user').expect(200);
      expect((await m.agent.get('/api/supportmatch/profile').expect(200)).body.nickname).toBe('Stays');
    });

    it('erases the person, ends every session, keeps anonymised records, and the partner sees a former member', async () => {
      const m = await memberWithProfile('Leaving');
      await t.db.query(`UPDATE users SET first_name = 'Real', last_name = 'Name' WHERE id = $1`, [m.user.id]);
      const partner = await memberWithProfile('Staying');
      const pid = await partners(m, partner);
      await m.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: pid, content: 'something I said' }).expect(201);
      await partner.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: pid, content: 'something my partner said' }).expect(201);
      const reported = await memberWithProfile('Reported');
      await t.db.query(`INSERT INTO reports (reporter_id, reported_user_id, reason, description) VALUES ($1, $2, 'other', 'kept as a record')`, [m.user.id, reported.user.id]);
      await m.agent.post('/api/blocks').send({ userId: reported.user.id }).expect(201);
      await m.agent.put('/api/account/settings').send({ discreetMode: true }).expect(200);
      await t.db.query(
        `INSERT INTO passkeys (user_id, credential_id, public_key, device_type, name) VALUES ($1, 'cred-to-erase', '\\x00', 'singleDevice', 'Phone')`,
        [m.user.id],
      );
      const payment = await admin.agent.post('/api/admin/payments').send({ userId: m.user.id, amount: 3, paymentDate: new Date().toISOString(), paymentMethod: 'zelle' }).expect(201);
      const phone = await signInAgain(m.email);

      await m.agent.delete('/api/account').send({ password: PASSWORD }).expect(204);

      // Signed out everywhere, and no way back in.
      await m.agent.get('/api/auth/user').expect(401);
      await phone.get('/api/auth/user').expect(401);
      expect(await count(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1`, [m.user.id])).toBe(0);
      await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(401);

      // The person is gone from the row, which stays as a record.
      const [row] = await t.db.query(`SELECT email, first_name, last_name, password_hash, is_admin, deleted_at FROM users WHERE id = $1`, [m.user.id]);
      expect(row).toMatchObject({ email: `deleted-${m.user.id}@deleted.invalid`, first_name: null, last_name: null, password_hash: null, is_admin: false });
      expect(row.deleted_at).not.toBeNull();
      expect(await count(`SELECT count(*)::int AS n FROM support_match_profiles WHERE user_id = $1`, [m.user.id])).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM blocks WHERE user_id = $1`, [m.user.id])).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM user_settings WHERE user_id = $1`, [m.user.id])).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1`, [m.user.id])).toBe(0);
      const messages = await t.db.query(`SELECT sender_id, content FROM messages WHERE partnership_id = $1 ORDER BY created_at`, [pid]);
      expect(messages).toEqual([
        { sender_id: m.user.id, content: '' },
        { sender_id: partner.user.id, content: 'something my partner said' },
      ]);
      expect(await count(`SELECT count(*)::int AS n FROM reports WHERE reporter_id = $1 AND description = 'kept as a record'`, [m.user.id])).toBe(1);
      expect(await count(`SELECT count(*)::int AS n FROM admin_action_logs WHERE action = 'delete_account' AND target_id = $1`, [m.user.id])).toBe(1);

      // Payments stay, shown to admins as "Deleted member".
      const payments = await admin.agent.get(`/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ userId: m.user.id }))}`).expect(200);
      const kept = payments.body.find((p: { id: string }) => p.id === payment.body.id);
      expect(kept).toMatchObject({ amount: '3.00', user: { id: m.user.id, email: null, firstName: 'Deleted member', lastName: null } });
      expect((await admin.agent.get(`/api/admin/users/${m.user.id}`).expect(200)).body).toMatchObject({ firstName: 'Deleted member', lastName: null });
      await admin.agent.post('/api/admin/payments').send({ userId: m.user.id, amount: 3, paymentDate: new Date().toISOString(), paymentMethod: 'zelle' }).expect(400);

      // The partner: the partnership ended early (as after a block), the chat is closed.
      expect((await partner.agent.get('/api/supportmatch/partnership/active').expect(200)).text).toBe('');
      expect((await partner.agent.get('/api/supportmatch/partnership/history').expect(200)).body).toEqual([expect.objectContaining({ id: pid, status: 'ended_early' })]);
      await partner.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: pid, content: 'hello?' }).expect(404);
      const partnerExport = (await partner.agent.get('/api/account/export').expect(200)).body.sections.supportmatch;
      expect(partnerExport.partnerships).toEqual([expect.objectContaining({ id: pid, partnerNickname: 'a former member' })]);
      expect(JSON.stringify(partnerExport)).not.toContain('Leaving');

      // The email can be registered again by someone new; the record does not block it.
      await t.agent().post('/api/auth/register').send({ email: m.email, password: PASSWORD }).expect(201);
    });

    it('refuses the last admin (409) and deletes an admin when another remains', async () => {
      await t.db.query(`UPDATE users SET is_admin = false WHERE id <> $1`, [admin.user.id]);
      await admin.agent.delete('/api/account').send({ password: PASSWORD }).expect(409);
      await admin.agent.get('/api/auth/user').expect(200);
      const second = await signUpAs(t, 'admin');
      await second.agent.delete('/api/account').send({ password: PASSWORD }).expect(204);
      await admin.agent.delete('/api/account').send({ password: PASSWORD }).expect(409);
      expect(await count(`SELECT count(*)::int AS n FROM users WHERE is_admin`, [])).toBe(1);
    });

    it('lets only one of two admins deleting at once go when they are the last two', async () => {
      await t.db.query(`UPDATE users SET is_admin = false WHERE id <> $1`, [admin.user.id]);
      const a = await signUpAs(t, 'admin');
      const b = await signUpAs(t, 'admin');
      // Three admins: `admin` is kept out of the race by demoting it directly.
      await t.db.query(`UPDATE users SET is_admin = false WHERE id = $1`, [admin.user.id]);
      const results = await Promise.all([a, b].map((x) => x.agent.delete('/api/account').send({ password: PASSWORD })));
      expect(results.map((r) => r.status).sort()).toEqual([204, 409]);
      expect(await count(`SELECT count(*)::int AS n FROM users WHERE is_admin AND deleted_at IS NULL`, [])).toBe(1);
      await t.db.query(`UPDATE users SET is_admin = true WHERE id = $1`, [admin.user.id]);
    });

    it('a deletion racing a demotion never leaves the platform without an admin', async () => {
      await t.db.query(`UPDATE users SET is_admin = false WHERE id <> $1`, [admin.user.id]);
      const other = await signUpAs(t, 'admin');
      const [deletion, demotion] = await Promise.all([
        other.agent.delete('/api/account').send({ password: PASSWORD }),
        other.agent.put(`/api/admin/users/${admin.user.id}`).send({ isAdmin: false }),
      ]);
      expect([deletion.status, demotion.status].filter((s) => s < 300).length).toBeLessThanOrEqual(1);
      expect(await count(`SELECT count(*)::int AS n FROM users WHERE is_admin AND deleted_at IS NULL`, [])).toBeGreaterThanOrEqual(1);
      await t.db.query(`UPDATE users SET is_admin = true WHERE id = $1`, [admin.user.id]);
    });

    it('deletes once when asked twice at once', async () => {
      const m = await signUp(t);
      const results = await Promise.all([0, 1].map(() => m.agent.delete('/api/account').send({ password: PASSWORD })));
      expect(results.map((r) => r.status).sort()).toEqual([204, expect.any(Number)]);
      expect(results.filter((r) => r.status === 204)).toHaveLength(1);
      expect(await count(`SELECT count(*)::int AS n FROM admin_action_logs WHERE action = 'delete_account' AND target_id = $1`, [m.user.id])).toBe(1);
    });

    it('a deleted account cannot be made an admin again', async () => {
      const m = await signUp(t, { email: uniqueEmail('gone') });
      await m.agent.delete('/api/account').send({ password: PASSWORD }).expect(204);
      await admin.agent.put(`/api/admin/users/${m.user.id}`).send({ isAdmin: true }).expect(409);
    });
  });

  describe('passkeys', () => {
    it('offers discoverable registration with user verification preferred, bound to the configured relying party', async () => {
      const m = await signUp(t);
      const res = await m.agent.post('/api/account/passkeys/registration-options').send({ password: PASSWORD }).expect(200);
      expect(res.body).toMatchObject({ rp: { id: 'localhost' }, authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' }, attestation: 'none' });
      expect(res.body.challenge).toEqual(expect.any(String));
      expect((await m.agent.get('/api/account/passkeys').expect(200)).body).toEqual([]);
    });

    it('refuses a registration or a sign-in without a pending challenge, and a forged answer changes nothing', async () => {
      const m = await signUp(t);
      const forged = { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'e30' }, clientExtensionResults: {} };
      await m.agent.post('/api/account/passkeys').send({ name: 'Phone', response: forged }).expect(400);
      await m.agent.post('/api/account/passkeys/registration-options').send({ password: PASSWORD }).expect(200);
      await m.agent.post('/api/account/passkeys').send({ name: 'Phone', response: forged }).expect(400);
      // The challenge was single use.
      await m.agent.post('/api/account/passkeys').send({ name: 'Phone', response: forged }).expect(400);
      expect((await m.agent.get('/api/account/passkeys').expect(200)).body).toEqual([]);

      const visitor = t.agent();
      await visitor.post('/api/auth/passkey/verify').send({ response: forged }).expect(400);
      const options = await visitor.post('/api/auth/passkey/options').expect(200);
      expect(options.body).toMatchObject({ rpId: 'localhost', userVerification: 'preferred', allowCredentials: [] });
      await visitor.post('/api/auth/passkey/verify').send({ response: forged }).expect(401);
      await visitor.get('/api/auth/user').expect(401);
    });

    /** Adds a software passkey to the member's account through the API. */
    async function addPasskey(m: Member | Awaited<ReturnType<typeof signUp>>, name = 'Laptop') {
      const authenticator = new SoftwareAuthenticator();
      const options = (await m.agent.post('/api/account/passkeys/registration-options').send({ password: PASSWORD }).expect(200)).body;
      const res = await m.agent.post('/api/account/passkeys').send({ name, response: authenticator.register(options) }).expect(201);
      return { authenticator, passkey: res.body };
    }

    const sidOf = (res: { headers: Record<string, unknown> }) =>
      ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => /^pfe\.sid=([^;]+)/.exec(c)?.[1]).find(Boolean);

    it('registers a passkey and signs in with it alone, on a fresh session id, updating its counter', async () => {
      const m = await signUpAs(t, 'member');
      const { authenticator, passkey } = await addPasskey(m);
      expect(passkey).toMatchObject({ name: 'Laptop', lastUsedAt: null, backedUp: false });
      expect(Object.keys(passkey).sort()).toEqual(['addedFrom', 'backedUp', 'createdAt', 'id', 'lastUsedAt', 'name']);
      expect(passkey.addedFrom).toEqual({ device: expect.any(String), currentSession: true });
      // The same authenticator cannot be registered twice.
      const again = (await m.agent.post('/api/account/passkeys/registration-options').send({ password: PASSWORD }).expect(200)).body;
      expect(again.excludeCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);

      const device = t.agent();
      const options = await device.post('/api/auth/passkey/options').expect(200);
      const anonymousSid = sidOf(options);
      expect(anonymousSid).toBeDefined();
      const assertion = authenticator.authenticate(options.body);
      const signedIn = await device.post('/api/auth/passkey/verify').send({ response: assertion }).expect(200);
      expect(signedIn.body).toMatchObject({ id: m.user.id, email: m.email });
      expect(sidOf(signedIn)).toBeDefined();
      expect(sidOf(signedIn)).not.toBe(anonymousSid);
      await device.get('/api/payments').expect(200);
      const [row] = await t.db.query(`SELECT counter, last_used_at FROM passkeys WHERE user_id = $1`, [m.user.id]);
      expect(Number(row.counter)).toBe(1);
      expect(row.last_used_at).not.toBeNull();
      // The session list shows the passkey sign-in as a device of its own.
      expect((await m.agent.get('/api/account/sessions').expect(200)).body).toHaveLength(2);

      // A replayed assertion: no pending challenge, then a fresh challenge it was not signed for.
      const replayer = t.agent();
      await replayer.post('/api/auth/passkey/verify').send({ response: assertion }).expect(400);
      await replayer.post('/api/auth/passkey/options').expect(200);
      await replayer.post('/api/auth/passkey/verify').send({ response: assertion }).expect(401);
      await replayer.get('/api/auth/user').expect(401);
    });

    it('follows the same access rules as a password: no invite, no member pages; a deleted account, no sign-in', async () => {
      const u = await signUp(t);
      const { authenticator } = await addPasskey(u);
      const device = t.agent();
      const options = (await device.post('/api/auth/passkey/options').expect(200)).body;
      await device.post('/api/auth/passkey/verify').send({ response: authenticator.authenticate(options) }).expect(200);
      await device.get('/api/auth/user').expect(200);
      const denied = await device.get('/api/payments').expect(403);
      expect(denied.body.message).toBe('Invite code required');

      await u.agent.delete('/api/account').send({ password: PASSWORD }).expect(204);
      await device.get('/api/auth/user').expect(401);
      const later = t.agent();
      const next = (await later.post('/api/auth/passkey/options').expect(200)).body;
      await later.post('/api/auth/passkey/verify').send({ response: authenticator.authenticate(next) }).expect(401);
    });

    it('removes only the caller\'s own passkeys', async () => {
      const m = await signUp(t);
      const other = await signUp(t);
      const [{ id }] = await t.db.query(
        `INSERT INTO passkeys (user_id, credential_id, public_key, device_type, name) VALUES ($1, $2, '\\x00', 'singleDevice', 'Laptop') RETURNING id`,
        [m.user.id, `cred-${m.user.id}`],
      );
      expect((await m.agent.get('/api/account/passkeys').expect(200)).body).toEqual([expect.objectContaining({ id, name: 'Laptop', lastUsedAt: null })]);
      expect((await other.agent.get('/api/account/passkeys').expect(200)).body).toEqual([]);
      await other.agent.delete(`/api/account/passkeys/${id}`).expect(404);
      await m.agent.delete(`/api/account/passkeys/${id}`).expect(204);
      await m.agent.delete(`/api/account/passkeys/${id}`).expect(404);
    });
  });

  it('passkey sign-in shares the sign-in rate limits', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX_PER_IP: '2' });
    try {
      const forged = { id: 'abc', rawId: 'abc', type: 'public-key', response: {}, clientExtensionResults: {} };
      const visitor = limited.agent();
      await visitor.post('/api/auth/passkey/options').expect(200);
      // Two failed password sign-ins use up this IP's attempts: the passkey answer is refused before any check.
      await limited.agent().post('/api/auth/login').send({ email: 'nobody@example.test', password: 'wrong-password' }).expect(401);
      await limited.agent().post('/api/auth/login').send({ email: 'nobody@example.test', password: 'wrong-password' }).expect(401);
      await visitor.post('/api/auth/passkey/verify').send({ response: forged }).expect(429);
      // Challenges have their own per-IP budget.
      await limited.agent().post('/api/auth/passkey/options').expect(200);
      await limited.agent().post('/api/auth/passkey/options').expect(429);
    } finally {
      await limited.close();
    }
  });
});
