import { accountSuite } from './support/account';
import { signUp } from './support/test-app';

describe('Account safety and control (e2e)', () => {
  const { t } = accountSuite();

  describe('settings', () => {
    it('reads false by default, stores each setting on its own, and refuses anything but a boolean', async () => {
      const m = await signUp(t);
      expect((await m.agent.get('/api/account/settings').expect(200)).body).toEqual({ discreetMode: false, quickExitKeepsSignedIn: false });
      expect((await m.agent.put('/api/account/settings').send({ discreetMode: true }).expect(200)).body).toEqual({ discreetMode: true, quickExitKeepsSignedIn: false });
      expect((await m.agent.put('/api/account/settings').send({ quickExitKeepsSignedIn: true }).expect(200)).body).toEqual({ discreetMode: true, quickExitKeepsSignedIn: true });
      expect((await m.agent.get('/api/account/settings').expect(200)).body).toEqual({ discreetMode: true, quickExitKeepsSignedIn: true });
      for (const body of [{}, { discreetMode: 'yes' }, { discreetMode: null }, { quickExitKeepsSignedIn: 'no' }, { quickExitKeepsSignedIn: null }, { discreetMode: true, isAdmin: true }]) {
        await m.agent.put('/api/account/settings').send(body).expect(400);
      }
      expect((await m.agent.get('/api/account/settings').expect(200)).body).toEqual({ discreetMode: true, quickExitKeepsSignedIn: true });
      await t.agent().get('/api/account/settings').expect(401);
    });
  });
});
