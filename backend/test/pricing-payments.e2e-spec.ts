import { Clock } from '../src/common/clock/clock';
import { SubscriptionsService } from '../src/modules/subscriptions/subscriptions.service';
import { createTestApp, signUp, signUpAs, TestApp } from './support/test-app';

describe('Pricing, payments, subscriptions and stats (e2e)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUpAs>>;
  beforeAll(async () => {
    t = await createTestApp({ GRACE_DAYS: '7' });
    admin = await signUpAs(t, 'admin');
  });
  afterEach(() => t.app.get(Clock).set(undefined));
  afterAll(() => t.close());

  const currentTiers = async () => (await t.db.query('SELECT id, amount FROM pricing_tiers WHERE is_current_tier')) as { id: string; amount: string }[];

  /** A member who redeemed a fresh invite at the current price. */
  async function member() {
    const invite = (await admin.agent.post('/api/admin/invites').send({ maxUses: 1 }).expect(201)).body;
    const m = await signUp(t);
    await m.agent.post('/api/redeem-invite').send({ code: invite.code }).expect(200);
    return m;
  }

  describe('pricing tiers', () => {
    it('starts with exactly one current tier', async () => {
      expect(await currentTiers()).toHaveLength(1);
      const current = await admin.agent.get('/api/admin/pricing-tiers').query({ filter: JSON.stringify({ isCurrentTier: true }) }).expect(200);
      expect(current.body).toEqual([expect.objectContaining({ isCurrentTier: true })]);
      const res = await admin.agent.get('/api/admin/pricing-tiers').expect(200);
      expect(res.body.filter((tier: { isCurrentTier: boolean }) => tier.isCurrentTier)).toHaveLength(1);
      expect(res.headers['content-range']).toMatch(/^pricing-tiers /);
    });

    it('creates tiers, normalises amounts to two decimals and logs it', async () => {
      const res = await admin.agent.post('/api/admin/pricing-tiers').send({ amount: '7.5', effectiveDate: '2026-12-01', isCurrentTier: false }).expect(201);
      expect(res.body).toMatchObject({ amount: '7.50', isCurrentTier: false });
      const log = await t.db.query(`SELECT action FROM admin_action_logs WHERE target_id = $1`, [res.body.id]);
      expect(log).toEqual([{ action: 'create_pricing_tier' }]);
    });

    it.each([
      [{}, 'Amount is required'],
      [{ amount: 0 }, 'Amount must be a positive number'],
      [{ amount: '-3' }, 'Amount must be a positive number'],
      [{ amount: '1.234' }, 'Amount must be a positive number'],
      [{ amount: '100000000.00' }, 'Amount must be at most $99,999,999.99'],
      [{ amount: '99999999999999999999' }, 'Amount must be at most $99,999,999.99'],
      [{ amount: 1e12 }, 'Amount must be at most $99,999,999.99'],
      [{ amount: '1e3' }, 'Amount must be a positive number'],
      [{ amount: '+5' }, 'Amount must be a positive number'],
      [{ amount: 'ten' }, 'Amount must be a positive number'],
      [{ amount: '5', effectiveDate: 'someday' }, 'Effective date must be a date'],
      [{ amount: '5', isCurrentTier: 'yes' }, 'isCurrentTier must be true or false'],
    ])('refuses %j with 400 and writes nothing', async (body, message) => {
      const before = await t.db.query('SELECT count(*)::int AS n FROM pricing_tiers');
      const res = await admin.agent.post('/api/admin/pricing-tiers').send(body).expect(400);
      expect(res.body.message).toBe(message);
      expect((await t.db.query('SELECT count(*)::int AS n FROM pricing_tiers'))[0].n).toBe(before[0].n);
    });

    it('answers 404 for set-current on an unknown id', async () => {
      const unknown = await admin.agent.put('/api/admin/pricing-tiers/00000000-0000-4000-8000-000000000000/set-current').expect(404);
      expect(unknown.body).toMatchObject({ code: 'pricing.tierNotFound', message: 'Pricing tier not found' });
      await admin.agent.put('/api/admin/pricing-tiers/xyz/set-current').expect(404);
    });

    it('keeps exactly one current tier under 20 concurrent set-current and create calls', async () => {
      const tiers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => admin.agent.post('/api/admin/pricing-tiers').send({ amount: `${i + 2}.00` }).expect(201)),
      );
      const calls = [
        ...tiers.flatMap((tier) => [
          admin.agent.put(`/api/admin/pricing-tiers/${tier.body.id}/set-current`),
          admin.agent.put(`/api/admin/pricing-tiers/${tier.body.id}/set-current`),
        ]),
        ...Array.from({ length: 4 }, (_, i) => admin.agent.post('/api/admin/pricing-tiers').send({ amount: `${i + 50}.00`, isCurrentTier: true })),
      ];
      const results = await Promise.all(calls);
      expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
      expect(await currentTiers()).toHaveLength(1);
    });

    it('grandfathers: a new current price applies to new members only', async () => {
      const before = await member();
      const beforeRate = (await before.agent.get('/api/auth/user')).body.pricingTier;
      const tier = (await admin.agent.post('/api/admin/pricing-tiers').send({ amount: '9.99' }).expect(201)).body;
      await admin.agent.put(`/api/admin/pricing-tiers/${tier.id}/set-current`).expect(200);
      const after = await member();
      expect((await after.agent.get('/api/auth/user')).body.pricingTier).toBe('9.99');
      expect((await before.agent.get('/api/auth/user')).body.pricingTier).toBe(beforeRate);
    });
  });

  describe('payments', () => {
    const pay = (body: object) => admin.agent.post('/api/admin/payments').send(body);

    it('records a payment and shows it only to its member', async () => {
      const m = await member();
      const other = await member();
      const res = await pay({ userId: m.user.id, amount: 12.5, paymentDate: new Date().toISOString(), paymentMethod: 'venmo', notes: '  thanks ' }).expect(201);
      expect(res.body).toMatchObject({ amount: '12.50', paymentMethod: 'venmo', notes: 'thanks', userId: m.user.id, user: { id: m.user.id, email: m.email } });
      const own = await m.agent.get('/api/payments').expect(200);
      expect(own.body).toEqual([expect.objectContaining({ id: res.body.id, amount: '12.50', paymentMethod: 'venmo', notes: 'thanks' })]);
      expect((await other.agent.get('/api/payments').expect(200)).body).toEqual([]);
      const list = await admin.agent.get('/api/admin/payments').query({ filter: JSON.stringify({ userId: m.user.id }) }).expect(200);
      expect(list.body.map((p: { id: string }) => p.id)).toEqual([res.body.id]);
      const log = await t.db.query(`SELECT action FROM admin_action_logs WHERE target_id = $1`, [res.body.id]);
      expect(log).toEqual([{ action: 'record_payment' }]);
    });

    it("answers a member's own list (JSON built by PostgreSQL) exactly as the admin list shapes the same payments, newest first", async () => {
      const m = await member();
      expect((await m.agent.get('/api/payments').expect(200).expect('content-type', /^application\/json/)).body).toEqual([]);
      for (const [amount, paymentDate, notes] of [
        ['7', '2026-01-15T10:20:30.456Z', null],
        ['0.05', '2026-03-01T00:00:00Z', 'a "quoted" note\\ with ünïcode'],
        ['99999999.99', '2026-02-28T23:59:59.999Z', null],
      ] as const) {
        await pay({ userId: m.user.id, amount, paymentDate, paymentMethod: 'cash', notes }).expect(201);
      }
      const own = await m.agent.get('/api/payments').expect(200).expect('content-type', /^application\/json/);
      const list = await admin.agent.get('/api/admin/payments').query({ filter: JSON.stringify({ userId: m.user.id }), sort: JSON.stringify(['paymentDate', 'DESC']) }).expect(200);
      const shared = (p: Record<string, unknown>) => ({ id: p.id, amount: p.amount, paymentMethod: p.paymentMethod, paymentDate: p.paymentDate, billingMonth: p.billingMonth, notes: p.notes, createdAt: p.createdAt });
      expect(own.body.map((p: Record<string, unknown>) => Object.keys(p))).toEqual(own.body.map(() => ['id', 'amount', 'paymentMethod', 'paymentDate', 'billingMonth', 'notes', 'createdAt']));
      expect(own.body).toEqual(list.body.map(shared));
      // Written as JSON.stringify writes it (compact), so it stays under the compression threshold as before.
      expect(own.text).toBe(JSON.stringify(own.body));
      expect(own.body.map((p: { amount: string }) => p.amount)).toEqual(['0.05', '99999999.99', '7.00']);
      expect(own.body[2].paymentDate).toBe('2026-01-15T10:20:30.456Z');
    });

    it('adds money exactly: 0.10 + 0.20 is 0.30', async () => {
      const m = await member();
      await pay({ userId: m.user.id, amount: 0.1, paymentDate: new Date().toISOString() }).expect(201);
      await pay({ userId: m.user.id, amount: '0.20', paymentDate: new Date().toISOString() }).expect(201);
      const [{ total }] = await t.db.query('SELECT sum(amount)::text AS total FROM payments WHERE user_id = $1', [m.user.id]);
      expect(total).toBe('0.30');
    });

    it.each([
      [{ amount: 5, paymentDate: '2026-01-01T00:00:00Z' }, 'Choose a user', 'validation.failed'],
      [{ userId: '00000000-0000-4000-8000-000000000000', amount: 5, paymentDate: '2026-01-01T00:00:00Z' }, 'The selected user does not exist', 'payments.userNotFound'],
      [{ amount: 0 }, 'Amount must be greater than 0, with at most two decimals, up to 99,999,999.99', 'validation.failed'],
      [{ amount: '1e3', paymentDate: '2026-01-01T00:00:00Z' }, 'Amount must be greater than 0, with at most two decimals, up to 99,999,999.99', 'validation.failed'],
      [{ amount: '0x10', paymentDate: '2026-01-01T00:00:00Z' }, 'Amount must be greater than 0, with at most two decimals, up to 99,999,999.99', 'validation.failed'],
      [{ amount: '123456789.00', paymentDate: '2026-01-01T00:00:00Z' }, 'Amount must be at most $99,999,999.99', 'validation.failed'],
      [{ amount: 5, paymentDate: 'not a date' }, 'Payment date must be a valid date', 'validation.failed'],
      [{ amount: 5, paymentDate: '2099-01-01T00:00:00Z' }, 'Payment date cannot be in the future', 'payments.dateInFuture'],
      [{ amount: 5, paymentDate: '1999-12-31T00:00:00Z' }, 'Payment date is too far in the past', 'payments.dateTooOld'],
      [{ amount: 5, paymentDate: '2026-01-01T00:00:00Z', paymentMethod: 'bitcoin' }, 'Payment method must be one of', 'validation.failed'],
      [{ amount: 5, paymentDate: '2026-01-01T00:00:00Z', notes: 'x'.repeat(501) }, 'Notes must be at most 500 characters', 'validation.failed'],
      [{ amount: 5, paymentDate: '2026-01-01T00:00:00Z', billingMonth: '2026-13' }, 'Billing month must look like 2026-11', 'validation.failed'],
    ])('refuses %j with 400 and writes nothing', async (body, message, code) => {
      const m = await signUpAs(t, 'member');
      const before = await t.db.query('SELECT count(*)::int AS n FROM payments');
      const payload = 'userId' in body || message === 'Choose a user' ? body : { userId: m.user.id, ...body };
      const res = await pay(payload).expect(400);
      expect(res.body.message).toContain(message);
      expect(res.body.code).toBe(code);
      expect((await t.db.query('SELECT count(*)::int AS n FROM payments'))[0].n).toBe(before[0].n);
    });
  });

  describe('subscription status', () => {
    it('goes overdue after the grace days, active at once on a covering payment, and stays paused when inactive', async () => {
      const clock = t.app.get(Clock);
      const subs = t.app.get(SubscriptionsService);
      clock.set(new Date(Date.now()));
      const m = await member();
      const rate = (await m.agent.get('/api/auth/user')).body.pricingTier as string;
      await t.db.query(`UPDATE invite_redemptions SET redeemed_at = '2026-01-15T00:00:00Z' WHERE user_id = $1`, [m.user.id]);

      clock.set(new Date('2030-03-05T12:00:00Z'));
      await subs.recomputeAll();
      expect((await m.agent.get('/api/auth/user')).body.subscriptionStatus).toBe('active');

      clock.set(new Date('2030-03-09T12:00:00Z'));
      await subs.recomputeAll();
      expect((await m.agent.get('/api/auth/user')).body.subscriptionStatus).toBe('overdue');
      const list = await admin.agent.get(`/api/admin/users/${m.user.id}`).expect(200);
      expect(list.body.subscriptionStatus).toBe('overdue');

      await admin.agent.post('/api/admin/payments').send({ userId: m.user.id, amount: rate, paymentDate: new Date().toISOString(), billingMonth: '2030-03' }).expect(201);
      expect((await m.agent.get('/api/auth/user')).body.subscriptionStatus).toBe('active');

      clock.set(new Date('2030-04-20T12:00:00Z'));
      await admin.agent.put(`/api/admin/users/${m.user.id}`).send({ subscriptionStatus: 'inactive' }).expect(200);
      await subs.recomputeAll();
      expect((await m.agent.get('/api/auth/user')).body.subscriptionStatus).toBe('inactive');
      await admin.agent.put(`/api/admin/users/${m.user.id}`).send({ subscriptionStatus: 'active' }).expect(200);
      expect((await m.agent.get('/api/auth/user')).body.subscriptionStatus).toBe('overdue');
      expect((await m.agent.get('/api/auth/user')).body.pricingTier).toBe(rate);
    });

    it('never makes an admin overdue', async () => {
      const clock = t.app.get(Clock);
      clock.set(new Date('2031-06-28T00:00:00Z'));
      await t.app.get(SubscriptionsService).recomputeAll();
      expect((await admin.agent.get('/api/auth/user')).body.subscriptionStatus).toBe('active');
    });
  });

  describe('admin stats', () => {
    it('sums the month exactly, including the whole last day, and what billed members still owe', async () => {
      const clock = t.app.get(Clock);
      const m = await member();
      await t.db.query(`UPDATE users SET pricing_tier = 5.00 WHERE id = $1`, [m.user.id]);
      clock.set(new Date('2032-01-31T23:30:00Z'));
      const before = (await admin.agent.get('/api/admin/stats').expect(200)).body;
      await t.db.query(
        `INSERT INTO payments (user_id, amount, payment_date, billing_month) VALUES
           ($1, 0.10, '2032-01-31T23:59:59.999Z', '2032-01'), ($1, 0.20, '2032-01-01T00:00:00Z', '2032-01'),
           ($1, 100.00, '2032-02-01T00:00:00Z', '2032-02'), ($1, 100.00, '2031-12-31T23:59:59Z', '2031-12')`,
        [m.user.id],
      );
      const after = (await admin.agent.get('/api/admin/stats').expect(200)).body;
      expect(Object.keys(after).sort()).toEqual(['activeInvites', 'collectedMonthlyRevenue', 'outstandingRevenue', 'totalUsers']);
      expect(typeof after.totalUsers).toBe('number');
      expect(after.collectedMonthlyRevenue).toBe('0.30');
      expect(before.collectedMonthlyRevenue).toBe('0.00');
      // The member paid 0.30 of a 5.00 rate in January 2032.
      expect(Number(before.outstandingRevenue) - Number(after.outstandingRevenue)).toBeCloseTo(0.3, 5);
      expect(after.outstandingRevenue).toMatch(/^\d+\.\d{2}$/);
    });

    it('counts only usable invites as active', async () => {
      const before = (await admin.agent.get('/api/admin/stats').expect(200)).body.activeInvites;
      const a = (await admin.agent.post('/api/admin/invites').send({ maxUses: 1 }).expect(201)).body;
      await admin.agent.post('/api/admin/invites').send({ maxUses: 1 }).expect(201);
      await admin.agent.put(`/api/admin/invites/${a.id}`).send({ isActive: false }).expect(200);
      expect((await admin.agent.get('/api/admin/stats').expect(200)).body.activeInvites).toBe(before + 1);
    });
  });

  describe('user administration', () => {
    it('searches by name or email and lists with Content-Range', async () => {
      const m = await signUp(t, { firstName: 'Searchable', lastName: 'Person' });
      const byName = await admin.agent.get('/api/admin/users').query({ filter: JSON.stringify({ q: 'searchable pers' }) }).expect(200);
      expect(byName.body.map((u: { id: string }) => u.id)).toContain(m.user.id);
      const byEmail = await admin.agent.get('/api/admin/users').query({ filter: JSON.stringify({ q: m.email.slice(0, 12) }) }).expect(200);
      expect(byEmail.body.map((u: { id: string }) => u.id)).toContain(m.user.id);
      expect(byEmail.headers['content-range']).toMatch(/^users 0-\d+\/\d+$/);
      expect(byEmail.body[0]).not.toHaveProperty('passwordHash');
      const admins = await admin.agent.get('/api/admin/users').query({ filter: JSON.stringify({ isAdmin: true }) }).expect(200);
      expect(admins.body.every((u: { isAdmin: boolean }) => u.isAdmin)).toBe(true);
      const overdue = await admin.agent.get('/api/admin/users').query({ filter: JSON.stringify({ subscriptionStatus: 'overdue' }) }).expect(200);
      expect(overdue.body.every((u: { subscriptionStatus: string }) => u.subscriptionStatus === 'overdue')).toBe(true);
      const none = await admin.agent.get('/api/admin/users').query({ filter: JSON.stringify({ q: 'no-such-person-anywhere' }) }).expect(200);
      expect(none.body).toEqual([]);
      expect(none.headers['content-range']).toBe('users 0-0/0');
    });

    it('changes admin flags with the rules: not one\'s own, never the last admin; logged', async () => {
      const m = await signUpAs(t, 'member');
      const res = await admin.agent.put(`/api/admin/users/${m.user.id}`).send({ isAdmin: true }).expect(200);
      expect(res.body.isAdmin).toBe(true);
      expect((await admin.agent.put(`/api/admin/users/${admin.user.id}`).send({ isAdmin: false }).expect(409)).body).toMatchObject({
        code: 'admin.cannotDemoteSelf',
        message: 'You cannot remove your own admin access',
      });
      expect((await m.agent.put(`/api/admin/users/${m.user.id}`).send({ isAdmin: false }).expect(409)).body.code).toBe('admin.cannotDemoteSelf');
      await admin.agent.put(`/api/admin/users/${m.user.id}`).send({ isAdmin: false }).expect(200);
      await admin.agent.put(`/api/admin/users/${m.user.id}`).send({ email: 'x@y.z' }).expect(400);
      await admin.agent.put(`/api/admin/users/${m.user.id}`).send({ subscriptionStatus: 'gold' }).expect(400);
      expect((await admin.agent.put(`/api/admin/users/${m.user.id}`).send({ subscriptionStatus: 'overdue' }).expect(400)).body.message).toBe(
        'Subscription status can be set to active or inactive (overdue follows from payments)',
      );
      expect((await admin.agent.put(`/api/admin/users/${m.user.id}`).send({}).expect(400)).body.code).toBe('admin.nothingToChange');
      expect((await admin.agent.get('/api/admin/users/00000000-0000-4000-8000-000000000000').expect(404)).body.code).toBe('admin.userNotFound');
      expect((await m.agent.get('/api/admin/users').expect(403)).body.code).toBe('access.adminRequired');
      const log = await t.db.query(`SELECT action FROM admin_action_logs WHERE target_id = $1`, [m.user.id]);
      expect(log).toHaveLength(2);
    });

    it('never demotes the last admin, even when two admins demote each other at once', async () => {
      const others = await t.db.query(`SELECT id FROM users WHERE is_admin`);
      const a = await signUpAs(t, 'admin');
      const b = await signUpAs(t, 'admin');
      // Leave a and b as the only admins for this race.
      await t.db.query(`UPDATE users SET is_admin = false WHERE id = ANY($1::uuid[])`, [others.map((o: { id: string }) => o.id)]);
      try {
        const [r1, r2] = await Promise.all([
          a.agent.put(`/api/admin/users/${b.user.id}`).send({ isAdmin: false }),
          b.agent.put(`/api/admin/users/${a.user.id}`).send({ isAdmin: false }),
        ]);
        expect([r1.status, r2.status].sort()).toEqual([200, expect.any(Number)]);
        const loser = r1.status === 200 ? r2 : r1;
        expect(loser.body.code).toMatch(/^(admin\.lastAdmin|access\.adminRequired|data\.concurrentChange)$/);
        const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM users WHERE is_admin');
        expect(n).toBe(1);
      } finally {
        await t.db.query(`UPDATE users SET is_admin = true WHERE id = ANY($1::uuid[])`, [others.map((o: { id: string }) => o.id)]);
      }
    });
  });

  describe('activity log', () => {
    it('lists newest first, admin only', async () => {
      const res = await admin.agent.get('/api/admin/activity').query({ range: '[0,4]' }).expect(200);
      expect(res.body.length).toBeGreaterThan(0);
      const times = res.body.map((e: { createdAt: string }) => Date.parse(e.createdAt));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
      expect(res.body[0]).toEqual(expect.objectContaining({ id: expect.any(String), action: expect.any(String), targetType: expect.any(String) }));
      const m = await signUpAs(t, 'member');
      await m.agent.get('/api/admin/activity').expect(403);
    });
  });
});
