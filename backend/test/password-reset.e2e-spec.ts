import { randomUUID } from 'node:crypto';
import { PASSWORD_RESET_REQUESTED } from '@pfe/contracts';
import type { Response } from 'supertest';
import { MailOutboxService } from '../src/modules/notifications/mail-outbox.service';
import { freePort } from './support/ports';
import { eventually, startSmtp, TestSmtp } from './support/smtp';
import { createTestApp, Member, PASSWORD, signUpAs, TestApp, uniqueEmail } from './support/test-app';

const NEW_PASSWORD = 'a-brand-new-password';

/** What a caller can observe of an answer (bar the Date header and the request id). */
function observable(res: Response) {
  return { status: res.status, text: res.text, type: res.headers['content-type'], length: res.headers['content-length'] };
}

/** The decoded body as UTF-8 text (the SMTP helper decodes quoted-printable byte by byte). */
const utf8 = (mail: { decoded: string }) => Buffer.from(mail.decoded, 'latin1').toString('utf8');

/** The Subject header, its RFC 2047 encoded words (a subject with accents) decoded. */
function subjectOf(mail: { raw: string }): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  const bytes = (q: string) => Buffer.from(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  return header.replace(/\r?\n[ \t]/g, ' ').replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_, q: string) => bytes(q)).trim();
}

