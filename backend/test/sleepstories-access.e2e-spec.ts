import { makeWav } from './support/audio';
import { sleepstoriesSuite, STORY } from './support/sleepstories';
import { signUp } from './support/test-app';

describe('SleepStories (e2e)', () => {
  const { t, member, storedFiles, createStory, upload } = sleepstoriesSuite();

  describe('access', () => {
    it('answers signed-out 401, a non-member 403 and a member 403 on admin routes', async () => {
      const story = await createStory();
      const outsider = await signUp(t);
      const memberRoutes = ['/api/sleepstories', `/api/sleepstories/${story.id}`, `/api/sleepstories/${story.id}/audio`, '/api/sleepstories/announcements'];
      for (const path of memberRoutes) {
        await t.agent().get(path).expect(401);
        await outsider.agent.get(path).expect(403);
      }
      await t.agent().put(`/api/sleepstories/${story.id}/progress`).send({ positionSeconds: 1 }).expect(401);
      await outsider.agent.put(`/api/sleepstories/${story.id}/progress`).send({ positionSeconds: 1 }).expect(403);
      for (const path of ['/api/sleepstories/admin/all', '/api/sleepstories/admin', `/api/sleepstories/admin/${story.id}`]) {
        await member.agent.get(path).expect(403);
      }
      await member.agent.post('/api/sleepstories/admin').send(STORY).expect(403);
      await member.agent.put(`/api/sleepstories/admin/${story.id}`).send(STORY).expect(403);
      await member.agent.delete(`/api/sleepstories/admin/${story.id}`).expect(403);
      await upload(member.agent, story.id, makeWav(0.2)).expect(403);
      await upload(t.agent(), story.id, makeWav(0.2)).expect(401);
      expect(storedFiles()).toEqual([]);
    });
  });
});
