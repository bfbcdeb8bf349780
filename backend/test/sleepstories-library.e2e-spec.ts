import { randomUUID } from 'node:crypto';
import { sleepstoriesSuite, STORY } from './support/sleepstories';

describe('SleepStories (e2e)', () => {
  const { t, admin, member, createStory } = sleepstoriesSuite();

  describe('stories', () => {
    it('shows members active stories only; inactive, unknown and malformed ids are 404 Story not found', async () => {
      const active = await createStory({ title: 'Visible', category: 'bedtime' });
      const hidden = await createStory({ title: 'Hidden', isActive: false });
      const list = (await member.agent.get('/api/sleepstories').expect(200)).body as { id: string }[];
      expect(list.map((s) => s.id)).toContain(active.id);
      expect(list.map((s) => s.id)).not.toContain(hidden.id);
      expect(list.find((s) => s.id === active.id)).toEqual({
        id: active.id,
        title: 'Visible',
        description: STORY.description,
        duration: 600,
        category: 'bedtime',
        thumbnailUrl: null,
        hasAudio: false,
        listening: 'not_started',
      });
      const detail = (await member.agent.get(`/api/sleepstories/${active.id}`).expect(200)).body;
      expect(detail).toMatchObject({ id: active.id, wistiaMediaId: STORY.wistiaMediaId, downloadUrl: null, audioContentType: null, progress: null });
      expect(detail).not.toHaveProperty('isActive');
      for (const id of [hidden.id, randomUUID(), 'not-a-uuid', '123', `${active.id}x`, '%E2%80%8B']) {
        const res = await member.agent.get(`/api/sleepstories/${id}`).expect(404);
        expect(res.body).toEqual({ statusCode: 404, code: 'sleepstories.storyNotFound', message: 'Story not found', error: 'Not Found' });
      }
      await admin.agent.put(`/api/sleepstories/admin/${hidden.id}`).send({ ...STORY, title: 'Hidden', isActive: true }).expect(200);
      await member.agent.get(`/api/sleepstories/${hidden.id}`).expect(200);
    });

    it('reaches the announcements at /api/sleepstories/announcements (never read as a story id)', async () => {
      const created = (await admin.agent.post('/api/sleepstories/admin/announcements').send({ title: 'New stories', content: 'Three new bedtime stories.' }).expect(201)).body;
      const res = await member.agent.get('/api/sleepstories/announcements').expect(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect((res.body as { id: string; title: string }[]).find((a) => a.id === created.id)).toMatchObject({ title: 'New stories' });
    });
  });

  it('lets pages frame Wistia’s player only (no Wistia scripts, images or connections)', async () => {
    const csp = String((await t.agent().get('/api/health')).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('frame-src')).toBe("frame-src 'self' https://fast.wistia.net");
    expect(directive('media-src')).toBe("media-src 'self'");
    for (const name of ['script-src', 'connect-src', 'default-src']) expect(directive(name)).not.toContain('wistia');
  });
});