function linkIn(mail: { decoded: string }): string {
  const match = /https?:\/\/[^\s"<>]+\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.decoded);
  if (!match) throw new Error('no reset link in the email');
  return match[1];
}

describe('Password recovery without mail (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a known and an unknown address with the same bytes, and stores nothing', async () => {
    const m = await signUpAs(t, 'member');
    const known = await t.agent().post('/api/auth/password-reset').send({ email: m.email });
    const unknown = await t.agent().post('/api/auth/password-reset').send({ email: uniqueEmail('nobody') });
    expect(known.status).toBe(202);
    expect(known.body).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect(observable(known)).toEqual(observable(unknown));
    expect(await t.db.query(`SELECT 1 FROM password_resets WHERE user_id = $1`, [m.user.id])).toHaveLength(0);
    await t.agent().post('/api/auth/password-reset').send({ email: 'not an email' }).expect(400);
  });

  it('limits requests per address, known or not, with the same answer', async () => {
    const m = await signUpAs(t, 'member');
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 3; i++) {
      await t.agent().post('/api/auth/password-reset').send({ email: m.email }).expect(202);
      await t.agent().post('/api/auth/password-reset').send({ email: nobody }).expect(202);
    }
    const known = await t.agent().post('/api/auth/password-reset').send({ email: m.email.toUpperCase() });
    const unknown = await t.agent().post('/api/auth/password-reset').send({ email: nobody });
    expect(known.status).toBe(429);
    expect(observable(known)).toEqual(observable(unknown));
  });

  describe('the admin link', () => {
    /** With two or more admins (this shared database has many): one asks, another approves and gets the link. */
    async function approvedLink(asker: Member, approver: Member, userId: string) {
      const pending = await asker.agent.post(`/api/admin/users/${userId}/password-reset-link`).expect(202);
      return approver.agent.post(`/api/admin/password-reset-links/${pending.body.id}/approve`).expect(200);
    }

    it('gives a one-time 24-hour link, logged without its token; it sets the password, ends every session and tells her', async () => {
      const admin = await signUpAs(t, 'admin');
      const approver = await signUpAs(t, 'admin');
      const m = await signUpAs(t, 'member');
      const res = await approvedLink(admin, approver, m.user.id);
      expect(res.headers['cache-control']).toBe('no-store');
      const url = new URL(res.body.url);
      expect(url.pathname).toBe('/reset-password');
      const token = url.searchParams.get('token')!;
      const hours = (new Date(res.body.expiresAt).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      const log = await t.db.query(`SELECT action, target_id, details FROM admin_action_logs WHERE target_id = $1::text AND action LIKE '%password_reset_link'`, [m.user.id]);
      expect(log).toHaveLength(2);
      expect(JSON.stringify(log)).not.toContain(token);
      expect(JSON.stringify(await t.db.query(`SELECT * FROM password_resets WHERE user_id = $1`, [m.user.id]))).not.toContain(token);

      await t.agent().post('/api/auth/password-reset/confirm').send({ token, newPassword: NEW_PASSWORD }).expect(204);
      await m.agent.get('/api/auth/user').expect(401);
      await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(401);
      const again = t.agent();
      await again.post('/api/auth/login').send({ email: m.email, password: NEW_PASSWORD }).expect(200);
      const items = (await again.get('/api/notifications').expect(200)).body.items as { kind: string; data: object }[];
      expect(items.find((n) => n.kind === 'security.password_changed')?.data).toEqual({ via: 'reset' });
      // Used: a 4xx, and the password stays.
      const reused = await t.agent().post('/api/auth/password-reset/confirm').send({ token, newPassword: 'yet-another-password' }).expect(400);
      expect(reused.body.message).toBe('This reset link is invalid, used or expired. Ask for a new one.');
    });

    it('refuses a used, replaced, expired or made-up token, lets one of two simultaneous uses through, and is for admins only', async () => {
      const admin = await signUpAs(t, 'admin');
      const approver = await signUpAs(t, 'admin');
      const m = await signUpAs(t, 'member');
      const link = async () => new URL((await approvedLink(admin, approver, m.user.id)).body.url).searchParams.get('token')!;
      const first = await link();
      const second = await link();
      await t.agent().post('/api/auth/password-reset/confirm').send({ token: first, newPassword: NEW_PASSWORD }).expect(400);
      await t.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND used_at IS NULL`, [m.user.id]);
      await t.agent().post('/api/auth/password-reset/confirm').send({ token: second, newPassword: NEW_PASSWORD }).expect(400);
      await t.agent().post('/api/auth/password-reset/confirm').send({ token: 'x'.repeat(43), newPassword: NEW_PASSWORD }).expect(400);
      await t.agent().post('/api/auth/password-reset/confirm').send({ token: 'short', newPassword: NEW_PASSWORD }).expect(400);
      const third = await link();
      await t.agent().post('/api/auth/password-reset/confirm').send({ token: third, newPassword: 'short' }).expect(400);
      const answers = await Promise.all([1, 2].map(() => t.agent().post('/api/auth/password-reset/confirm').send({ token: third, newPassword: NEW_PASSWORD })));
      expect(answers.map((r) => r.status).sort()).toEqual([204, 400]);

      const member = await signUpAs(t, 'member');
      await member.agent.post(`/api/admin/users/${m.user.id}/password-reset-link`).expect(403);
      await admin.agent.post(`/api/admin/users/00000000-0000-4000-8000-000000000000/password-reset-link`).expect(404);
    });
  });
});

describe('Password recovery and notification email through a real SMTP server (e2e)', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Notices <notices@example.test>', PUBLIC_URL: 'https://members.example.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

  /** Two members with SocketRelay profiles (in Austin: an email must never name it). */
  async function socketRelayMembers() {
    const members = [await signUpAs(t, 'member'), await signUpAs(t, 'member')];
    for (const who of members) {
      await who.agent.post('/api/socketrelay/profile').send({ displayName: 'Mailer', city: 'Austin', state: 'Texas', country: 'United States' }).expect(201);
    }
    return members;
  }

  it('emails a single-use 30-minute link to a known address only, with the same answer for both', async () => {
    const m = await signUpAs(t, 'member');
    const nobody = uniqueEmail('nobody');
    const known = await t.agent().post('/api/auth/password-reset').send({ email: m.email });
    const unknown = await t.agent().post('/api/auth/password-reset').send({ email: nobody });
    expect(observable(known)).toEqual(observable(unknown));
    const mail = await eventually(() => mailsTo(m.email)[0], 10_000, 'the reset email');
    expect(mail.decoded).toContain('https://members.example.test/reset-password?token=');
    expect(mail.decoded).toMatch(/Content-Type: text\/plain/);
    expect(mail.decoded).toMatch(/Content-Type: text\/html/);
    const [reset] = await t.db.query(`SELECT expires_at - created_at AS valid FROM password_resets WHERE user_id = $1`, [m.user.id]);
    expect(reset.valid.minutes).toBe(30);
    const token = linkIn(mail);
    await t.agent().post('/api/auth/password-reset/confirm').send({ token, newPassword: NEW_PASSWORD }).expect(204);
    await t.agent().post('/api/auth/password-reset/confirm').send({ token, newPassword: NEW_PASSWORD }).expect(400);
    await t.agent().post('/api/auth/login').send({ email: m.email, password: NEW_PASSWORD }).expect(200);
    expect(mailsTo(nobody)).toHaveLength(0);
  });

  it('names neither the platform nor the app in discreet mode, and never what a member wrote or an address', async () => {
    const [requester, fulfiller] = await socketRelayMembers();
    await requester.agent.put('/api/notifications/settings').send({ kind: 'socketrelay.request_taken', inApp: true, email: true }).expect(200);
    const first = (await requester.agent.post('/api/socketrelay/requests').send({ description: 'Secret need one' }).expect(201)).body.id;
    await fulfiller.agent.post(`/api/socketrelay/requests/${first}/fulfill`).expect(201);
    const plain = await eventually(() => mailsTo(requester.email)[0], 10_000, 'the notification email');
    expect(plain.decoded).toContain('Subject: Psyop-Free Economy: Someone took your SocketRelay request');
    expect(plain.decoded).toContain('https://members.example.test/notifications');
    // She switched this email on: it says so (issue 28 item 10).
    expect(plain.decoded).toContain('You get this email because you chose it');

    await requester.agent.put('/api/account/settings').send({ discreetMode: true }).expect(200);
    await requester.agent.post('/api/auth/password-reset').send({ email: requester.email }).expect(202);
    const discreet = await eventually(() => mailsTo(requester.email)[1], 10_000, 'the discreet email');
    expect(discreet.decoded).toContain('Subject: You have an update');
    for (const mail of [plain, discreet]) {
      expect(mail.decoded).not.toContain('Secret need one');
      expect(mail.decoded).not.toContain(fulfiller.email);
      expect(mail.decoded).not.toContain('Austin');
    }
    expect(discreet.decoded).not.toMatch(/Psyop|SocketRelay|SupportMatch|LightHouse|SleepStories/);
  });

  it('writes her emails in the language she chose: a Spanish reset email and a Spanish security notification (issue 33)', async () => {
    const m = await signUpAs(t, 'member');
    await m.agent.put('/api/account/settings').send({ language: 'es' }).expect(200);
    await t.agent().post('/api/auth/password-reset').send({ email: m.email }).expect(202);
    const reset = await eventually(() => mailsTo(m.email)[0], 10_000, 'the Spanish reset email');
    expect(subjectOf(reset)).toBe('Psyop-Free Economy: restablece tu contraseña');
    expect(utf8(reset)).toContain('Alguien pidió restablecer la contraseña de tu cuenta de Psyop-Free Economy.');
    expect(utf8(reset)).toContain('Crear una contraseña nueva');
    expect(reset.decoded).not.toContain('Someone asked');
    await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(200);
    const signIn = await eventually(() => mailsTo(m.email)[1], 10_000, 'the Spanish sign-in email');
    expect(utf8(signIn)).toContain('Alguien inició sesión en tu cuenta.');
    expect(utf8(signIn)).toContain('Revisa quién puede entrar en tu cuenta');
    expect(signIn.decoded).not.toContain('Someone signed in');
  });

  it('emails a conversation\'s unread messages once until she reads it, never what was written', async () => {
    const [requester, fulfiller] = await socketRelayMembers();
    await requester.agent.put('/api/notifications/settings').send({ kind: 'socketrelay.chat_unread', inApp: true, email: true }).expect(200);
    const request = (await requester.agent.post('/api/socketrelay/requests').send({ description: 'A lamp' }).expect(201)).body.id;
    const f = (await fulfiller.agent.post(`/api/socketrelay/requests/${request}/fulfill`).expect(201)).body.id;
    for (const content of ['Secret words one', 'Secret words two', 'Secret words three']) {
      await fulfiller.agent.post(`/api/socketrelay/fulfillments/${f}/messages`).send({ clientId: randomUUID(), content }).expect(201);
    }
    const first = await eventually(() => mailsTo(requester.email)[0], 10_000, 'the unread messages email');
    // She opens the conversation; the next message is unread again, and emailed again.
    await requester.agent.get(`/api/socketrelay/fulfillments/${f}/messages`).expect(200);
    await fulfiller.agent.post(`/api/socketrelay/fulfillments/${f}/messages`).send({ clientId: randomUUID(), content: 'Secret words four' }).expect(201);
    const second = await eventually(() => mailsTo(requester.email)[1], 10_000, 'the second unread messages email');
    expect(mailsTo(requester.email)).toHaveLength(2);
    for (const mail of [first, second]) expect(mail.decoded).not.toContain('Secret words');
  }, 60_000);

  it('emails security notifications by default and nothing else unless chosen', async () => {
    const m = await signUpAs(t, 'member');
    await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(200);
    const mail = await eventually(() => mailsTo(m.email)[0], 10_000, 'the sign-in email');
    expect(mail.decoded).toContain('Someone signed in to your account');
    // On by default, not chosen: the footer says so honestly (issue 28 item 10).
    expect(mail.decoded).toContain('Account security emails are on unless you switch them off');
    expect(mail.decoded).not.toContain('because you chose it');
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM notification_preferences WHERE user_id = $1`, [m.user.id]);
    expect(n).toBe(0);
  });
});

