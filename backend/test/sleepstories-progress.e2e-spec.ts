import { randomUUID } from 'node:crypto';
import { sleepstoriesSuite, STORY } from './support/sleepstories';
import { Member, signUpAs } from './support/test-app';

describe('SleepStories (e2e)', () => {
  const { t, admin, member, createStory } = sleepstoriesSuite();

  describe('progress', () => {
    it('saves the member’s own position, returns it with the detail, and keeps it private', async () => {
      const story = await createStory({ duration: 300 });
      const other = await signUpAs(t, 'member');
      const saved = (await member.agent.put(`/api/sleepstories/${story.id}/progress`).send({ positionSeconds: 120 }).expect(200)).body;
      expect(saved).toMatchObject({ positionSeconds: 120, updatedAt: expect.any(String) });
      await member.agent.put(`/api/sleepstories/${story.id}/progress`).send({ positionSeconds: 150 }).expect(200);
      expect((await member.agent.get(`/api/sleepstories/${story.id}`).expect(200)).body.progress).toMatchObject({ positionSeconds: 150 });
      expect((await other.agent.get(`/api/sleepstories/${story.id}`).expect(200)).body.progress).toBeNull();
      await other.agent.put(`/api/sleepstories/${story.id}/progress`).send({ positionSeconds: 10 }).expect(200);
      expect((await member.agent.get(`/api/sleepstories/${story.id}`).expect(200)).body.progress.positionSeconds).toBe(150);
      // Nothing about listening shows in the lists: no counts, no positions.
      const list = (await admin.agent.get('/api/sleepstories/admin/all').expect(200)).body as Record<string, unknown>[];
      expect(JSON.stringify(list)).not.toContain('positionSeconds');
      // The library says, to each member only, played or in progress (issue 21 item 9).
      const listening = async (m: Member) => ((await m.agent.get('/api/sleepstories').expect(200)).body as { id: string; listening: string }[]).find((s) => s.id === story.id)?.listening;
      expect(await listening(member)).toBe('in_progress');
      expect(await listening(admin)).toBe('not_started');
      // Ends are allowed.
      await member.agent.put(`/api/sleepstories/${story.id}/progress`).send({ positionSeconds: 0 }).expect(200);
      expect(await listening(member)).toBe('not_started');
      await member.agent.put(`/api/sleepstories/${story.id}/progress`).send({ positionSeconds: 300 }).expect(200);
      expect(await listening(member)).toBe('played');
      expect((await member.agent.get(`/api/sleepstories/${story.id}`).expect(200)).body.listening).toBe('played');
    });

    it('keeps one row per member and story when saves race', async () => {
      const story = await createStory({ duration: 300 });
      const positions = Array.from({ length: 20 }, (_, i) => i * 10);
      const answers = await Promise.all(positions.map((positionSeconds) => member.agent.put(`/api/sleepstories/${story.id}/progress`).send({ positionSeconds })));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      const rows = await t.db.query(`SELECT position_seconds FROM sleep_story_progress WHERE story_id = $1`, [story.id]);
      expect(rows).toHaveLength(1);
      expect(positions).toContain(rows[0].position_seconds);
    });

    it('refuses positions outside 0…duration and non-numbers (400), and inactive or malformed stories (404)', async () => {
      const story = await createStory({ duration: 300 });
      await member.agent.put(`/api/sleepstories/${story.id}/progress`).send({ positionSeconds: 60 }).expect(200);
      for (const positionSeconds of [301, -1, 1.5, '10', null, 1e12]) {
        const res = await member.agent.put(`/api/sleepstories/${story.id}/progress`).send({ positionSeconds }).expect(400);
        expect(typeof res.body.message).toBe('string');
      }
      expect((await member.agent.put(`/api/sleepstories/${story.id}/progress`).send({ positionSeconds: 301 }).expect(400)).body.message).toBe(
        'Position must be between 0 and the story’s duration',
      );
      await member.agent.put(`/api/sleepstories/${story.id}/progress`).send({}).expect(400);
      await member.agent.put('/api/sleepstories/not-a-uuid/progress').send({ positionSeconds: 1 }).expect(404);
      await member.agent.put(`/api/sleepstories/${randomUUID()}/progress`).send({ positionSeconds: 1 }).expect(404);
      await admin.agent.put(`/api/sleepstories/admin/${story.id}`).send({ ...STORY, duration: 300, isActive: false }).expect(200);
      await member.agent.put(`/api/sleepstories/${story.id}/progress`).send({ positionSeconds: 10 }).expect(404);
      const [{ position_seconds }] = await t.db.query(`SELECT position_seconds FROM sleep_story_progress WHERE story_id = $1 AND user_id = $2`, [story.id, member.user.id]);
      expect(position_seconds).toBe(60);
    });
  });
});
