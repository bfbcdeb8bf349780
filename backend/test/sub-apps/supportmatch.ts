import { supportMatchSubApp } from '../../src/modules/supportmatch/supportmatch.sub-app';
import type { HostileSetup, TestSubApp } from './test-sub-app';

const PROFILE = { nickname: 'Hostile', gender: 'female', genderPreference: 'any', timezone: 'Asia/Tokyo', timezonePreference: 'same_timezone' };

/** Two members in an active SupportMatch partnership (every other partnership ended first). */
async function partners({ t, admin, member }: HostileSetup) {
  const [a, b] = [await member(), await member()];
  for (const m of [a, b]) await m.agent.post('/api/supportmatch/profile').send(PROFILE).expect(201);
  await t.db.query(`UPDATE supportmatch_partnerships SET status = 'ended' WHERE status = 'active'`);
  await t.db.query(`UPDATE supportmatch_profiles SET is_active = (user_id = ANY($1::uuid[]))`, [[a.user.id, b.user.id]]);
  await admin.agent.post('/api/supportmatch/admin/partnerships/run-matching').expect(200);
  const id = (await a.agent.get('/api/supportmatch/partnership/active').expect(200)).body.id as string;
  return { a, b, id };
}

/** SupportMatch on the test side: a partnership, a report and an announcement; its partnership chat. */
export const supportMatchTesting: TestSubApp = {
  entry: supportMatchSubApp,
  async seed(setup) {
    const { a, b, id } = await partners(setup);
    await a.agent.post('/api/supportmatch/reports').send({ reportedUserId: b.user.id, partnershipId: id, reason: 'Seed', description: 'Seed report' }).expect(201);
    await setup.admin.agent.post('/api/supportmatch/admin/announcements').send({ title: 'Seed', content: 'Seed announcement' }).expect(201);
  },
  async conversation(setup) {
    const { a, id } = await partners(setup);
    return { member: a, kind: 'partnership', id };
  },
};
