import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { makeWav } from './support/audio';
import { listen } from './support/chat';
import { Agent, createTestApp, signUp, signUpAs, TestApp } from './support/test-app';

/** An MP3 as far as its first bytes go: an ID3v2 tag, then MPEG frames. */
const MP3 = Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'), Buffer.alloc(2000, 0xaa)]);
const OGG = Buffer.concat([Buffer.from('OggS', 'latin1'), Buffer.alloc(500, 1)]);
const M4A = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A \u0000\u0000\u0000\u0000', 'latin1'), Buffer.alloc(500, 2)]);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm', 'latin1'), Buffer.alloc(500, 3)]);

const STORY = {
  title: 'The Quiet Harbour',
  description: 'Boats rocking gently as the tide comes in.',
  duration: 600,
  wistiaMediaId: 'abc123xyz0',
};

type Member = Awaited<ReturnType<typeof signUpAs>>;

describe('SleepStories (e2e)', () => {
  let t: TestApp;
  let mediaDir: string;
  let admin: Member;
  let member: Member;

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'pfe-media-'));
    t = await createTestApp({ MEDIA_DIR: mediaDir, MEDIA_MAX_UPLOAD_MB: '1' });
    admin = await signUpAs(t, 'admin');
    member = await signUpAs(t, 'member');
  });
  afterAll(async () => {
    await t.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const storedFiles = () => {
    try {
      return readdirSync(join(mediaDir, 'sleepstories')).sort();
    } catch {
      return [];
    }
  };
  const incoming = () => {
    try {
      return readdirSync(join(mediaDir, '.incoming'));
    } catch {
      return [];
    }
  };

  async function createStory(overrides: Record<string, unknown> = {}): Promise<{ id: string; isActive: boolean; category: string }> {
    return (await admin.agent.post('/api/sleepstories/admin').send({ ...STORY, ...overrides }).expect(201)).body;
  }

  function upload(agent: Agent, id: string, file: Buffer, options: { filename?: string; contentType?: string; field?: string } = {}): Test {
    return agent
      .post(`/api/sleepstories/admin/${id}/audio`)
      .set('Sec-Fetch-Site', 'same-origin')
      .attach(options.field ?? 'file', file, { filename: options.filename ?? 'story.wav', contentType: options.contentType ?? 'audio/wav' });
  }

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

    it('reaches the announcements at /api/sleepstories/announcements (never read as a story id)', async () => {
      const created = (await admin.agent.post('/api/sleepstories/admin/announcements').send({ title: 'New stories', content: 'Three new bedtime stories.' }).expect(201)).body;
      const res = await member.agent.get('/api/sleepstories/announcements').expect(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect((res.body as { id: string; title: string }[]).find((a) => a.id === created.id)).toMatchObject({ title: 'New stories' });
    });
  });

  describe('audio upload', () => {
    it('stores a WAV by its content, answers its type and size, and replacing it removes the old file', async () => {
      const story = await createStory();
      const wav = makeWav(0.5);
      const first = (await upload(admin.agent, story.id, wav, { filename: 'whatever.bin', contentType: 'application/octet-stream' }).expect(201)).body;
      expect(first.audio).toMatchObject({ contentType: 'audio/wav', size: wav.length });
      const [{ audio_key: firstKey }] = await t.db.query(`SELECT audio_key FROM sleep_stories WHERE id = $1`, [story.id]);
      expect(firstKey).toMatch(/^sleepstories\/[0-9a-f-]{36}\.wav$/);
      expect(storedFiles()).toContain(firstKey.split('/')[1]);

      const second = (await upload(admin.agent, story.id, MP3, { filename: 'story.mp3', contentType: 'audio/mpeg' }).expect(201)).body;
      expect(second.audio).toMatchObject({ contentType: 'audio/mpeg', size: MP3.length });
      const [{ audio_key: secondKey }] = await t.db.query(`SELECT audio_key FROM sleep_stories WHERE id = $1`, [story.id]);
      expect(storedFiles()).toContain(secondKey.split('/')[1]);
      expect(storedFiles()).not.toContain(firstKey.split('/')[1]);
      const log = await t.db.query(`SELECT action FROM admin_action_logs WHERE target_id = $1 ORDER BY created_at, id`, [story.id]);
      expect(log.map((r: { action: string }) => r.action)).toEqual(['create_sleep_story', 'upload_sleep_story_audio', 'replace_sleep_story_audio']);

      for (const [file, type] of [
        [OGG, 'audio/ogg'],
        [M4A, 'audio/mp4'],
        [WEBM, 'audio/webm'],
      ] as const) {
        expect((await upload(admin.agent, story.id, file, { filename: 'a.bin' }).expect(201)).body.audio.contentType).toBe(type);
      }
      expect(storedFiles()).toHaveLength((await t.db.query(`SELECT count(*)::int AS n FROM sleep_stories WHERE audio_key IS NOT NULL`))[0].n);

      // Deleting the story removes its file.
      const [{ audio_key: lastKey }] = await t.db.query(`SELECT audio_key FROM sleep_stories WHERE id = $1`, [story.id]);
      await admin.agent.delete(`/api/sleepstories/admin/${story.id}`).expect(200);
      expect(storedFiles()).not.toContain(lastKey.split('/')[1]);
    });

    it('refuses what is not audio (whatever it claims), too large, misnamed, extra or missing files, and stores nothing', async () => {
      const story = await createStory();
      const before = storedFiles();
      const html = Buffer.from('<!doctype html><script>alert(1)</script>'.padEnd(500, ' '));
      // What an admin picks by mistake, as a browser sends it: a photo, a PDF (issue 21 item 15).
      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300_000, 7)]);
      const pdf = Buffer.from('%PDF-1.7\n'.padEnd(200_000, 'x'));
      const NOT_AUDIO = 'Not a supported audio file (MP3, M4A, OGG, WebM, WAV)';
      const cases: [Test, number, string][] = [
        [upload(admin.agent, story.id, png, { filename: 'holiday.png', contentType: 'image/png' }), 415, NOT_AUDIO],
        [upload(admin.agent, story.id, pdf, { filename: 'script.pdf', contentType: 'application/pdf' }), 415, NOT_AUDIO],
        [upload(admin.agent, story.id, html, { filename: 'story.mp3', contentType: 'audio/mpeg' }), 415, NOT_AUDIO],
        [upload(admin.agent, story.id, Buffer.from('MZ\u0090\u0000'.padEnd(300, '\u0000'), 'latin1'), { filename: 'story.wav', contentType: 'audio/wav' }), 415, NOT_AUDIO],
        [upload(admin.agent, story.id, Buffer.from('RIFF\u0000\u0000\u0000\u0000AVI LIST'.padEnd(300, '\u0000'), 'latin1')), 415, NOT_AUDIO],
        [upload(admin.agent, story.id, Buffer.alloc(0)), 400, 'empty'],
        [upload(admin.agent, story.id, makeWav(70)), 413, 'larger than 1 MB'],
        [upload(admin.agent, story.id, makeWav(0.2), { field: 'audio' }), 400, ''],
        [upload(admin.agent, story.id, makeWav(0.2), { filename: `${'a'.repeat(300)}.wav` }), 400, 'could not be read'],
        [upload(admin.agent, story.id, makeWav(0.2)).field('title', 'x'), 400, ''],
        [upload(admin.agent, story.id, makeWav(0.2)).attach('file', makeWav(0.2), 'second.wav'), 400, ''],
        [admin.agent.post(`/api/sleepstories/admin/${story.id}/audio`).send({ file: 'x' }), 400, 'Choose an audio file'],
        [admin.agent.post(`/api/sleepstories/admin/${story.id}/audio`), 400, 'Choose an audio file'],
        [
          admin.agent.post(`/api/sleepstories/admin/${story.id}/audio`).set('Sec-Fetch-Site', 'same-origin').set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\n\r\nRIFF'),
          400,
          '',
        ],
        [upload(admin.agent, randomUUID(), makeWav(0.2)), 404, 'Story not found'],
        [upload(admin.agent, 'not-a-uuid', makeWav(0.2)), 404, 'Story not found'],
      ];
      for (const [request, status, message] of cases) {
        const res = await request;
        expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { statusCode: status } });
        expect(res.body.message).toEqual(expect.stringContaining(message));
      }
      expect(storedFiles()).toEqual(before);
      expect(incoming()).toEqual([]);
      expect((await admin.agent.get(`/api/sleepstories/admin/${story.id}`).expect(200)).body.audio).toBeNull();
    });

    it('keeps CSRF protection: a multipart upload must prove it comes from this site', async () => {
      const story = await createStory();
      const wav = makeWav(0.2);
      const send = () => admin.agent.post(`/api/sleepstories/admin/${story.id}/audio`).attach('file', wav, 'a.wav');
      await send().expect(403);
      await send().set('Origin', 'https://evil.example').expect(403);
      await send().set('Sec-Fetch-Site', 'cross-site').expect(403);
      await send().set('Sec-Fetch-Site', 'same-site').expect(403);
      await send().set('Host', 'sleep.test').set('Origin', 'http://sleep.test').expect(201);
      await send().set('Sec-Fetch-Site', 'same-origin').expect(201);
      // Multipart is only for the upload route: elsewhere it stays a 415.
      await admin.agent.post('/api/sleepstories/admin').set('Sec-Fetch-Site', 'same-origin').field('title', 'x').expect(415);
    });

    it('a client that goes away in the middle of the file gets nothing stored, and the story takes the next upload', async () => {
      const story = await createStory();
      const before = storedFiles();
      const base = new URL(await listen(t));
      const wav = makeWav(0.5);
      const head = Buffer.from('--cut\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n');
      const socket = createConnection(Number(base.port), base.hostname);
      await once(socket, 'connect');
      socket.write(
        [
          `POST /api/sleepstories/admin/${story.id}/audio HTTP/1.1`,
          `Host: ${base.host}`,
          `Cookie: ${admin.cookie}`,
          'Sec-Fetch-Site: same-origin',
          'Content-Type: multipart/form-data; boundary=cut',
          `Content-Length: ${head.length + wav.length + 10}`,
          '',
          '',
        ].join('\r\n'),
      );
      socket.write(Buffer.concat([head, wav.subarray(0, wav.length / 2)]));
      socket.destroy(); // gone, half the file sent
      await once(socket, 'close');
      const next = await upload(admin.agent, story.id, makeWav(0.2)).expect(201);
      expect(next.body.audio).not.toBeNull();
      expect(storedFiles()).toHaveLength(before.length + 1);
      const [{ audio_key: key }] = await t.db.query(`SELECT audio_key FROM sleep_stories WHERE id = $1`, [story.id]);
      expect(storedFiles()).toContain(key.split('/')[1]);
    });

    it('two uploads racing for one story leave exactly one file, the one the story points at', async () => {
      const story = await createStory();
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(admin.agent, story.id, makeWav(0.1 + i * 0.05))));
      expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
      const [{ audio_key: key }] = await t.db.query(`SELECT audio_key FROM sleep_stories WHERE id = $1`, [story.id]);
      const keysInUse = (await t.db.query(`SELECT audio_key FROM sleep_stories WHERE audio_key IS NOT NULL`)).map((r: { audio_key: string }) => r.audio_key.split('/')[1]).sort();
      expect(storedFiles()).toEqual(keysInUse);
      expect(keysInUse).toContain(key.split('/')[1]);
    });
  });

  it('an upload racing the story’s deletion leaves no file behind', async () => {
    for (let round = 0; round < 3; round++) {
      const story = await createStory();
      const [uploaded, deleted] = await Promise.all([upload(admin.agent, story.id, makeWav(0.3)), admin.agent.delete(`/api/sleepstories/admin/${story.id}`)]);
      expect([201, 404]).toContain(uploaded.status);
      expect(deleted.status).toBe(200);
      const keysInUse = (await t.db.query(`SELECT audio_key FROM sleep_stories WHERE audio_key IS NOT NULL`)).map((r: { audio_key: string }) => r.audio_key.split('/')[1]).sort();
      expect(storedFiles()).toEqual(keysInUse);
    }
  });

  describe('audio streaming', () => {
    let story: { id: string };
    const wav = makeWav(1);

    beforeAll(async () => {
      story = await createStory();
      await upload(admin.agent, story.id, wav).expect(201);
    });

    const get = (agent: Agent, range?: string) => {
      const req = agent.get(`/api/sleepstories/${story.id}/audio`).buffer(true).parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
      return range ? req.set('Range', range) : req;
    };

    it('answers the whole file with its content type and Accept-Ranges', async () => {
      const res = await get(member.agent).expect(200);
      expect(res.headers['content-type']).toBe('audio/wav');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-length']).toBe(String(wav.length));
      expect(Buffer.compare(res.body as Buffer, wav)).toBe(0);
      expect((await member.agent.get(`/api/sleepstories/${story.id}`).expect(200)).body).toMatchObject({ hasAudio: true, audioContentType: 'audio/wav' });
    });

    it('answers ranges with 206 and Content-Range, and 416 outside the file', async () => {
      const size = wav.length;
      const cases: [string, number, number][] = [
        ['bytes=0-99', 0, 99],
        ['bytes=100-', 100, size - 1],
        ['bytes=-10', size - 10, size - 1],
        [`bytes=${size - 5}-${size + 1000}`, size - 5, size - 1],
      ];
      for (const [range, start, end] of cases) {
        const res = await get(member.agent, range).expect(206);
        expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
        expect(res.headers['content-type']).toBe('audio/wav');
        expect(res.headers['content-length']).toBe(String(end - start + 1));
        expect(Buffer.compare(res.body as Buffer, wav.subarray(start, end + 1))).toBe(0);
      }
      for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`]) {
        const res = await member.agent.get(`/api/sleepstories/${story.id}/audio`).set('Range', range).expect(416);
        expect(res.headers['content-range']).toBe(`bytes */${size}`);
        expect(res.body).toMatchObject({ statusCode: 416 });
      }
      // Not a byte range we honour (bad syntax, another unit, several ranges): the whole file.
      for (const range of ['bytes=abc', 'items=0-1', 'bytes=0-1,5-6', 'bytes=9-3']) {
        expect((await get(member.agent, range).expect(200)).headers['content-length']).toBe(String(size));
      }
    });

    it('answers 304 to a client that has this upload, and the whole file when If-Range names another', async () => {
      const full = await get(member.agent).expect(200);
      const etag = full.headers.etag as string;
      expect(etag).toMatch(/^"[a-z0-9]+"$/);
      await member.agent.get(`/api/sleepstories/${story.id}/audio`).set('If-None-Match', etag).expect(304);
      expect((await get(member.agent, 'bytes=0-9').set('If-Range', etag).expect(206)).headers['content-range']).toBe(`bytes 0-9/${wav.length}`);
      expect((await get(member.agent, 'bytes=0-9').set('If-Range', '"an-older-upload"').expect(200)).headers['content-length']).toBe(String(wav.length));
    });

    it('is a 404 for stories without audio, inactive stories (members) and malformed ids', async () => {
      const plain = await createStory();
      expect((await member.agent.get(`/api/sleepstories/${plain.id}/audio`).expect(404)).body.message).toBe('This story has no audio file');
      await member.agent.get('/api/sleepstories/nope/audio').expect(404);
      await member.agent.get(`/api/sleepstories/${randomUUID()}/audio`).expect(404);
      await admin.agent.put(`/api/sleepstories/admin/${story.id}`).send({ ...STORY, isActive: false }).expect(200);
      try {
        expect((await member.agent.get(`/api/sleepstories/${story.id}/audio`).expect(404)).body.message).toBe('Story not found');
        // An admin may still play it, to check it before publishing.
        await get(admin.agent, 'bytes=0-3').expect(206);
      } finally {
        await admin.agent.put(`/api/sleepstories/admin/${story.id}`).send(STORY).expect(200);
      }
    });
  });

  it('lets pages frame Wistia’s player only (no Wistia scripts, images or connections)', async () => {
    const csp = String((await t.agent().get('/api/health')).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('frame-src')).toBe("frame-src 'self' https://fast.wistia.net");
    expect(directive('media-src')).toBe("media-src 'self'");
    for (const name of ['script-src', 'connect-src', 'default-src']) expect(directive(name)).not.toContain('wistia');
  });

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
