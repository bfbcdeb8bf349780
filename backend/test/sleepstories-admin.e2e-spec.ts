import { makeWav } from './support/audio';
import { sleepstoriesSuite, STORY } from './support/sleepstories';

describe('SleepStories (e2e)', () => {
  const { t, admin, member, createStory, upload } = sleepstoriesSuite();

  describe('stories', () => {
    it('validates with the spec’s messages and writes nothing on bad input', async () => {
      const before = await t.db.query(`SELECT count(*)::int AS n FROM sleep_stories`);
      const cases: [Record<string, unknown>, string][] = [
        [{ ...STORY, title: undefined }, 'Title is required'],
        [{ ...STORY, title: '   ' }, 'Title is required'],
        [{ ...STORY, title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
        [{ ...STORY, description: '' }, 'Description is required'],
        [{ ...STORY, duration: undefined }, 'Duration is required'],
        [{ ...STORY, duration: 0 }, 'Duration must be a positive number (in seconds)'],
        [{ ...STORY, duration: -5 }, 'Duration must be a positive number (in seconds)'],
        [{ ...STORY, duration: 12.5 }, 'Duration must be a positive number (in seconds)'],
        [{ ...STORY, duration: '600' }, 'Duration must be a positive number (in seconds)'],
        [{ ...STORY, wistiaMediaId: undefined }, 'Wistia Media ID is required'],
        [{ ...STORY, wistiaMediaId: '  ', isActive: true }, 'Wistia Media ID is required'],
        [{ ...STORY, wistiaMediaId: 'x'.repeat(101) }, 'Wistia Media ID must be at most 100 characters'],
        [{ ...STORY, wistiaMediaId: 'abc"><script>' }, 'Wistia Media ID may contain only letters, digits, - and _'],
        [{ ...STORY, category: 'horror' }, 'Category is required'],
        [{ ...STORY, category: null }, 'Category is required'],
        [{ ...STORY, downloadUrl: 'javascript:alert(1)' }, 'Download URL must be an http or https address'],
        [{ ...STORY, thumbnailUrl: 'ftp://example.org/a.png' }, 'Thumbnail URL must be an http or https address'],
        [{ ...STORY, isActive: 'yes' }, 'isActive must be true or false'],
        [{ ...STORY, playCount: 3 }, 'property playCount should not exist'],
      ];
      for (const [body, message] of cases) {
        const res = await admin.agent.post('/api/sleepstories/admin').send(body).expect(400);
        expect(res.body.message).toContain(message);
      }
      expect(await t.db.query(`SELECT count(*)::int AS n FROM sleep_stories`)).toEqual(before);
    });

    it('creates with the defaults (category general, active), updates the whole record and deletes, each logged', async () => {
      const created = (await admin.agent.post('/api/sleepstories/admin').send({ ...STORY, downloadUrl: '', thumbnailUrl: 'https://example.org/t.png' }).expect(201)).body;
      expect(created).toMatchObject({ ...STORY, category: 'general', isActive: true, downloadUrl: null, thumbnailUrl: 'https://example.org/t.png', audio: null });
      const updated = (
        await admin.agent
          .put(`/api/sleepstories/admin/${created.id}`)
          .send({ ...STORY, title: 'Harbour at Night', category: 'nature', downloadUrl: 'https://example.org/story.mp3' })
          .expect(200)
      ).body;
      // PUT replaces: the thumbnail left out is cleared.
      expect(updated).toMatchObject({ title: 'Harbour at Night', category: 'nature', downloadUrl: 'https://example.org/story.mp3', thumbnailUrl: null });
      expect((await admin.agent.get(`/api/sleepstories/admin/${created.id}`).expect(200)).body.title).toBe('Harbour at Night');
      const deleted = (await admin.agent.delete(`/api/sleepstories/admin/${created.id}`).expect(200)).body;
      expect(deleted.id).toBe(created.id);
      await admin.agent.delete(`/api/sleepstories/admin/${created.id}`).expect(404);
      await admin.agent.put(`/api/sleepstories/admin/${created.id}`).send(STORY).expect(404);
      const log = await t.db.query(`SELECT action FROM admin_action_logs WHERE target_id = $1 ORDER BY created_at, id`, [created.id]);
      expect(log.map((r: { action: string }) => r.action).sort()).toEqual(['create_sleep_story', 'delete_sleep_story', 'update_sleep_story']);
    });

    it('needs no Wistia id for a story with its own audio: saved inactive, given audio, then made active (issue 21 item 15)', async () => {
      const { wistiaMediaId: _none, ...audioOnly } = STORY;
      await admin.agent.post('/api/sleepstories/admin').send(audioOnly).expect(400);
      const draft = (await admin.agent.post('/api/sleepstories/admin').send({ ...audioOnly, wistiaMediaId: '', isActive: false }).expect(201)).body;
      expect(draft).toMatchObject({ wistiaMediaId: null, isActive: false, audio: null });
      const refused = await admin.agent.put(`/api/sleepstories/admin/${draft.id}`).send({ ...audioOnly, isActive: true }).expect(400);
      expect(refused.body.message).toBe('Wistia Media ID is required');
      expect((await admin.agent.get(`/api/sleepstories/admin/${draft.id}`).expect(200)).body.isActive).toBe(false);
      await upload(admin.agent, draft.id, makeWav(0.2)).expect(201);
      const live = (await admin.agent.put(`/api/sleepstories/admin/${draft.id}`).send({ ...audioOnly, isActive: true }).expect(200)).body;
      expect(live).toMatchObject({ wistiaMediaId: null, isActive: true });
      const detail = (await member.agent.get(`/api/sleepstories/${draft.id}`).expect(200)).body;
      expect(detail).toMatchObject({ hasAudio: true, wistiaMediaId: null });
    });

    it('lists every story, inactive included, for admins as a react-admin list (admin/all and admin)', async () => {
      const hidden = await createStory({ title: 'Only admins see me', isActive: false });
      for (const path of ['/api/sleepstories/admin/all', '/api/sleepstories/admin']) {
        const res = await admin.agent.get(path).expect(200);
        expect(res.headers['content-range']).toMatch(/^sleepstories 0-\d+\/\d+$/);
        expect((res.body as { id: string }[]).map((s) => s.id)).toContain(hidden.id);
      }
      const filtered = await admin.agent.get('/api/sleepstories/admin/all').query({ filter: JSON.stringify({ isActive: false }), sort: JSON.stringify(['title', 'ASC']) }).expect(200);
      expect((filtered.body as { isActive: boolean }[]).every((s) => !s.isActive)).toBe(true);
      await admin.agent.get('/api/sleepstories/admin/all').query({ sort: JSON.stringify(['__proto__', 'ASC']) }).expect(400);
      await admin.agent.get('/api/sleepstories/admin/not-a-uuid').expect(404);
    });
  });
});
