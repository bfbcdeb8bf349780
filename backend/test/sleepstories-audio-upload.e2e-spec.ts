import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { makeWav } from './support/audio';
import { listen } from './support/chat';
import { sleepstoriesSuite } from './support/sleepstories';

/** An MP3 as far as its first bytes go: an ID3v2 tag, then MPEG frames. */
const MP3 = Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'), Buffer.alloc(2000, 0xaa)]);
const OGG = Buffer.concat([Buffer.from('OggS', 'latin1'), Buffer.alloc(500, 1)]);
const M4A = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A \u0000\u0000\u0000\u0000', 'latin1'), Buffer.alloc(500, 2)]);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm', 'latin1'), Buffer.alloc(500, 3)]);

describe('SleepStories (e2e)', () => {
  // These tests compare the stored files with every story's audio in the database: a database of their own.
  const { t, admin, mediaDir, storedFiles, createStory, upload } = sleepstoriesSuite({ ownDatabase: true });
  const incoming = () => {
    try {
      return readdirSync(join(mediaDir, '.incoming'));
    } catch {
      return [];
    }
  };

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
});
