import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { JPEG_POLYGLOT, PNG_BOMB } from './support/hostile-multipart';
import { lighthouseSuite, PROPERTY } from './support/lighthouse';
import type { Member } from './support/test-app';

describe('LightHouse (e2e)', () => {
  const { t, admin, mediaDir, member, host, seeker, listing, count } = lighthouseSuite();

  describe('photos', () => {
    /** A phone photo: EXIF with the camera and a GPS position, rotated by its orientation tag. */
    const phonePhoto = () =>
      sharp({ create: { width: 64, height: 32, channels: 3, background: '#6a9' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExifMerge({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 41/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 0/1' } })
        .toBuffer();
    const png = () => sharp({ create: { width: 8, height: 8, channels: 4, background: '#00000080' } }).png().toBuffer();
    const upload = (m: Member, propertyId: string, file: Buffer, name = 'room.jpg'): Test =>
      m.agent.post(`/api/lighthouse/properties/${propertyId}/photos`).set('Sec-Fetch-Site', 'same-origin').attach('file', file, { filename: name, contentType: 'image/jpeg' });
    const stored = () => {
      try {
        return readdirSync(join(mediaDir, 'lighthouse')).sort();
      } catch {
        return [];
      }
    };
    const photoRows = (propertyId: string) => count('SELECT count(*)::int AS n FROM lighthouse_property_photos WHERE property_id = $1', [propertyId]);
    const bytesOf = async (m: Member, url: string) => (await m.agent.get(url).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200)).body as Buffer;

    it('stores an upload without any metadata, re-encoded, and serves it from our origin to whoever may see the listing', async () => {
      const h = await host();
      const id = await listing(h);
      const res = await upload(h, id, await phonePhoto()).expect(201);
      expect(res.body).toMatchObject({ id, visibility: 'owner' });
      expect(res.body.photos).toHaveLength(1);
      const [url] = res.body.photos as string[];
      expect(url).toMatch(new RegExp(`^/api/lighthouse/properties/${id}/photos/[0-9a-f-]{36}$`));

      // What anyone downloads: a JPEG with no EXIF, no GPS, no XMP/IPTC/ICC, the camera's name gone, upright.
      const s = await seeker();
      const served = await s.agent.get(url).expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('private, no-cache');
      const bytes = await bytesOf(s, url);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, orientation: meta.orientation }).toEqual({});
      expect(bytes.includes('PhoneCo')).toBe(false);
      expect([meta.width, meta.height]).toEqual([32, 64]);
      // The stored file is the clean one too.
      expect(stored().length).toBeGreaterThan(0);
      await s.agent.get(url).set('If-None-Match', served.headers.etag).expect(304);

      // The seeker sees the photo on the listing; the listing's rules decide who may load it.
      expect((await s.agent.get(`/api/lighthouse/properties/${id}`).expect(200)).body.photos).toEqual([url]);
      const blocked = await seeker();
      await blocked.agent.post('/api/blocks').send({ userId: h.user.id }).expect(201);
      await blocked.agent.get(url).expect(404);
      await (await member()).agent.get(url).expect(403); // no LightHouse profile yet
      await t.agent().get(url).expect(401);
      await h.agent.put(`/api/lighthouse/properties/${id}`).send({ ...PROPERTY, isActive: false }).expect(200);
      await s.agent.get(url).expect(404); // unlisted: like the listing itself
      await h.agent.get(url).expect(200);
      await admin.agent.get(url.replace('/api/lighthouse/', '/api/lighthouse/admin/')).expect(200);
    });

    it('takes PNG and WebP; refuses other bytes whatever their name says, an empty file, a damaged image and a file over the limit', async () => {
      const h = await host();
      const id = await listing(h);
      await upload(h, id, await png(), 'a.png').expect(201);
      await upload(h, id, await sharp(await png()).webp().toBuffer(), 'a.webp').expect(201);
      const before = stored().length;
      const cases: [Buffer, number, string][] = [
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 415, 'Not a supported photo (JPEG, PNG or WebP)'],
        [Buffer.from('<!doctype html><script>alert(1)</script>'), 415, 'Not a supported photo'],
        [Buffer.from('GIF89a\x01\x00\x01\x00'), 415, 'Not a supported photo'],
        [JPEG_POLYGLOT, 400, 'This photo could not be read'],
        [PNG_BOMB, 400, 'This photo could not be read'],
        [Buffer.alloc(0), 400, 'The photo file is empty'],
        [Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), 413, 'The photo is larger than 10 MB'],
      ];
      for (const [file, status, message] of cases) {
        const res = await upload(h, id, file, 'photo.jpg').expect(status);
        expect(res.body.message).toContain(message);
      }
      // No file part, another field, two files: 400 in our words.
      await h.agent.post(`/api/lighthouse/properties/${id}/photos`).set('Sec-Fetch-Site', 'same-origin').field('title', 'x').expect(400);
      await upload(h, id, await png(), 'a.png').attach('file', await png(), 'b.png').expect(400);
      await h.agent.post(`/api/lighthouse/properties/${id}/photos`).send({}).expect(400);
      expect(await photoRows(id)).toBe(2);
      expect(stored().length).toBe(before);
    });

    it('is the owner’s alone: anyone else’s upload or delete is a 404, an unknown photo a 404, and a cross-site upload a 403', async () => {
      const h = await host();
      const other = await host();
      const id = await listing(h);
      const [url] = (await upload(h, id, await png()).expect(201)).body.photos as string[];
      const photoId = url.split('/').pop()!;
      const otherListing = await listing(other);
      await upload(other, id, await png()).expect(404);
      await upload(await seeker(), id, await png()).expect(404);
      await other.agent.delete(`/api/lighthouse/properties/${id}/photos/${photoId}`).expect(404);
      // A photo id under another listing (even the caller's own) names nothing.
      await other.agent.delete(`/api/lighthouse/properties/${otherListing}/photos/${photoId}`).expect(404);
      await h.agent.get(`/api/lighthouse/properties/${otherListing}/photos/${photoId}`).expect(404);
      await h.agent.delete(`/api/lighthouse/properties/${id}/photos/00000000-0000-4000-8000-000000000000`).expect(404);
      await h.agent.delete(`/api/lighthouse/properties/${id}/photos/not-a-uuid`).expect(404);
      await h.agent.post(`/api/lighthouse/properties/${id}/photos`).attach('file', await png(), 'a.png').expect(403);
      await h.agent.post(`/api/lighthouse/properties/${id}/photos`).set('Sec-Fetch-Site', 'cross-site').attach('file', await png(), 'a.png').expect(403);
      expect(await photoRows(id)).toBe(1);

      const files = stored().length;
      const after = await h.agent.delete(`/api/lighthouse/properties/${id}/photos/${photoId}`).expect(200);
      expect(after.body.photos).toEqual([]);
      expect(stored().length).toBe(files - 1);
      await h.agent.get(url).expect(404);
    });

    it('holds at most 8 photos a listing when uploads race, and keeps no file of a refused one', async () => {
      const h = await host();
      const id = await listing(h);
      const file = await png();
      const before = stored().length;
      const results = await Promise.all(Array.from({ length: 12 }, () => upload(h, id, file)));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(8).fill(201), ...Array(4).fill(409)]);
      expect(results.find((r) => r.status === 409)!.body.message).toBe('A listing can have at most 8 photos');
      expect(await photoRows(id)).toBe(8);
      expect(stored().length).toBe(before + 8);
      expect((await h.agent.get(`/api/lighthouse/properties/${id}`).expect(200)).body.photos).toHaveLength(8);
    });

    it('lets an admin see and remove a photo of any listing (logged), and never a member', async () => {
      const h = await host();
      const id = await listing(h);
      const [url] = (await upload(h, id, await png()).expect(201)).body.photos as string[];
      const photoId = url.split('/').pop()!;
      const row = (await admin.agent.get(`/api/lighthouse/admin/properties/${id}`).expect(200)).body;
      expect(row.photos).toEqual([`/api/lighthouse/admin/properties/${id}/photos/${photoId}`]);
      await h.agent.get(row.photos[0]).expect(403);
      await h.agent.delete(`/api/lighthouse/admin/properties/${id}/photos/${photoId}`).expect(403);
      const removed = await admin.agent.delete(`/api/lighthouse/admin/properties/${id}/photos/${photoId}`).expect(200);
      expect(removed.body).toMatchObject({ id, photos: [] });
      await admin.agent.delete(`/api/lighthouse/admin/properties/${id}/photos/${photoId}`).expect(404);
      expect((await h.agent.get(`/api/lighthouse/properties/${id}`).expect(200)).body.photos).toEqual([]);
      const logged = await count(`SELECT count(*)::int AS n FROM admin_action_logs WHERE action = 'remove_lighthouse_photo' AND target_id = $1`, [id]);
      expect(logged).toBe(1);
    });
  });
});
