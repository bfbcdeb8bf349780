import { accountSuite } from './support/account';
import { PASSWORD, signUp } from './support/test-app';

const NEW_PASSWORD = 'a-brand-new-passphrase';

describe('Account safety and control (e2e)', () => {
  const { t, signInAgain } = accountSuite();

  describe('sessions', () => {
    it('lists own sessions with opaque ids, the current flag and a device description, never the token', async () => {
      const m = await signUp(t);
      await signInAgain(m.email);
      const res = await m.agent.get('/api/account/sessions').expect(200);
      expect(res.body).toHaveLength(2);
      const [current, other] = res.body;
      expect(current).toMatchObject({ current: true });
      expect(other).toMatchObject({ current: false, device: 'Firefox on Android' });
      for (const s of res.body) {
        expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'lastSeenAt']);
        expect(new Date(s.lastSeenAt).getTime()).toBeGreaterThan(Date.now() - 10 * 60 * 1000);
        expect(s.createdAt).toEqual(expect.any(String));
      }
      const sids: { sid: string }[] = await t.db.query(`SELECT sid FROM sessions WHERE user_id = $1`, [m.user.id]);
      for (const { sid } of sids) expect(JSON.stringify(res.body)).not.toContain(sid);
      expect(m.cookie).not.toContain(current.id);
    });

    it('revokes one own session at once; another member\'s session id is a 404 and stays signed in', async () => {
      const m = await signUp(t);
      const phone = await signInAgain(m.email);
      const stranger = await signUp(t);
      const list = (await m.agent.get('/api/account/sessions').expect(200)).body;
      const other = list.find((s: { current: boolean }) => !s.current);
      await stranger.agent.delete(`/api/account/sessions/${other.id}`).expect(404);
      await phone.get('/api/auth/user').expect(200);
      await m.agent.delete('/api/account/sessions/not-a-handle').expect(404);
      await m.agent.delete(`/api/account/sessions/${'A'.repeat(32)}`).expect(404);
      await m.agent.delete(`/api/account/sessions/${other.id}`).expect(204);
      await phone.get('/api/auth/user').expect(401);
      await m.agent.get('/api/auth/user').expect(200);
      await m.agent.delete(`/api/account/sessions/${other.id}`).expect(404);
      expect((await m.agent.get('/api/account/sessions').expect(200)).body).toHaveLength(1);
    });

    it('revokes every other session and keeps the current one', async () => {
      const m = await signUp(t);
      const a = await signInAgain(m.email);
      const b = await signInAgain(m.email);
      const bystander = await signUp(t);
      expect((await m.agent.post('/api/account/sessions/revoke-others').expect(200)).body).toEqual({ ended: 2 });
      await a.get('/api/auth/user').expect(401);
      await b.get('/api/auth/user').expect(401);
      await m.agent.get('/api/auth/user').expect(200);
      await bystander.agent.get('/api/auth/user').expect(200);
    });
  });

  describe('password change', () => {
    it('needs the current password, ends every other session, and the new password signs in', async () => {
      const m = await signUp(t);
      const phone = await signInAgain(m.email);
      await m.agent.put('/api/account/password').send({ currentPassword: 'wrong-password-here', newPassword: NEW_PASSWORD }).expect(400);
      await phone.get('/api/auth/user').expect(200);
      await m.agent.put('/api/account/password').send({ currentPassword: PASSWORD, newPassword: 'short' }).expect(400);
      await m.agent.put('/api/account/password').send({ currentPassword: PASSWORD, newPassword: PASSWORD }).expect(400);
      const res = await m.agent.put('/api/account/password').send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
      expect(res.body).toEqual({ endedSessions: 1, removedPasskeys: 0 });
      await phone.get('/api/auth/user').expect(401);
      await m.agent.get('/api/auth/user').expect(200);
      await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(401);
      await t.agent().post('/api/auth/login').send({ email: m.email, password: NEW_PASSWORD }).expect(200);
    });
  });
});
