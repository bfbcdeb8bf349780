import { createTestApp, PASSWORD, signUp, TestApp, uniqueEmail } from './support/test-app';

describe('Sign-in (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sessionCookie = (res: { headers: Record<string, unknown> }) =>
    ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('pfe.sid='));

  it('registers, starts a session with safe cookie flags and never returns a password hash', async () => {
    const email = uniqueEmail('Reg');
    const agent = t.agent();
    const res = await agent.post('/api/auth/register').send({ email: `  ${email.toUpperCase()} `, password: PASSWORD, firstName: ' Ada ', lastName: 'Lovelace' }).expect(201);
    expect(res.body).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      isAdmin: false,
      isModerator: false,
      pricingTier: '1.00',
      subscriptionStatus: 'active',
      inviteCodeUsed: null,
      profileImageUrl: null,
    });
    expect(Object.keys(res.body).sort()).toEqual(
      ['createdAt', 'email', 'firstName', 'id', 'inviteCodeUsed', 'isAdmin', 'isModerator', 'lastName', 'pricingTier', 'profileImageUrl', 'subscriptionStatus', 'updatedAt'].sort(),
    );
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body.id).toBe(res.body.id);
    const stored = await t.db.query('SELECT password_hash FROM users WHERE id = $1', [res.body.id]);
    expect(stored[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account with the same email (any case) with 409', async () => {
    const { email } = await signUp(t);
    const res = await t.agent().post('/api/auth/register').send({ email: email.toUpperCase(), password: PASSWORD }).expect(409);
    expect(res.body).toEqual({ statusCode: 409, code: 'auth.emailTaken', message: 'An account with this email already exists. Sign in instead.', error: 'Conflict' });
  });

  it.each([
    [{ email: 'not-an-email', password: PASSWORD }, 'Enter a valid email address'],
    [{ email: 'short@example.test', password: 'nine-char' }, 'Password must be 10 to 128 characters'],
    [{ email: 'long@example.test', password: 'x'.repeat(129) }, 'Password must be 10 to 128 characters'],
    [{ email: 'extra@example.test', password: PASSWORD, isAdmin: true }, 'property isAdmin should not exist'],
    [{ password: PASSWORD }, 'Enter a valid email address'],
    [{ email: 'name@example.test', password: PASSWORD, firstName: 'x'.repeat(101) }, 'First name must be at most 100 characters'],
  ])('rejects bad registration input %j with 400 and writes nothing', async (body, message) => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM users');
    const res = await t.agent().post('/api/auth/register').send(body).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    const after = await t.db.query('SELECT count(*)::int AS n FROM users');
    expect(after[0].n).toBe(before[0].n);
  });

  it('answers malformed JSON, a non-JSON body and an oversized body with a 4xx, never a 500', async () => {
    const bad = await t.agent().post('/api/auth/register').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(bad.body.message).toBe('The request body is not valid JSON');
    const form = await t.agent().post('/api/auth/login').type('form').send('email=a@b.c&password=x').expect(415);
    expect(form.body.message).toMatch(/JSON/);
    const huge = await t.agent().post('/api/auth/register').send({ email: 'big@example.test', password: 'p'.repeat(200_000) }).expect(413);
    expect(huge.body.message).toBe('The request body is too large');
    const array = await t.agent().post('/api/auth/register').send([1, 2]);
    expect(array.status).toBeGreaterThanOrEqual(400);
    expect(array.status).toBeLessThan(500);
    for (const bare of ['"text"', '42', 'null', 'true']) {
      const res = await t.agent().post('/api/auth/register').set('Content-Type', 'application/json').send(bare).expect(400);
      expect(res.body.message).toBe('The request body is not valid JSON');
    }
  });

  it('serves a request that names a body type but sends no body (react-admin deletes with text/plain)', async () => {
    const { agent } = await signUp(t);
    await agent.post('/api/auth/logout').set('Content-Type', 'text/plain').expect(204);
    await agent.get('/api/auth/user').expect(401);
    await t.agent().post('/api/auth/logout').set('Content-Type', 'text/plain').send('a body').expect(415);
  });

  it('signs in with a new session id, and gives the same 401 for an unknown email and a wrong password', async () => {
    const { email, agent: first } = await signUp(t);
    const firstCookie = (await first.get('/api/auth/user')).request.cookies;
    const agent = t.agent();
    const ok = await agent.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    expect(ok.body.email).toBe(email);
    expect(sessionCookie(ok)).toBeDefined();
    expect(sessionCookie(ok)).not.toContain(String(firstCookie));
    await agent.get('/api/auth/user').expect(200);

    const wrong = await t.agent().post('/api/auth/login').send({ email, password: 'wrong-password-123' }).expect(401);
    const unknown = await t.agent().post('/api/auth/login').send({ email: uniqueEmail('nobody'), password: PASSWORD }).expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, code: 'auth.invalidCredentials', message: 'Invalid email or password', error: 'Unauthorized' });
    expect(unknown.body).toEqual(wrong.body);
    const missing = await t.agent().post('/api/auth/login').send({ email }).expect(400);
    expect(missing.body.message).toBe('Password is required');
  });

  it('rotates the session id when signing in again from a signed-in session', async () => {
    const { email, agent } = await signUp(t);
    const before = await t.db.query(`SELECT sid FROM sessions WHERE sess::jsonb #>> '{passport,user}' = (SELECT id::text FROM users WHERE email = $1)`, [email]);
    expect(before).toHaveLength(1);
    await agent.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    const after = await t.db.query(`SELECT sid FROM sessions WHERE sess::jsonb #>> '{passport,user}' = (SELECT id::text FROM users WHERE email = $1)`, [email]);
    expect(after).toHaveLength(1);
    expect(after[0].sid).not.toBe(before[0].sid);
  });

  it('logout destroys the server-side session', async () => {
    const { agent, user } = await signUp(t);
    const count = () => t.db.query(`SELECT count(*)::int AS n FROM sessions WHERE sess::jsonb #>> '{passport,user}' = $1`, [user.id]);
    expect((await count())[0].n).toBe(1);
    await agent.post('/api/auth/logout').expect(204);
    expect((await count())[0].n).toBe(0);
    await agent.get('/api/auth/user').expect(401);
  });

  it('GET /api/logout ends the session and redirects home when the member navigated on this site; GET /api/login redirects to the sign-in page', async () => {
    const { agent } = await signUp(t);
    await agent.get('/api/logout').set('Sec-Fetch-Site', 'same-origin').expect(302).expect('Location', '/');
    await agent.get('/api/auth/user').expect(401);
    const typed = await signUp(t);
    await typed.agent.get('/api/logout').set('Sec-Fetch-Site', 'none').expect(302).expect('Location', '/');
    await typed.agent.get('/api/auth/user').expect(401);
    const older = await signUp(t);
    await older.agent.get('/api/logout').set('Host', 'app.test').set('Referer', 'http://app.test/settings').expect(302).expect('Location', '/');
    await older.agent.get('/api/auth/user').expect(401);
    await t.agent().get('/api/login').expect(302).expect('Location', '/login');
  });

  it('a sign-out link on another site (GET or HEAD) ends nothing: it lands on the page with a Log Out button', async () => {
    const { agent } = await signUp(t);
    for (const site of ['cross-site', 'same-site']) {
      await agent.get('/api/logout').set('Sec-Fetch-Site', site).set('Sec-Fetch-Mode', 'navigate').expect(303).expect('Location', '/logout');
      await agent.head('/api/logout').set('Sec-Fetch-Site', site).expect(303);
    }
    // A browser that says nothing of where it comes from, or names another site.
    await agent.get('/api/logout').expect(303).expect('Location', '/logout');
    await agent.get('/api/logout').set('Referer', 'https://evil.example/page').expect(303);
    await agent.get('/api/auth/user').expect(200);
  });

  it('answers 401 with the error shape when signed out', async () => {
    const res = await t.agent().get('/api/auth/user').expect(401);
    expect(res.body).toEqual({ statusCode: 401, code: 'access.signInRequired', message: 'Please sign in to continue', error: 'Unauthorized' });
  });

  it('does not write the session on every request', async () => {
    const { agent, user } = await signUp(t);
    const expiry = async () => (await t.db.query(`SELECT expire FROM sessions WHERE sess::jsonb #>> '{passport,user}' = $1`, [user.id]))[0].expire.getTime();
    const first = await expiry();
    for (let i = 0; i < 3; i++) await agent.get('/api/auth/user').expect(200);
    // Concurrent requests of one session too.
    await Promise.all(Array.from({ length: 10 }, () => agent.get('/api/auth/user').expect(200)));
    expect(await expiry()).toBe(first);
  });
});
