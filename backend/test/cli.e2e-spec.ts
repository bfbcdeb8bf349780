import { cli, cliProcess } from './support/operator-cli';
import { addPasskey, passkeySignIn } from './support/passkeys';
import { createTestApp, PASSWORD, signUp, signUpAs, TestApp } from './support/test-app';

/** The commands run in this process (support/operator-cli.ts); one test starts the CLI as a process. */
const CLI_TIMEOUT_MS = 180_000;
const env = () => ({ DATABASE_URL: process.env.E2E_DATABASE_URL! });

describe('Operator CLI (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes an existing user admin', async () => {
    const { email, agent } = await signUp(t);
    const out = await cli(['make-admin', email], env());
    expect(out.stderr).toBe('');
    expect(out.stdout.trim()).toBe(`${email} is now an admin`);
    expect((await agent.get('/api/auth/user').expect(200)).body.isAdmin).toBe(true);
   }, CLI_TIMEOUT_MS);

  it('resets a password from standard input and ends the existing sessions', async () => {
    const { email, agent } = await signUp(t);
    const out = await cli(['reset-password', email], env(), 'a-brand-new-password\n');
    expect(out.status).toBe(0);
    await agent.get('/api/auth/user').expect(401);
    await t.agent().post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
    await t.agent().post('/api/auth/login').send({ email, password: 'a-brand-new-password' }).expect(200);
   }, CLI_TIMEOUT_MS);

  it('reset-password follows the recovery rule: every passkey goes and an admin link made before it no longer works', async () => {
    const { email, agent, user } = await signUp(t);
    const admin = await signUpAs(t, 'admin');
    const { authenticator } = await addPasskey(agent);
    const link = await admin.agent.post(`/api/admin/users/${user.id}/password-reset-link`);
    let url: string = link.body.url;
    if (link.status === 202) {
      // Four-eyes: a second admin approves the link.
      const second = await signUpAs(t, 'admin');
      url = (await second.agent.post(`/api/admin/password-reset-links/${link.body.id}/approve`).expect(200)).body.url;
    }
    const token = new URL(url).searchParams.get('token')!;
    const out = await cli(['reset-password', email], env(), 'a-brand-new-password\n');
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    expect(out.stdout).toContain('1 passkey(s) removed, 1 reset link(s) voided');
    expect(await passkeySignIn(t, authenticator)).toBe(401);
    await t.agent().post('/api/auth/password-reset/confirm').send({ token, newPassword: 'the-abusers-password' }).expect(400);
    await t.agent().post('/api/auth/login').send({ email, password: 'a-brand-new-password' }).expect(200);
  }, CLI_TIMEOUT_MS);

  it('refuses unknown accounts, short passwords and unknown commands with a message and exit code 1', async () => {
    const { email } = await signUp(t);
    expect((await cli(['make-admin', 'nobody@example.test'], env())).stderr).toContain('No account with the email nobody@example.test');
    const short = await cli(['reset-password', email], env(), 'short\n');
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('10 to 128 characters');
    const unknown = await cli(['drop-everything', email], env());
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Operator commands');
  }, CLI_TIMEOUT_MS);

  it('runs as a process: `node src/cli.ts` prints the result and exits 0, or prints the message and exits 1', async () => {
    const { email, agent } = await signUp(t);
    const out = cliProcess(['make-admin', email], env());
    expect(out).toMatchObject({ status: 0, stderr: '', stdout: `${email} is now an admin\n` });
    expect((await agent.get('/api/auth/user').expect(200)).body.isAdmin).toBe(true);
    const unknown = cliProcess(['drop-everything', email], env());
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Operator commands');
   }, CLI_TIMEOUT_MS);
});

describe('Admin bootstrap (e2e)', () => {
  it('creates the configured admin once and is idempotent across restarts', async () => {
    const env = { ADMIN_EMAIL: 'Boot.Admin@Example.test', ADMIN_PASSWORD: 'bootstrap-password' };
    const first = await createTestApp(env);
    await first.close();
    const second = await createTestApp(env);
    try {
      const rows = await second.db.query(`SELECT is_admin FROM users WHERE email = 'boot.admin@example.test'`);
      expect(rows).toEqual([{ is_admin: true }]);
      const res = await second.agent().post('/api/auth/login').send({ email: 'boot.admin@example.test', password: 'bootstrap-password' }).expect(200);
      expect(res.body.isAdmin).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('Admin bootstrap refuses an account it did not create (e2e)', () => {
  it('leaves a squatter of ADMIN_EMAIL a plain user and keeps their password from becoming an admin password', async () => {
    const plain = await createTestApp();
    const squatter = await signUp(plain, { email: 'future.admin@example.test' });
    await plain.close();
    const booted = await createTestApp({ ADMIN_EMAIL: 'Future.Admin@Example.test', ADMIN_PASSWORD: 'operator-password' });
    try {
      const { AdminBootstrapService } = await import('../src/modules/auth/admin-bootstrap.service');
      expect(await booted.app.get(AdminBootstrapService).ensureAdmin()).toBe('refused');
      const [row] = await booted.db.query(`SELECT is_admin FROM users WHERE email = 'future.admin@example.test'`);
      expect(row).toEqual({ is_admin: false });
      const res = await booted.agent().post('/api/auth/login').send({ email: squatter.email, password: PASSWORD }).expect(200);
      expect(res.body.isAdmin).toBe(false);
      await booted.agent().post('/api/auth/login').send({ email: squatter.email, password: 'operator-password' }).expect(401);
    } finally {
      await booted.close();
    }
  });
});
