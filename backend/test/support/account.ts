import { suiteApp } from './suite-app';
import { Member, PASSWORD, signUpAs } from './test-app';

const PROFILE = { nickname: 'Wren', gender: 'female', genderPreference: 'any', country: 'United States', timezone: 'America/New_York', timezonePreference: 'same_timezone' };

/**
 * The app of an account e2e file (test/account-*.e2e-spec.ts; support/suite-app.ts, with an admin)
 * and its steps: another device of the same member, members with a SupportMatch profile, partners.
 */
export function accountSuite(options: Parameters<typeof suiteApp>[0] = {}) {
  const suite = suiteApp(options);
  const { t } = suite;

  /** Another signed-in device of the same member. */
  async function signInAgain(email: string, password = PASSWORD, userAgent = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0') {
    const agent = t.agent();
    await agent.post('/api/auth/login').set('User-Agent', userAgent).send({ email, password }).expect(200);
    return agent;
  }

  async function memberWithProfile(nickname: string) {
    const m = await signUpAs(t, 'member');
    await m.agent.post('/api/supportmatch/profile').send({ ...PROFILE, nickname }).expect(201);
    return m;
  }

  /** Two members in an active partnership (made directly: matching is tested elsewhere). */
  async function partners(a: Member, b: Member): Promise<string> {
    const [{ id }] = await t.db.query(`INSERT INTO supportmatch_partnerships (user1_id, user2_id, status) VALUES ($1, $2, 'active') RETURNING id`, [a.user.id, b.user.id]);
    return id;
  }

  return { ...suite, signInAgain, memberWithProfile, partners };
}
