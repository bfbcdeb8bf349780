import { randomUUID } from 'node:crypto';
import { accountSuite } from './support/account';
import { signUp } from './support/test-app';
import { SUB_APPS } from '../src/sub-apps';
import { TEST_SUB_APP_ENTRIES } from './sub-apps';

/** The platform's own export sections; each app of the manifest adds its own (its entry's `accountData`). */
const PLATFORM_SECTIONS = ['account', 'blocks', 'invite', 'moderation', 'notifications', 'passkeys', 'payments', 'sessions', 'settings'];

describe('Account safety and control (e2e)', () => {
  // Every app of the test manifest (test/sub-apps), so a new app's section is expected too.
  const { t, admin, signInAgain, memberWithProfile, partners } = accountSuite({ subApps: TEST_SUB_APP_ENTRIES });

  describe('export', () => {
    it('holds everything about the caller across the core and SupportMatch, as an attachment, and nothing it must not', async () => {
      const m = await memberWithProfile('Heron');
      const partner = await memberWithProfile('Kestrel');
      await t.db.query(`UPDATE users SET first_name = 'Secret', last_name = 'Surname' WHERE id = $1`, [partner.user.id]);
      const pid = await partners(m, partner);
      await m.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: pid, content: 'my own words' }).expect(201);
      await partner.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: pid, content: 'the partner wrote this' }).expect(201);
      await t.db.query(
        `INSERT INTO reports (reporter_id, reported_user_id, partnership_id, reason, description) VALUES ($1, $2, $3, 'harassment', 'what I reported')`,
        [m.user.id, partner.user.id, pid],
      );
      const blocked = await memberWithProfile('Plover');
      await m.agent.post('/api/blocks').send({ userId: blocked.user.id, reason: 'my reason' }).expect(201);
      await admin.agent.post('/api/admin/payments').send({ userId: m.user.id, amount: 7, paymentDate: new Date().toISOString(), paymentMethod: 'cash' }).expect(201);
      await m.agent.put('/api/account/settings').send({ discreetMode: true }).expect(200);
      await signInAgain(m.email);

      const res = await m.agent.get('/api/account/export').expect(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="account-export-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(res.headers['cache-control']).toContain('no-store');
      const { sections } = res.body;
      expect(res.body.format).toBe('pfe-account-export/1');
      const appSections = TEST_SUB_APP_ENTRIES.filter((app) => app.accountData).map((app) => app.key);
      expect(appSections).toEqual(expect.arrayContaining(SUB_APPS.filter((app) => app.accountData).map((app) => app.key)));
      expect(Object.keys(sections).sort()).toEqual([...PLATFORM_SECTIONS, ...appSections].sort());
      expect(sections.account).toMatchObject({ id: m.user.id, email: m.email });
      expect(sections.invite).toBeNull(); // made a member directly, without a redemption
      expect(sections.payments).toEqual([expect.objectContaining({ amount: '7.00', paymentMethod: 'cash' })]);
      expect(sections.sessions).toHaveLength(2);
      expect(sections.settings).toMatchObject({ discreetMode: true });
      expect(sections.blocks).toEqual([expect.objectContaining({ blockedUserId: blocked.user.id, reason: 'my reason' })]);
      expect(sections.supportmatch.profile).toMatchObject({ nickname: 'Heron' });
      expect(sections.supportmatch.partnerships).toEqual([expect.objectContaining({ id: pid, status: 'active', partnerNickname: 'Kestrel' })]);
      expect(sections.supportmatch.messagesSent).toEqual([expect.objectContaining({ partnershipId: pid, content: 'my own words' })]);
      expect(sections.supportmatch.reportsFiled).toEqual([expect.objectContaining({ reason: 'harassment', description: 'what I reported', reportedNickname: 'Kestrel' })]);
      expect(sections.supportmatch.matchingStatus).toMatchObject({ state: 'matched' });

      const text = res.text;
      const [{ password_hash: hash }] = await t.db.query(`SELECT password_hash FROM users WHERE id = $1`, [m.user.id]);
      expect(text).not.toContain(hash);
      expect(text).not.toMatch(/argon2|password/i);
      for (const { sid } of await t.db.query(`SELECT sid FROM sessions WHERE user_id = $1`, [m.user.id])) expect(text).not.toContain(sid);
      expect(text).not.toContain(partner.email);
      expect(text).not.toContain('Secret');
      expect(text).not.toContain('Surname');
      expect(text).not.toContain(partner.user.id);
      expect(text).not.toContain('the partner wrote this');
      expect(text).not.toContain(admin.email);
      expect(text).not.toContain(blocked.email);
    });

    it('exports only the caller\'s own data and needs a session', async () => {
      const m = await signUp(t);
      const res = await m.agent.get('/api/account/export').expect(200);
      expect(res.body.sections.supportmatch).toMatchObject({ profile: null, partnerships: [], messagesSent: [], reportsFiled: [], matchingStatus: null });
      expect(res.body.sections.payments).toEqual([]);
      await t.agent().get('/api/account/export').expect(401);
    });

    it('downloads only from this site: a cross-site GET is refused (403) and sends no "data downloaded" alert', async () => {
      const m = await signUp(t);
      const alerts = async () => (await t.db.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'security.data_export'`, [m.user.id]))[0].n as number;
      const host = 'pfe.test';
      const crossSite: Record<string, string>[] = [
        { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' },
        { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'navigate' },
        { 'Sec-Fetch-Site': 'cross-site', Referer: `http://${host}/settings` },
        { Referer: 'https://stranger.example/page' },
        { Origin: 'https://stranger.example' },
        { Origin: 'null' },
      ];
      for (const headers of crossSite) {
        for (const method of ['get', 'head'] as const) {
          const res = await m.agent[method]('/api/account/export').set('Host', host).set(headers).expect(403);
          if (method === 'get') expect(res.body).toMatchObject({ statusCode: 403, code: 'account.exportCrossSite', message: 'Download your data from Settings on this site: a link from another site cannot start it.' });
          expect(res.headers['content-disposition']).toBeUndefined();
        }
      }
      expect(await alerts()).toBe(0);

      // Settings' own link (a same-origin navigation), the address bar, a browser without fetch metadata from our page.
      const own: Record<string, string>[] = [{ 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' }, { 'Sec-Fetch-Site': 'none' }, { Referer: `http://${host}/settings` }];
      for (const headers of own) await m.agent.get('/api/account/export').set('Host', host).set(headers).expect(200);
      expect(await alerts()).toBe(3);
    });
  });
});
