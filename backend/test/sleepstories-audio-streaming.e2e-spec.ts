import { randomUUID } from 'node:crypto';
import { makeWav } from './support/audio';
import { sleepstoriesSuite, STORY } from './support/sleepstories';
import type { Agent } from './support/test-app';

describe('SleepStories (e2e)', () => {
  const { admin, member, createStory, upload } = sleepstoriesSuite();

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
});
