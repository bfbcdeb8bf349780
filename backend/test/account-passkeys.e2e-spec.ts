import { accountSuite } from './support/account';
import { SoftwareAuthenticator } from './support/software-authenticator';
import { createTestApp, Member, PASSWORD, signUp, signUpAs } from './support/test-app';

describe('Account safety and control (e2e)', () => {
  const { t } = accountSuite();

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

    it('checks the answer as any body before the ceremony (the challenge stays), and refuses a suspended member her passkey as her password', async () => {
      const m = await signUpAs(t, 'member');
      const { authenticator } = await addPasskey(m);
      const device = t.agent();
      const options = (await device.post('/api/auth/passkey/options').expect(200)).body;
      expect((await device.post('/api/auth/passkey/verify').send({}).expect(400)).body).toMatchObject({ code: 'validation.failed', message: 'A passkey response is required' });
      const extra = await device.post('/api/auth/passkey/verify').send({ response: authenticator.authenticate(options), extra: 1 }).expect(400);
      expect(extra.body).toMatchObject({ code: 'validation.failed', message: 'property extra should not exist' });
      await t.db.query(`UPDATE users SET suspended_until = 'infinity' WHERE id = $1`, [m.user.id]);
      const refused = await device.post('/api/auth/passkey/verify').send({ response: authenticator.authenticate(options) }).expect(403);
      expect(refused.body).toMatchObject({ code: 'account.suspended' });
      await device.get('/api/auth/user').expect(401);
    });

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
