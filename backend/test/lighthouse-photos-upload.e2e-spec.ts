import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { listen } from './support/chat';
import { createTestApp, signUpAs, TestApp } from './support/test-app';

type Member = Awaited<ReturnType<typeof signUpAs>>;

const HOST_PROFILE = { profileType: 'host', displayName: 'Upload Host', bio: 'I have a spare room.', phoneNumber: '+1 212 555 0100' };
const PROPERTY = {
  title: 'Room with a window',
  description: 'A furnished room.',
  propertyType: 'room',
  address: '1 Hidden Lane',
  city: 'Brooklyn',
  state: 'NY',
  zipCode: '11201',
  bedrooms: 1,
  bathrooms: '1',
  monthlyRent: '500',
  availableFrom: '2030-01-01',
  maxOccupants: 1,
};
const UNREADABLE = { code: 'lighthouse.unreadablePhotoUpload', message: 'The upload could not be read; send the photo as multipart/form-data in the field "file"' };
const TOO_LARGE = { code: 'lighthouse.photoTooLarge', message: 'The photo is larger than 10 MB' };

/**
 * The photo upload's multipart edge cases, as the audio upload has them (sleepstories-audio-upload.e2e-spec.ts):
 * both go through the one reader (common/media/multipart-file.ts). The app runs with
 * MEDIA_MAX_UPLOAD_MB=1, below the photo limit (10 MB): the photo route applies its own.
 */
describe('LightHouse photo upload: the multipart body (e2e)', () => {
  let t: TestApp;
  let mediaDir: string;
  let host: Member;
  let propertyId: string;

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'pfe-media-'));
    t = await createTestApp({ MEDIA_DIR: mediaDir, MEDIA_MAX_UPLOAD_MB: '1' });
    host = await signUpAs(t, 'member');
    await host.agent.post('/api/lighthouse/profile').send(HOST_PROFILE).expect(201);
    propertyId = (await host.agent.post('/api/lighthouse/properties').send(PROPERTY).expect(201)).body.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const path = () => `/api/lighthouse/properties/${propertyId}/photos`;
  const post = () => host.agent.post(path()).set('Sec-Fetch-Site', 'same-origin');
  const upload = (file: Buffer, filename = 'room.png', field = 'file'): Test => post().attach(field, file, { filename, contentType: 'image/png' });
  const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#4a8' } }).png().toBuffer();
  const listed = (dir: string) => {
    try {
      return readdirSync(join(mediaDir, dir)).sort();
    } catch {
      return [];
    }
  };
  const photoRows = async () => (await t.db.query('SELECT count(*)::int AS n FROM lighthouse_property_photos WHERE property_id = $1', [propertyId]))[0].n as number;
  /** Removes the listing's photos (a listing holds 8 at most), through the API. */
  async function clearPhotos() {
    const { photos } = (await host.agent.get(`/api/lighthouse/properties/${propertyId}`).expect(200)).body as { photos: string[] };
    for (const url of photos) await host.agent.delete(url).expect(200);
  }

  it('takes a photo over MEDIA_MAX_UPLOAD_MB: the route’s own limit (10 MB) applies', async () => {
    // Noise does not compress: a PNG of about 3 MB.
    const side = 1000;
    const big = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png().toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await upload(big, 'big.png').expect(201);
    expect(res.body.photos).toHaveLength(1);
    await clearPhotos();
  });

  it('refuses every body that is not one photo in the field "file", in LightHouse’s words, and keeps nothing', async () => {
    const before = listed('lighthouse');
    const photo = await png();
    const raw = (contentType: string, body: string) => post().set('Content-Type', contentType).send(body);
    const cases: [string, Test, number, { code: string; message: string }][] = [
      ['too large', upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0xff)), 413, TOO_LARGE],
      ['a second file', upload(photo).attach('file', photo, 'second.png'), 400, UNREADABLE],
      ['a text field after the file', upload(photo).field('title', 'x'), 400, UNREADABLE],
      ['a text field before the file', post().field('title', 'x').attach('file', photo, 'room.png'), 400, UNREADABLE],
      ['a text field alone', post().field('title', 'x'), 400, UNREADABLE],
      ['the file in another field', upload(photo, 'room.png', 'photo'), 400, UNREADABLE],
      ['a file name of 300 characters', upload(photo, `${'a'.repeat(296)}.png`), 400, UNREADABLE],
      ['a part header of 100,000 characters', upload(photo, `${'a'.repeat(100_000)}.png`), 400, UNREADABLE],
      ['a body cut off in the file', raw('multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG'), 400, UNREADABLE],
      ['no closing boundary', raw('multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n'), 400, UNREADABLE],
      ['no boundary in the Content-Type', raw('multipart/form-data', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--xyz--\r\n'), 400, UNREADABLE],
      ['no part at all', raw('multipart/form-data; boundary=xyz', '--xyz--\r\n'), 400, { code: 'lighthouse.noPhotoFile', message: 'Choose a photo to upload (form field "file")' }],
    ];
    for (const [label, request, status, error] of cases) {
      const res = await request;
      expect({ label, status: res.status, code: res.body.code, message: res.body.message }).toEqual({ label, status, ...error });
    }
    expect(await photoRows()).toBe(0);
    expect(listed('lighthouse')).toEqual(before);
    expect(listed('.incoming')).toEqual([]);
  });

  it('a client that goes away in the middle of the photo gets nothing stored, and the listing takes the next upload', async () => {
    const base = new URL(await listen(t));
    const photo = await sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } }).png().toBuffer();
    const head = Buffer.from('--cut\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n');
    const socket = createConnection(Number(base.port), base.hostname);
    await once(socket, 'connect');
    socket.write(
      [
        `POST ${path()} HTTP/1.1`,
        `Host: ${base.host}`,
        `Cookie: ${host.cookie}`,
        'Sec-Fetch-Site: same-origin',
        'Content-Type: multipart/form-data; boundary=cut',
        `Content-Length: ${head.length + photo.length + 10}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(Buffer.concat([head, photo.subarray(0, photo.length / 2)]));
    socket.destroy(); // gone, half the photo sent
    await once(socket, 'close');
    expect((await upload(await png()).expect(201)).body.photos).toHaveLength(1);
    expect(await photoRows()).toBe(1);
    expect(listed('lighthouse')).toHaveLength(1);
    await clearPhotos();
  });
});
