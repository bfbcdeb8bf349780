import { accountSuite } from './support/account';
import { PASSWORD, signUp, uniqueEmail } from './support/test-app';

describe('Account safety and control (e2e)', () => {
  const { t } = accountSuite();

  describe('settings', () => {
    it('reads false by default, stores each setting on its own, and refuses anything but a boolean', async () => {
      const m = await signUp(t);
      expect((await m.agent.get('/api/account/settings').expect(200)).body).toEqual({ discreetMode: false, quickExitKeepsSignedIn: false, language: 'en' });
      expect((await m.agent.put('/api/account/settings').send({ discreetMode: true }).expect(200)).body).toEqual({ discreetMode: true, quickExitKeepsSignedIn: false, language: 'en' });
      expect((await m.agent.put('/api/account/settings').send({ quickExitKeepsSignedIn: true }).expect(200)).body).toEqual({ discreetMode: true, quickExitKeepsSignedIn: true, language: 'en' });
      expect((await m.agent.get('/api/account/settings').expect(200)).body).toEqual({ discreetMode: true, quickExitKeepsSignedIn: true, language: 'en' });
      for (const body of [{}, { discreetMode: 'yes' }, { discreetMode: null }, { quickExitKeepsSignedIn: 'no' }, { quickExitKeepsSignedIn: null }, { discreetMode: true, isAdmin: true }]) {
        await m.agent.put('/api/account/settings').send(body).expect(400);
      }
      expect((await m.agent.get('/api/account/settings').expect(200)).body).toEqual({ discreetMode: true, quickExitKeepsSignedIn: true, language: 'en' });
      await t.agent().get('/api/account/settings').expect(401);
    });

    it('stores her language, one of the supported ones only, and keeps the other settings (issue 33)', async () => {
      const m = await signUp(t);
      expect((await m.agent.put('/api/account/settings').send({ language: 'es' }).expect(200)).body).toEqual({ discreetMode: false, quickExitKeepsSignedIn: false, language: 'es' });
      await m.agent.put('/api/account/settings').send({ discreetMode: true }).expect(200);
      expect((await m.agent.get('/api/account/settings').expect(200)).body).toEqual({ discreetMode: true, quickExitKeepsSignedIn: false, language: 'es' });
      for (const language of ['fr', 'ES', 'es-MX', '', null, 1, ['es']]) {
        const res = await m.agent.put('/api/account/settings').send({ language }).expect(400);
        expect(res.body.code).toBeDefined();
      }
      expect((await m.agent.get('/api/account/settings').expect(200)).body.language).toBe('es');
      expect((await m.agent.put('/api/account/settings').send({ language: 'en' }).expect(200)).body.language).toBe('en');
    });

    it('gives a new account the language she signed up in: the lang cookie, else Accept-Language, else English', async () => {
      const languageOf = async (headers: Record<string, string>) => {
        const agent = t.agent();
        const req = agent.post('/api/auth/register');
        for (const [name, value] of Object.entries(headers)) req.set(name, value);
        await req.send({ email: uniqueEmail(), password: PASSWORD }).expect(201);
        return (await agent.get('/api/account/settings').expect(200)).body.language;
      };
      expect(await languageOf({ 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' })).toBe('es');
      expect(await languageOf({ Cookie: 'lang=es', 'Accept-Language': 'en-US' })).toBe('es');
      expect(await languageOf({ Cookie: 'lang=en', 'Accept-Language': 'es' })).toBe('en');
      expect(await languageOf({ 'Accept-Language': 'fr, de' })).toBe('en');
      expect(await languageOf({})).toBe('en');
    });
  });
});
