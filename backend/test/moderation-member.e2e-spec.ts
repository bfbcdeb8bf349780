import { MailOutboxService } from '../src/modules/notifications/mail-outbox.service';
import { isolatedDatabase } from './support/isolated-database';
import { eventually, startSmtp, TestSmtp } from './support/smtp';
import { createTestApp, Member, PASSWORD, signUpAs, TestApp } from './support/test-app';

/**
 * The member's side of moderation (issue 32): a warning reaches her in the app (with its reason)
 * and by email (never with who); a suspended member's sign-in says why and until when, and she
 * appeals once from there (she has no session); the decision by another moderator reaches her in
 * the app and by email. A real SMTP server in this process receives the emails.
 */
describe('Moderation, the member side (e2e)', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let db: Awaited<ReturnType<typeof isolatedDatabase>>;
  let admin: Member;
  beforeAll(async () => {
    smtp = await startSmtp();
    db = await isolatedDatabase('moderation_member');
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'notices@example.test', PUBLIC_URL: 'https://members.example.test' }, [], { databaseUrl: db.url });
    admin = await signUpAs(t, 'admin');
  }, 60_000);
  afterAll(async () => {
    await t.app.get(MailOutboxService).drain();
    await t.close();
    await db.drop();
    await smtp.close();
  });

  async function moderator(): Promise<Member> {
    const m = await signUpAs(t, 'member');
    await admin.agent.put(`/api/admin/users/${m.user.id}`).send({ isModerator: true }).expect(200);
    return m;
  }
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  const kinds = async (m: Member) => ((await m.agent.get('/api/notifications').expect(200)).body.items as { kind: string }[]).map((n) => n.kind);
  const login = (email: string, password = PASSWORD) => t.agent().post('/api/auth/login').send({ email, password });
  const appeal = (body: Record<string, unknown>) => t.agent().post('/api/auth/suspension-appeal').send(body);

  it('a warning: in the app with its reason, and by email without it or who warned', async () => {
    const mod = await moderator();
    const m = await signUpAs(t, 'member');
    const action = (await mod.agent.post('/api/moderation/actions').send({ userId: m.user.id, action: 'warn', reason: 'Please keep chats kind' }).expect(201)).body;
    expect((await m.agent.get('/api/account/moderation').expect(200)).body).toEqual([{ id: action.id, action: 'warn', reason: 'Please keep chats kind', createdAt: expect.any(String) }]);
    expect(await kinds(m)).toContain('security.moderation_warning');
    const mail = await eventually(() => mailsTo(m.email).find((x) => x.decoded.includes('A moderator sent you a warning')), 15_000, 'the warning email');
    expect(mail.decoded).not.toContain(mod.email);
    expect(mail.decoded).not.toContain('Please keep chats kind');
    // She appeals it in the app, once.
    await m.agent.post('/api/account/appeals').send({ actionId: action.id, text: 'I was quoting someone' }).expect(201);
    await m.agent.post('/api/account/appeals').send({ actionId: action.id, text: 'Again' }).expect(409);
  });

  it('a suspension: sign-in says why and until when; she appeals once from there; another moderator decides and she is told', async () => {
    const [first, second] = [await moderator(), await moderator()];
    const m = await signUpAs(t, 'member');
    const action = (await first.agent.post('/api/moderation/actions').send({ userId: m.user.id, action: 'suspend', days: 7, reason: 'Asked members for money' }).expect(201)).body;
    await eventually(() => mailsTo(m.email).find((x) => x.decoded.includes('Your account was suspended by a moderator')), 15_000, 'the suspension email');

    const refused = await login(m.email).expect(403);
    expect(refused.body).toMatchObject({ code: 'account.suspended', until: action.until, reason: 'Asked members for money', actionId: action.id, appealed: false });
    expect(JSON.stringify(refused.body)).not.toContain(first.user.id);
    // A wrong password learns nothing about the suspension, at sign-in or at the appeal.
    const wrong = await login(m.email, 'not-her-password-1').expect(401);
    expect(JSON.stringify(wrong.body)).not.toContain('suspend');
    expect((await appeal({ email: m.email, password: 'not-her-password-1', text: 'Let me back' }).expect(401)).body.code).toBe(wrong.body.code);
    await appeal({ email: m.email, password: PASSWORD, text: '   ' }).expect(400);

    const filed = await appeal({ email: m.email, password: PASSWORD, text: 'It was a fundraiser for the shelter' }).expect(201);
    expect(Object.keys(filed.body)).toEqual(['id']);
    await appeal({ email: m.email, password: PASSWORD, text: 'Second try' }).expect(409);
    expect((await login(m.email).expect(403)).body).toMatchObject({ appealed: true });

    // The moderator who suspended her cannot decide; another one overturns it: she is back, and told.
    await first.agent.put(`/api/moderation/appeals/${filed.body.id}`).send({ decision: 'overturned' }).expect(403);
    await second.agent.put(`/api/moderation/appeals/${filed.body.id}`).send({ decision: 'overturned' }).expect(200);
    const back = await login(m.email).expect(200);
    expect(back.body.id).toBe(m.user.id);
    const agent = t.agent();
    await agent.post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(200);
    const notes = ((await agent.get('/api/notifications').expect(200)).body.items as { kind: string }[]).map((n) => n.kind);
    expect(notes).toEqual(expect.arrayContaining(['security.moderation_suspended', 'security.moderation_appeal_decided']));
    const own = (await agent.get('/api/account/moderation').expect(200)).body as { action: string; appeal?: { status: string } }[];
    expect(own).toEqual([expect.objectContaining({ action: 'suspend', reason: 'Asked members for money', appeal: expect.objectContaining({ status: 'overturned' }) })]);
    const decided = await eventually(() => mailsTo(m.email).find((x) => x.decoded.includes('A moderator decided your appeal')), 15_000, 'the decision email');
    expect(decided.decoded).not.toContain(second.email);
  });

  it('answers 409 to an appeal from a member who is not suspended', async () => {
    const m = await signUpAs(t, 'member');
    expect((await appeal({ email: m.email, password: PASSWORD, text: 'Why?' }).expect(409)).body.code).toBe('moderation.notSuspended');
  });
});
