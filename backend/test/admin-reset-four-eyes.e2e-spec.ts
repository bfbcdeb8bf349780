import type { NotificationItem, PendingPasswordResetLink } from '@pfe/contracts';
import { MailOutboxService } from '../src/modules/notifications/mail-outbox.service';
import { isolatedDatabase } from './support/isolated-database';
import { eventually, startSmtp, TestSmtp } from './support/smtp';
import { createTestApp, Member, PASSWORD, signUpAs, TestApp } from './support/test-app';

const NEW_PASSWORD = 'a-brand-new-password';
const ISSUED = 'An admin made a one-time link that sets a new password for your account.';
const USED = "The admin's one-time link was used: your password was reset and every session ended.";

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

/**
 * Issue 27: no admin can become a member. A database of this spec's own, so that "the platform has
 * one admin" and "two or more" are states the spec makes, not whatever other specs left behind.
 */
describe('Admin reset links need a second admin (e2e)', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let db: Awaited<ReturnType<typeof isolatedDatabase>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    db = await isolatedDatabase('four_eyes');
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'notices@example.test', PUBLIC_URL: 'https://members.example.test' }, [], {
      databaseUrl: db.url,
    });
  }, 60_000);
  afterAll(async () => {
    await t.app.get(MailOutboxService).drain();
    await t.close();
    await db.drop();
    await smtp.close();
  });

  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  const kinds = async (agent: Member['agent']) => ((await agent.get('/api/notifications').expect(200)).body.items as NotificationItem[]).map((n) => n.kind);
  const adminLog = (userId: string) =>
    t.db.query(`SELECT admin_id, action FROM admin_action_logs WHERE target_id = $1::text AND action LIKE '%password_reset_link' ORDER BY created_at, id`, [userId]);
  const ask = (admin: Member, userId: string) => admin.agent.post(`/api/admin/users/${userId}/password-reset-link`);
  const approve = (admin: Member, id: string) => admin.agent.post(`/api/admin/password-reset-links/${id}/approve`);

  let first: Member;

  it('with one admin: 201 with the link at once; she is told in the app and by email, and again when it is used', async () => {
    first = await signUpAs(t, 'admin');
    const [{ admins }] = await t.db.query(`SELECT count(*)::int AS admins FROM users WHERE is_admin AND deleted_at IS NULL`);
    expect(admins).toBe(1);
    const m = await signUpAs(t, 'member');
    const res = await ask(first, m.user.id).expect(201);
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'url']);
    expect(await kinds(m.agent)).toContain('security.reset_link_issued');
    const issuedMail = await eventually(() => mailsTo(m.email).find((mail) => mail.decoded.includes(ISSUED)), 10_000, 'the link-issued email');
    expect(issuedMail.decoded).not.toContain(tokenOf(res.body.url));
    expect(await adminLog(m.user.id)).toEqual([{ admin_id: first.user.id, action: 'create_password_reset_link' }]);

    await t.agent().post('/api/auth/password-reset/confirm').send({ token: tokenOf(res.body.url), newPassword: NEW_PASSWORD }).expect(204);
    const again = t.agent();
    await again.post('/api/auth/login').send({ email: m.email, password: NEW_PASSWORD }).expect(200);
    expect(await kinds(again)).toContain('security.reset_link_used');
    await eventually(() => mailsTo(m.email).find((mail) => mail.decoded.includes(USED)), 10_000, 'the link-used email');
  });

  it('with two admins: 202 pending without a token; the creator cannot approve; another admin gets the link once, and it works once', async () => {
    const second = await signUpAs(t, 'admin');
    const m = await signUpAs(t, 'member');
    const pending = await ask(first, m.user.id).expect(202);
    expect(pending.headers['cache-control']).toBe('no-store');
    expect(pending.body).toEqual({ id: expect.any(String), status: 'pending' });
    const [row] = await t.db.query(`SELECT token_hash, created_by FROM password_resets WHERE id = $1`, [pending.body.id]);
    expect(row).toEqual({ token_hash: null, created_by: first.user.id });
    // Nothing exists that could open her account yet, and she has not been told of a link.
    expect(await kinds(m.agent)).not.toContain('security.reset_link_issued');

    const listed = (admin: Member) => admin.agent.get('/api/admin/password-reset-links').expect(200).then((r) => r.body as PendingPasswordResetLink[]);
    expect((await listed(first)).find((l) => l.id === pending.body.id)).toMatchObject({ userId: m.user.id, userEmail: m.email, createdBy: first.user.id, mine: true });
    expect((await listed(second)).find((l) => l.id === pending.body.id)).toMatchObject({ mine: false });

    const own = await approve(first, pending.body.id).expect(403);
    expect(own.body.message).toBe('You asked for this link: another admin must approve it.');
    const member = await signUpAs(t, 'member');
    await approve(member, pending.body.id).expect(403);
    await member.agent.get('/api/admin/password-reset-links').expect(403);
    await approve(second, '00000000-0000-4000-8000-000000000000').expect(404);
    await approve(second, 'not-an-id').expect(404);

    const approved = await approve(second, pending.body.id).expect(200);
    expect(approved.headers['cache-control']).toBe('no-store');
    const hours = (new Date(approved.body.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    // Shown once: approving again answers no link, and the list no longer holds it.
    const twice = await approve(second, pending.body.id).expect(409);
    expect(twice.body).not.toHaveProperty('url');
    expect((await listed(second)).map((l) => l.id)).not.toContain(pending.body.id);
    expect(await kinds(m.agent)).toContain('security.reset_link_issued');
    expect(await adminLog(m.user.id)).toEqual([
      { admin_id: first.user.id, action: 'request_password_reset_link' },
      { admin_id: second.user.id, action: 'approve_password_reset_link' },
    ]);
    const details = JSON.stringify(await t.db.query(`SELECT details FROM admin_action_logs WHERE target_id = $1::text`, [m.user.id]));
    expect(details).not.toContain(tokenOf(approved.body.url));

    const token = tokenOf(approved.body.url);
    await t.agent().post('/api/auth/password-reset/confirm').send({ token, newPassword: NEW_PASSWORD }).expect(204);
    await t.agent().post('/api/auth/password-reset/confirm').send({ token, newPassword: 'yet-another-password' }).expect(400);
    await t.agent().post('/api/auth/login').send({ email: m.email, password: NEW_PASSWORD }).expect(200);
    await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(401);
  });

  it('never for an admin account: 403, with a pointer to the CLI; a pending link whose member became an admin is not approved', async () => {
    const admins = [await signUpAs(t, 'admin'), await signUpAs(t, 'admin')];
    const refused = await ask(admins[0], admins[1].user.id).expect(403);
    expect(refused.body.message).toContain('reset on the server with the CLI');
    await ask(admins[0], admins[0].user.id).expect(403);
    expect(await t.db.query(`SELECT 1 FROM password_resets WHERE user_id = ANY($1::uuid[])`, [admins.map((a) => a.user.id)])).toHaveLength(0);

    const m = await signUpAs(t, 'member');
    const pending = await ask(admins[0], m.user.id).expect(202);
    await t.db.query(`UPDATE users SET is_admin = true WHERE id = $1`, [m.user.id]);
    await approve(admins[1], pending.body.id).expect(403);
    expect((await t.db.query(`SELECT token_hash FROM password_resets WHERE id = $1`, [pending.body.id]))[0].token_hash).toBeNull();
  });

  it('a replaced or lapsed pending link cannot be approved', async () => {
    const [a, b] = [await signUpAs(t, 'admin'), await signUpAs(t, 'admin')];
    const m = await signUpAs(t, 'member');
    const replaced = (await ask(a, m.user.id).expect(202)).body.id;
    const lapsed = (await ask(a, m.user.id).expect(202)).body.id;
    await approve(b, replaced).expect(409);
    await t.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE id = $1`, [lapsed]);
    await approve(b, lapsed).expect(409);
    expect(await t.db.query(`SELECT 1 FROM password_resets WHERE user_id = $1 AND token_hash IS NOT NULL`, [m.user.id])).toHaveLength(0);
  });

  it('of approvals at the same moment exactly one gets the link', async () => {
    const [a, b, c, d] = [await signUpAs(t, 'admin'), await signUpAs(t, 'admin'), await signUpAs(t, 'admin'), await signUpAs(t, 'admin')];
    const m = await signUpAs(t, 'member');
    const id = (await ask(a, m.user.id).expect(202)).body.id;
    const answers = await Promise.all([b, c, d, b, c, d].map((admin) => approve(admin, id)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.filter((r) => r.body.url)).toHaveLength(1);
    const [{ approvals }] = await t.db.query(`SELECT count(*)::int AS approvals FROM admin_action_logs WHERE target_id = $1::text AND action = 'approve_password_reset_link'`, [m.user.id]);
    expect(approvals).toBe(1);
    expect((await kinds(m.agent)).filter((k) => k === 'security.reset_link_issued')).toHaveLength(1);
  });
});
