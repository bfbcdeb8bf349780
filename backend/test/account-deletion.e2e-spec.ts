import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../src/common/http/auth-user';
import { AccountService } from '../src/modules/account/account.service';
import { accountSuite } from './support/account';
import { PASSWORD, signUp, signUpAs, uniqueEmail } from './support/test-app';

describe('Account safety and control (e2e)', () => {
  const { t, admin, signInAgain, memberWithProfile, partners, count } = accountSuite();

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
      expect(await count(`SELECT count(*)::int AS n FROM supportmatch_profiles WHERE user_id = $1`, [m.user.id])).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM blocks WHERE user_id = $1`, [m.user.id])).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM user_settings WHERE user_id = $1`, [m.user.id])).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1`, [m.user.id])).toBe(0);
      const messages = await t.db.query(`SELECT sender_id, content FROM supportmatch_messages WHERE partnership_id = $1 ORDER BY created_at`, [pid]);
      expect(messages).toEqual([
        { sender_id: m.user.id, content: '' },
        { sender_id: partner.user.id, content: 'something my partner said' },
      ]);
      expect(await count(`SELECT count(*)::int AS n FROM reports WHERE reporter_id = $1 AND description = 'kept as a record'`, [m.user.id])).toBe(1);
      expect(await count(`SELECT count(*)::int AS n FROM admin_action_logs WHERE action = 'delete_account' AND target_id = $1`, [m.user.id])).toBe(1);

      // Payments stay, shown to admins as "Deleted member".
      const payments = await admin.agent.get(`/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ userId: m.user.id }))}`).expect(200);
      const kept = payments.body.find((p: { id: string }) => p.id === payment.body.id);
      expect(kept).toMatchObject({ amount: '3.00', user: { id: m.user.id, email: null, firstName: 'Deleted member', lastName: null, deleted: true } });
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

    it('answers a deletion of an account already deleted (the second of a double tap) as done, not as an error (issue 28)', async () => {
      const m = await signUp(t);
      const accounts = t.app.get(AccountService);
      const user = (await t.db.query(`SELECT * FROM users WHERE id = $1`, [m.user.id]))[0];
      const asAuthUser = { ...m.user, id: user.id, email: user.email } as AuthUser;
      const sid = `double-tap-${randomUUID()}`;
      await accounts.delete(asAuthUser, PASSWORD, sid);
      // The second request read the session before the first ended it: it must not say "already deleted" or "wrong password".
      await expect(accounts.delete(asAuthUser, PASSWORD, sid)).resolves.toBeUndefined();
      expect(await count(`SELECT count(*)::int AS n FROM admin_action_logs WHERE action = 'delete_account' AND target_id = $1`, [m.user.id])).toBe(1);
    });

    it('deletes once when asked twice at once, and the second tap is a success too (issue 28), not an error', async () => {
      for (let round = 0; round < 3; round++) {
        const m = await signUp(t);
        const results = await Promise.all([0, 1].map(() => m.agent.delete('/api/account').send({ password: PASSWORD })));
        // 401 only where the first had already ended the session before the second was read (the client then shows the signed-out page).
        expect(results.every((r) => r.status === 204 || r.status === 401)).toBe(true);
        expect(results.filter((r) => r.status === 204).length).toBeGreaterThanOrEqual(1);
        expect(await count(`SELECT count(*)::int AS n FROM admin_action_logs WHERE action = 'delete_account' AND target_id = $1`, [m.user.id])).toBe(1);
      }
    });

    it('a deleted account cannot be made an admin again', async () => {
      const m = await signUp(t, { email: uniqueEmail('gone') });
      await m.agent.delete('/api/account').send({ password: PASSWORD }).expect(204);
      await admin.agent.put(`/api/admin/users/${m.user.id}`).send({ isAdmin: true }).expect(409);
    });
  });
});
