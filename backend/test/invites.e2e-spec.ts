import { createTestApp, PASSWORD, signUp, signUpAs, TestApp, uniqueEmail } from './support/test-app';

describe('Invites (e2e)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUpAs>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAs(t, 'admin');
  });
  afterAll(() => t.close());

  const generate = (body: object) => admin.agent.post('/api/admin/invites').send(body);

  it('generates a 12-character code without look-alikes, logged in the activity log', async () => {
    const res = await generate({ maxUses: 5 }).expect(201);
    expect(res.body).toMatchObject({ maxUses: 5, currentUses: 0, isActive: true, expiresAt: null, status: 'Active', createdBy: admin.user.id });
    expect(res.body.code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    const log = await t.db.query(`SELECT action, target_type, admin_id FROM admin_action_logs WHERE target_id = $1`, [res.body.id]);
    expect(log).toEqual([{ action: 'generate_invite_code', target_type: 'invite_code', admin_id: admin.user.id }]);
  });

  it.each([
    [{}, 'Maximum uses is required'],
    [{ maxUses: 0 }, 'Maximum uses must be a positive whole number'],
    [{ maxUses: 2.5 }, 'Maximum uses must be a positive whole number'],
    [{ maxUses: '5' }, 'Maximum uses must be a positive whole number'],
    [{ maxUses: 5, expiresAt: 'tomorrow' }, 'Expiry must be a date'],
    [{ maxUses: 5, expiresAt: '2001-01-01T00:00:00Z' }, 'Expiry must be in the future'],
    [{ maxUses: 5, code: 'MYOWNCODE123' }, 'property code should not exist'],
  ])('refuses %j with 400 and creates nothing', async (body, message) => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM invite_codes');
    const res = await generate(body).expect(400);
    expect(res.body.message).toBe(message);
    expect((await t.db.query('SELECT count(*)::int AS n FROM invite_codes'))[0].n).toBe(before[0].n);
  });

  it('lists codes newest first with Content-Range, and honours range and sort', async () => {
    await generate({ maxUses: 1 }).expect(201);
    const latest = (await generate({ maxUses: 10 }).expect(201)).body;
    const res = await admin.agent.get('/api/admin/invites').query({ range: '[0,1]' }).expect(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0].id).toBe(latest.id);
    expect(res.headers['content-range']).toMatch(/^invites 0-1\/\d+$/);
    const sorted = await admin.agent.get('/api/admin/invites').query({ sort: '["maxUses","DESC"]', range: '[0,0]' }).expect(200);
    expect(sorted.body[0].maxUses).toBeGreaterThanOrEqual(10);
    await admin.agent.get('/api/admin/invites').query({ sort: '["password","ASC"]' }).expect(400);
    await admin.agent.get('/api/admin/invites').query({ range: 'nope' }).expect(400);
  });

  it('redeems: trims and uppercases, locks the current price, records who invited whom', async () => {
    const invite = (await generate({ maxUses: 2 }).expect(201)).body;
    const member = await signUp(t);
    const res = await member.agent.post('/api/redeem-invite').send({ code: `  ${invite.code.toLowerCase()} ` }).expect(200);
    expect(res.body).toMatchObject({ inviteCodeUsed: invite.code, subscriptionStatus: 'active' });
    const [{ amount }] = await t.db.query('SELECT amount FROM pricing_tiers WHERE is_current_tier');
    expect(res.body.pricingTier).toBe(amount);
    await member.agent.get('/api/payments').expect(200);
    const detail = await admin.agent.get(`/api/admin/invites/${invite.id}`).expect(200);
    expect(detail.body.currentUses).toBe(1);
    expect(detail.body.redemptions).toEqual([expect.objectContaining({ userId: member.user.id, email: member.email })]);
    const user = await admin.agent.get(`/api/admin/users/${member.user.id}`).expect(200);
    expect(user.body.invitedBy).toMatchObject({ id: admin.user.id, email: admin.email });
  });

  it('refuses unknown, inactive, expired and used-up codes and a second redemption, each with its message', async () => {
    const member = await signUp(t);
    const redeem = (code: string) => member.agent.post('/api/redeem-invite').send({ code });
    expect((await redeem('ZZZZZZZZZZZZ').expect(404)).body.message).toBe('This invite code is not valid. Check it and try again.');
    expect((await redeem('   ').expect(400)).body.message).toBe('Enter your invite code');

    const inactive = (await generate({ maxUses: 3 }).expect(201)).body;
    await admin.agent.put(`/api/admin/invites/${inactive.id}`).send({ isActive: false }).expect(200);
    expect((await redeem(inactive.code).expect(410)).body.message).toBe('This invite code is no longer active.');
    const log = await t.db.query(`SELECT action FROM admin_action_logs WHERE target_id = $1 ORDER BY created_at`, [inactive.id]);
    expect(log.map((l: { action: string }) => l.action)).toEqual(['generate_invite_code', 'deactivate_invite_code']);

    const expired = (await generate({ maxUses: 3, expiresAt: new Date(Date.now() + 60_000).toISOString() }).expect(201)).body;
    await t.db.query(`UPDATE invite_codes SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.id]);
    expect((await redeem(expired.code).expect(410)).body.message).toBe('This invite code has expired.');

    const single = (await generate({ maxUses: 1 }).expect(201)).body;
    await (await signUp(t)).agent.post('/api/redeem-invite').send({ code: single.code }).expect(200);
    expect((await redeem(single.code).expect(410)).body.message).toBe('This invite code has already been used the maximum number of times.');

    const fresh = (await generate({ maxUses: 5 }).expect(201)).body;
    await redeem(fresh.code).expect(200);
    expect((await redeem(fresh.code).expect(409)).body.message).toBe('You have already redeemed an invite code.');
    const [{ current_uses }] = await t.db.query('SELECT current_uses FROM invite_codes WHERE id = $1', [fresh.id]);
    expect(current_uses).toBe(1);
  });

  it('lets a 5-use code succeed exactly 5 times under 20 concurrent redemptions', async () => {
    const invite = (await generate({ maxUses: 5 }).expect(201)).body;
    const members = await Promise.all(Array.from({ length: 20 }, () => signUp(t)));
    const results = await Promise.all(members.map((m) => m.agent.post('/api/redeem-invite').send({ code: invite.code })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 410)).toHaveLength(15);
    const [row] = await t.db.query('SELECT current_uses FROM invite_codes WHERE id = $1', [invite.id]);
    expect(row.current_uses).toBe(5);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM invite_redemptions WHERE invite_code_id = $1', [invite.id]);
    expect(n).toBe(5);
  });

  it('keeps a CHECK constraint as the backstop against overselling', async () => {
    const invite = (await generate({ maxUses: 1 }).expect(201)).body;
    await expect(t.db.query('UPDATE invite_codes SET current_uses = 2 WHERE id = $1', [invite.id])).rejects.toThrow(/CHK_invite_codes_uses/);
  });

  it('limits redemption attempts per account', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX_PER_ACCOUNT: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
    try {
      const agent = limited.agent();
      await agent.post('/api/auth/register').send({ email: uniqueEmail(), password: PASSWORD }).expect(201);
      for (let i = 0; i < 3; i++) await agent.post('/api/redeem-invite').send({ code: `WRONGCODE00${i}` }).expect(404);
      await agent.post('/api/redeem-invite').send({ code: 'WRONGCODE009' }).expect(429);
    } finally {
      await limited.close();
    }
  });

  it('answers 404 for an unknown or malformed invite id', async () => {
    await admin.agent.get('/api/admin/invites/00000000-0000-4000-8000-000000000000').expect(404);
    await admin.agent.get('/api/admin/invites/not-a-uuid').expect(404);
    await admin.agent.put('/api/admin/invites/00000000-0000-4000-8000-000000000000').send({ isActive: false }).expect(404);
  });

  it('fails the change when its activity log entry cannot be written', async () => {
    await t.db.query(`ALTER TABLE admin_action_logs ADD CONSTRAINT "CHK_test_no_generate" CHECK (action <> 'generate_invite_code') NOT VALID`);
    try {
      const before = await t.db.query('SELECT count(*)::int AS n FROM invite_codes');
      const res = await generate({ maxUses: 1 });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect((await t.db.query('SELECT count(*)::int AS n FROM invite_codes'))[0].n).toBe(before[0].n);
    } finally {
      await t.db.query(`ALTER TABLE admin_action_logs DROP CONSTRAINT "CHK_test_no_generate"`);
    }
  });
});