describe('A mail server that is down at send time (e2e)', () => {
  it('keeps the email in the outbox and delivers it once the server is back', async () => {
    const port = await freePort();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'notices@example.test' });
    let smtp: TestSmtp | undefined;
    try {
      const m = await signUpAs(t, 'member');
      await t.agent().post('/api/auth/password-reset').send({ email: m.email }).expect(202);
      await eventually(async () => (await t.db.query(`SELECT 1 FROM mail_outbox WHERE user_id = $1 AND attempts >= 1`, [m.user.id])).length > 0, 15_000, 'a failed attempt');
      const [row] = await t.db.query(`SELECT attempts, last_error, next_attempt_at > now() AS later FROM mail_outbox WHERE user_id = $1`, [m.user.id]);
      expect(row.later).toBe(true);
      smtp = await startSmtp(port);
      // The backoff's wait, skipped: the row is due now.
      await t.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE user_id = $1`, [m.user.id]);
      t.app.get(MailOutboxService).kick();
      const mail = await eventually(() => smtp!.received.find((r) => r.to.includes(m.email)), 15_000, 'the delivered email');
      expect(linkIn(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await eventually(async () => (await t.db.query(`SELECT 1 FROM mail_outbox WHERE user_id = $1`, [m.user.id])).length === 0, 5_000, 'an empty outbox');
      await t.app.get(MailOutboxService).drain();
      expect(smtp.received.filter((r) => r.to.includes(m.email))).toHaveLength(1);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });
});
