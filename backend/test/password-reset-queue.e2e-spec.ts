import { Client } from 'pg';
import { eventually, startSmtp, TestSmtp } from './support/smtp';
import { createTestApp, signUpAs, TestApp } from './support/test-app';

/**
 * "Forgot password?" answers before it writes: the limits are checked before the answer, the link is
 * made and queued after it, so a known address's writes never show in the answer (its timing told a
 * known address from an unknown one). And emails to one address are capped across sources.
 */
describe('Password reset requests: queued after the answer, capped per address (e2e)', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'notices@example.test', TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email.toLowerCase()));
  const resetRows = async (userId: string) => ((await t.db.query(`SELECT count(*)::int AS n FROM password_resets WHERE user_id = $1`, [userId])) as { n: number }[])[0].n;

  it('answers a known address while the table its link goes in is locked, and queues the link once it is free', async () => {
    const m = await signUpAs(t, 'member');
    const locker = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE password_resets IN ACCESS EXCLUSIVE MODE');
      // The answer cannot wait for the write: the write waits for this lock.
      await t.agent().post('/api/auth/password-reset').send({ email: m.email }).expect(202);
      expect(mailsTo(m.email)).toHaveLength(0);
      await locker.query('COMMIT');
    } finally {
      await locker.end();
    }
    await eventually(() => mailsTo(m.email)[0], 15_000, 'the reset email after the lock');
    expect(await resetRows(m.user.id)).toBe(1);
  });

  it('makes at most three links (and emails) for one address a window, whatever the number of sources', async () => {
    const her = await signUpAs(t, 'member');
    const other = await signUpAs(t, 'member');
    for (let source = 1; source <= 6; source += 1) {
      for (let i = 0; i < 3; i += 1) {
        await t.agent().post('/api/auth/password-reset').set('X-Forwarded-For', `198.51.100.${source}`).send({ email: her.email }).expect(202);
      }
    }
    // A later request's email is sent once every earlier request for her has been decided.
    await t.agent().post('/api/auth/password-reset').set('X-Forwarded-For', '198.51.100.99').send({ email: other.email }).expect(202);
    await eventually(() => mailsTo(other.email)[0], 15_000, "the other member's email");
    // Each link made replaces the one before (only the newest is emailed if the outbox is behind).
    expect(await resetRows(her.user.id)).toBe(3);
    expect(mailsTo(her.email).length).toBeLessThanOrEqual(3);
  });
});
