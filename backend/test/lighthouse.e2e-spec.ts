import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { connect, emit, listen } from './support/chat';
import { JPEG_POLYGLOT, PNG_BOMB } from './support/hostile-multipart';
import { createTestApp, signUpAs, TestApp } from './support/test-app';

type Member = Awaited<ReturnType<typeof signUpAs>>;

const HOST_PROFILE = { profileType: 'host', displayName: 'Harbor Host', bio: 'I have a spare room.', phoneNumber: '+1 212 555 0100' };
const SEEKER_PROFILE = { profileType: 'seeker', displayName: 'Sky Seeker', bio: 'Looking for a quiet place.', phoneNumber: '+1 212 555 0199', housingNeeds: 'Ground floor', budgetMin: '300', budgetMax: 900.5 };
const PROPERTY = {
  title: 'Quiet room near the park',
  description: 'A furnished room in a shared apartment.',
  propertyType: 'room',
  address: '12 Secret Street, Apt 4',
  city: 'Brooklyn',
  state: 'NY',
  zipCode: '11201',
  bedrooms: 1,
  bathrooms: '1.5',
  monthlyRent: '650',
  securityDeposit: 0,
  availableFrom: '2030-01-01',
  availableUntil: '2030-12-31',
  maxOccupants: 1,
  amenities: ['  Wifi ', 'Laundry'],
  housingRules: 'No smoking',
};
const SECRET_FIELDS = ['address', 'zipCode', 'hostPhone'];
const ACCEPTED = 'Your match request has been accepted! The host will be in touch with you soon.';

describe('LightHouse (e2e)', () => {
  let t: TestApp;
  let admin: Member;
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'pfe-media-'));
    t = await createTestApp({ CHAT_MESSAGES_PER_MINUTE: '10000', MEDIA_DIR: mediaDir });
    admin = await signUpAs(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  async function member(profile?: Record<string, unknown>): Promise<Member> {
    const m = await signUpAs(t, 'member');
    if (profile) await m.agent.post('/api/lighthouse/profile').send(profile).expect(201);
    return m;
  }
  const host = () => member(HOST_PROFILE);
  const seeker = () => member(SEEKER_PROFILE);

  async function listing(owner: Member, overrides: Record<string, unknown> = {}): Promise<string> {
    return (await owner.agent.post('/api/lighthouse/properties').send({ ...PROPERTY, ...overrides }).expect(201)).body.id;
  }
  async function request(s: Member, propertyId: string, extra: Record<string, unknown> = {}): Promise<string> {
    return (await s.agent.post('/api/lighthouse/matches').send({ propertyId, message: 'Hello, I would like to visit.', ...extra }).expect(201)).body.id;
  }
  const move = (m: Member, id: string, status: string, extra: Record<string, unknown> = {}) => m.agent.put(`/api/lighthouse/matches/${id}`).send({ status, ...extra });
  const count = async (sql: string, params: unknown[]) => (await t.db.query(sql, params))[0].n as number;
  /** Nothing in a response names the street, the zip code, or any account's email or real name. */
  function expectNoSecrets(body: unknown, ...emails: string[]) {
    const text = JSON.stringify(body);
    expect(text).not.toContain('Secret Street');
    expect(text).not.toContain('11201');
    for (const email of emails) expect(text).not.toContain(email);
  }

  describe('profiles', () => {
    it('answers an empty 200 without a profile, creates once, and keeps the type fixed', async () => {
      const m = await member();
      expect((await m.agent.get('/api/lighthouse/profile').expect(200)).text).toBe('');
      const created = await m.agent.post('/api/lighthouse/profile').send({ ...SEEKER_PROFILE, displayName: '  Sky ' }).expect(201);
      expect(created.body).toMatchObject({ profileType: 'seeker', displayName: 'Sky', budgetMin: '300.00', budgetMax: '900.50', hasProperty: false, isVerified: false, isActive: true });
      expect(created.body).not.toHaveProperty('userId');
      await m.agent.post('/api/lighthouse/profile').send(SEEKER_PROFILE).expect(409);
      const changed = await m.agent.put('/api/lighthouse/profile').send({ ...SEEKER_PROFILE, profileType: 'host' }).expect(400);
      expect(changed.body.message).toBe('Profile type cannot be changed');
      const updated = await m.agent.put('/api/lighthouse/profile').send({ displayName: 'Sky Blue', moveInDate: '2030-02-01' }).expect(200);
      expect(updated.body).toMatchObject({ profileType: 'seeker', displayName: 'Sky Blue', moveInDate: '2030-02-01', budgetMin: null, bio: null });
    });

    it('updates only an existing profile (404 without one)', async () => {
      const m = await member();
      await m.agent.put('/api/lighthouse/profile').send({ displayName: 'Nobody' }).expect(404);
    });

    it.each([
      [{ displayName: 'No type' }, 'Choose whether you are looking for housing'],
      [{ ...SEEKER_PROFILE, profileType: 'landlord' }, 'Profile type must be one of: seeker, host'],
      [{ ...SEEKER_PROFILE, displayName: '   ' }, 'Display name is required'],
      [{ ...SEEKER_PROFILE, displayName: 'x'.repeat(101) }, 'Display name must be at most 100 characters'],
      [{ ...SEEKER_PROFILE, phoneNumber: '1'.repeat(21) }, 'Phone number must be at most 20 characters'],
      [{ ...SEEKER_PROFILE, budgetMin: '900', budgetMax: '100' }, 'The minimum budget cannot be more than the maximum budget'],
      [{ ...SEEKER_PROFILE, budgetMin: '-5' }, 'Minimum budget must be an amount'],
      [{ ...SEEKER_PROFILE, budgetMax: '1.234' }, 'Maximum budget must be an amount'],
      [{ ...SEEKER_PROFILE, moveInDate: '2026-02-30' }, 'Move-in date must be a date'],
      [{ ...HOST_PROFILE, housingNeeds: 'A room' }, 'belong to seeker profiles only'],
      [{ ...SEEKER_PROFILE, isVerified: true }, 'property isVerified should not exist'],
    ])('refuses %j with 400 and writes nothing', async (body, message) => {
      const m = await member();
      const res = await m.agent.post('/api/lighthouse/profile').send(body).expect(400);
      expect(res.body.message).toContain(message);
      expect(await count('SELECT count(*)::int AS n FROM lighthouse_profiles WHERE user_id = $1', [m.user.id])).toBe(0);
    });

    it('creates one profile when two creates race', async () => {
      const m = await member();
      const results = await Promise.all([0, 1].map(() => m.agent.post('/api/lighthouse/profile').send(HOST_PROFILE)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await count('SELECT count(*)::int AS n FROM lighthouse_profiles WHERE user_id = $1', [m.user.id])).toBe(1);
    });

    it('is closed to non-members, and the app routes need a profile first', async () => {
      const u = await signUpAs(t, 'user');
      await u.agent.get('/api/lighthouse/profile').expect(403);
      await t.agent().get('/api/lighthouse/properties').expect(401);
      const m = await member();
      for (const path of ['/api/lighthouse/properties', '/api/lighthouse/my-properties', '/api/lighthouse/matches']) {
        const res = await m.agent.get(path).expect(403);
        expect(res.body.message).toBe('Create your LightHouse profile first');
      }
    });
  });

  describe('properties', () => {
    it('lets only hosts list, normalises the fields, and gives the owner the whole listing', async () => {
      const s = await seeker();
      const denied = await s.agent.post('/api/lighthouse/properties').send(PROPERTY).expect(403);
      expect(denied.body.message).toBe('Only hosts can list properties');
      const h = await host();
      const created = (await h.agent.post('/api/lighthouse/properties').send(PROPERTY).expect(201)).body;
      expect(created).toMatchObject({
        visibility: 'owner',
        address: '12 Secret Street, Apt 4',
        zipCode: '11201',
        bathrooms: '1.5',
        monthlyRent: '650.00',
        securityDeposit: '0.00',
        amenities: ['Wifi', 'Laundry'],
        houseRules: 'No smoking',
        maxOccupants: 1,
        hostDisplayName: 'Harbor Host',
        pendingRequests: 0,
        acceptedRequests: 0,
      });
      expect((await h.agent.get('/api/lighthouse/profile').expect(200)).body.hasProperty).toBe(true);
      const mine = (await h.agent.get('/api/lighthouse/my-properties').expect(200)).body;
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ id: created.id, address: PROPERTY.address });
      const defaults = (await h.agent.post('/api/lighthouse/properties').send({ ...PROPERTY, propertyType: undefined, maxOccupants: undefined, amenities: undefined }).expect(201)).body;
      expect(defaults).toMatchObject({ propertyType: 'room', maxOccupants: 1, amenities: [], photos: [] });
    });

    it('lets only the owner edit (anyone else 404) and keeps max occupants at or above the accepted requests', async () => {
      const h = await host();
      const other = await host();
      const id = await listing(h, { maxOccupants: 2 });
      await other.agent.put(`/api/lighthouse/properties/${id}`).send(PROPERTY).expect(404);
      const s1 = await seeker();
      const s2 = await seeker();
      await move(h, await request(s1, id), 'accepted').expect(200);
      await move(h, await request(s2, id), 'accepted').expect(200);
      const lower = await h.agent.put(`/api/lighthouse/properties/${id}`).send({ ...PROPERTY, maxOccupants: 1 }).expect(409);
      expect(lower.body.message).toBe('Max occupants cannot be lower than the number of accepted requests');
      const edited = await h.agent.put(`/api/lighthouse/properties/${id}`).send({ ...PROPERTY, maxOccupants: 3, title: 'Renamed' }).expect(200);
      expect(edited.body).toMatchObject({ title: 'Renamed', maxOccupants: 3, acceptedRequests: 2 });
    });

    it.each([
      [{ title: '' }, 'Title is required'],
      [{ description: undefined }, 'Description is required'],
      [{ address: ' ' }, 'Address is required'],
      [{ state: 'x'.repeat(51) }, 'State must be at most 50 characters'],
      [{ zipCode: '12345678901' }, 'Zip code must be at most 10 characters'],
      [{ propertyType: 'castle' }, 'Property type must be one of: room, apartment, community'],
      [{ bedrooms: -1 }, 'Bedrooms must be a whole number'],
      [{ bedrooms: 1.5 }, 'Bedrooms must be a whole number'],
      [{ bathrooms: '1.25' }, 'Bathrooms must be a number from 0 to 99.9'],
      [{ monthlyRent: '-1' }, 'Monthly rent must be an amount'],
      [{ securityDeposit: '10.123' }, 'Security deposit must be an amount'],
      [{ availableFrom: '2030-02-01', availableUntil: '2030-01-01' }, 'Available from must be on or before available until'],
      [{ maxOccupants: 0 }, 'Max occupants must be a whole number from 1'],
      [{ amenities: ['Wifi', '   '] }, 'Amenities must be a list'],
      [{ amenities: 'Wifi' }, 'Amenities must be a list'],
      // Photos are uploaded (POST .../photos), never typed addresses.
      [{ photos: ['https://example.test/room.jpg'] }, 'property photos should not exist'],
      [{ hostId: '00000000-0000-4000-8000-000000000000' }, 'property hostId should not exist'],
    ])('refuses %j with 400 and writes nothing', async (overrides, message) => {
      const h = await host();
      const res = await h.agent.post('/api/lighthouse/properties').send({ ...PROPERTY, ...overrides }).expect(400);
      expect(res.body.message).toContain(message);
      expect(await count('SELECT count(*)::int AS n FROM lighthouse_properties WHERE host_id = $1', [h.user.id])).toBe(0);
    });
  });

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

  describe('address privacy', () => {
    it('shows address and zip code only to the owner and to a seeker whose request is accepted, the host phone only after acceptance', async () => {
      const h = await host();
      const id = await listing(h, { maxOccupants: 2 });
      const s = await seeker();
      const otherSeeker = await seeker();
      const otherHost = await host();

      const expectPublic = async (viewer: Member) => {
        const one = (await viewer.agent.get(`/api/lighthouse/properties/${id}`).expect(200)).body;
        expect(one).toMatchObject({ visibility: 'public', city: 'Brooklyn', state: 'NY', hostDisplayName: 'Harbor Host' });
        for (const field of SECRET_FIELDS) expect(one).not.toHaveProperty(field);
        const browsed = (await viewer.agent.get('/api/lighthouse/properties').expect(200)).body.find((p: { id: string }) => p.id === id);
        expect(browsed).toMatchObject({ visibility: 'public', city: 'Brooklyn' });
        expectNoSecrets([one, browsed], h.email);
      };

      // Before any request: every other member, seeker or host.
      for (const viewer of [s, otherSeeker, otherHost]) await expectPublic(viewer);
      // Owner: everything.
      expect((await h.agent.get(`/api/lighthouse/properties/${id}`).expect(200)).body).toMatchObject({ visibility: 'owner', address: PROPERTY.address, zipCode: '11201' });

      // Pending: still public, in the detail and in the seeker's request list.
      const matchId = await request(s, id);
      await expectPublic(s);
      const pending = (await s.agent.get('/api/lighthouse/matches').expect(200)).body;
      expect(pending[0]).toMatchObject({ id: matchId, status: 'pending', viewerRole: 'seeker', property: { visibility: 'public' } });
      expectNoSecrets(pending, h.email);
      // The host sees the seeker's LightHouse profile, but no phone before accepting.
      const incoming = (await h.agent.get('/api/lighthouse/matches').expect(200)).body;
      expect(incoming[0]).toMatchObject({ viewerRole: 'host', seekerMessage: 'Hello, I would like to visit.', seeker: { displayName: 'Sky Seeker', housingNeeds: 'Ground floor', budgetMin: '300.00', phoneNumber: null } });
      expect(JSON.stringify(incoming)).not.toContain(s.email);

      // Accepted: the seeker now sees the address and the host's phone; nobody else does.
      await move(h, matchId, 'accepted', { hostResponse: 'Welcome!' }).expect(200);
      const detail = (await s.agent.get(`/api/lighthouse/properties/${id}`).expect(200)).body;
      expect(detail).toMatchObject({ visibility: 'accepted', address: PROPERTY.address, zipCode: '11201', hostPhone: HOST_PROFILE.phoneNumber });
      const mine = (await s.agent.get('/api/lighthouse/matches').expect(200)).body;
      expect(mine[0]).toMatchObject({ status: 'accepted', hostResponse: 'Welcome!', property: { visibility: 'accepted', address: PROPERTY.address } });
      expect(JSON.stringify(mine)).not.toContain(h.email);
      expect((await h.agent.get('/api/lighthouse/matches').expect(200)).body[0].seeker.phoneNumber).toBe(SEEKER_PROFILE.phoneNumber);
      for (const viewer of [otherSeeker, otherHost]) await expectPublic(viewer);

      // The listing taken down by its host: the accepted seeker still sees it, others get 404.
      await h.agent.put(`/api/lighthouse/properties/${id}`).send({ ...PROPERTY, maxOccupants: 2, isActive: false }).expect(200);
      expect((await s.agent.get(`/api/lighthouse/properties/${id}`).expect(200)).body.visibility).toBe('accepted');
      const gone = await otherSeeker.agent.get(`/api/lighthouse/properties/${id}`).expect(404);
      expect(gone.body.message).toBe('Property not found');
      await h.agent.put(`/api/lighthouse/properties/${id}`).send({ ...PROPERTY, maxOccupants: 2, isActive: true }).expect(200);

      // Completed or cancelled: back to public.
      await move(h, matchId, 'completed').expect(200);
      await expectPublic(s);
      expect((await s.agent.get('/api/lighthouse/matches').expect(200)).body[0].property.visibility).toBe('public');
      expect((await h.agent.get('/api/lighthouse/matches').expect(200)).body[0].seeker.phoneNumber).toBeNull();
    });

    it('never shows the address to admins through the console list', async () => {
      const h = await host();
      const id = await listing(h);
      const rows = (await admin.agent.get('/api/lighthouse/admin/properties').query({ filter: JSON.stringify({ id: [id] }) }).expect(200)).body;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id, city: 'Brooklyn', hostDisplayName: 'Harbor Host', hiddenByAdmin: false });
      expectNoSecrets(rows, h.email);
    });

    it('browses active listings only, newest first, and 404s an inactive or unknown one', async () => {
      const h = await host();
      const first = await listing(h, { title: 'First' });
      const second = await listing(h, { title: 'Second' });
      const inactive = await listing(h, { title: 'Off', isActive: false });
      const s = await seeker();
      const ids = (await s.agent.get('/api/lighthouse/properties').expect(200)).body.map((p: { id: string }) => p.id);
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
      expect(ids).not.toContain(inactive);
      await s.agent.get(`/api/lighthouse/properties/${inactive}`).expect(404);
      await s.agent.get('/api/lighthouse/properties/00000000-0000-4000-8000-000000000000').expect(404);
      await s.agent.post('/api/lighthouse/matches').send({ propertyId: inactive }).expect(404);
    });
  });

  describe('match requests', () => {
    it('lets only seekers request, once while open, and tells a host the spec sentence', async () => {
      const h = await host();
      const id = await listing(h);
      const otherHost = await host();
      const denied = await otherHost.agent.post('/api/lighthouse/matches').send({ propertyId: id }).expect(403);
      expect(denied.body.message).toBe('You are registered as a host. Switch to a seeker profile to request housing.');
      const s = await seeker();
      const first = await s.agent.post('/api/lighthouse/matches').send({ propertyId: id, proposedMoveInDate: '2030-03-01' }).expect(201);
      expect(first.body).toMatchObject({ status: 'pending', proposedMoveInDate: '2030-03-01', seekerMessage: null });
      const again = await s.agent.post('/api/lighthouse/matches').send({ propertyId: id }).expect(409);
      expect(again.body.message).toBe('You already have an open request for this property');
      // Once closed, a new request is possible.
      await move(s, first.body.id, 'cancelled').expect(200);
      await request(s, id);
    });

    it('keeps one open request per seeker and property when two are sent at once', async () => {
      const h = await host();
      const id = await listing(h);
      const s = await seeker();
      const results = await Promise.all([0, 1, 2].map(() => s.agent.post('/api/lighthouse/matches').send({ propertyId: id })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(await count(`SELECT count(*)::int AS n FROM lighthouse_matches WHERE seeker_id = $1 AND status = 'pending'`, [s.user.id])).toBe(1);
    });

    it.each([
      [{}, 'Choose a property'],
      [{ propertyId: 'nope' }, 'Choose a property'],
      [{ propertyId: '00000000-0000-4000-8000-000000000000', message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
      [{ propertyId: '00000000-0000-4000-8000-000000000000', proposedMoveInDate: '2030-13-01' }, 'Proposed move-in date must be a date'],
    ])('refuses %j with 400', async (body, message) => {
      const s = await seeker();
      expect((await s.agent.post('/api/lighthouse/matches').send(body).expect(400)).body.message).toContain(message);
    });

    it('shows each side only their own requests; anyone else gets 404', async () => {
      const h = await host();
      const id = await listing(h);
      const s = await seeker();
      const matchId = await request(s, id);
      const otherSeeker = await seeker();
      const otherHost = await host();
      expect((await otherSeeker.agent.get('/api/lighthouse/matches').expect(200)).body).toEqual([]);
      expect((await otherHost.agent.get('/api/lighthouse/matches').expect(200)).body).toEqual([]);
      for (const outsider of [otherSeeker, otherHost]) {
        await outsider.agent.get(`/api/lighthouse/matches/${matchId}`).expect(404);
        for (const status of ['accepted', 'rejected', 'cancelled', 'completed']) {
          expect((await move(outsider, matchId, status).expect(404)).body.message).toBe('Match request not found');
        }
      }
      expect((await s.agent.get(`/api/lighthouse/matches/${matchId}`).expect(200)).body.viewerRole).toBe('seeker');
      expect((await h.agent.get(`/api/lighthouse/matches/${matchId}`).expect(200)).body.viewerRole).toBe('host');
      expect(await count('SELECT count(*)::int AS n FROM lighthouse_matches WHERE id = $1 AND status = $2', [matchId, 'pending'])).toBe(1);
    });
  });

  describe('transitions', () => {
    type Actor = 'seeker' | 'host';
    /** Every move of the table, from every status, by both sides. */
    const ALLOWED: Record<string, Partial<Record<Actor, string[]>>> = {
      pending: { seeker: ['cancelled'], host: ['accepted', 'rejected'] },
      accepted: { host: ['completed', 'cancelled'] },
    };
    const STATUSES = ['pending', 'accepted', 'rejected', 'completed', 'cancelled'];
    const cases: [string, Actor, string, boolean][] = [];
    for (const from of STATUSES) for (const actor of ['seeker', 'host'] as Actor[]) for (const to of STATUSES) cases.push([from, actor, to, (ALLOWED[from]?.[actor] ?? []).includes(to)]);

    let h: Member;
    let s: Member;
    beforeAll(async () => {
      h = await host();
      s = await seeker();
    });

    it.each(cases)('from %s, the %s moving to %s: allowed %s', async (from, actor, to, allowed) => {
      const propertyId = await listing(h);
      const matchId = await request(s, propertyId);
      await t.db.query('UPDATE lighthouse_matches SET status = $2 WHERE id = $1', [matchId, from]);
      const res = await move(actor === 'host' ? h : s, matchId, to);
      const after = (await t.db.query('SELECT status FROM lighthouse_matches WHERE id = $1', [matchId]))[0].status;
      if (allowed) {
        expect(res.status).toBe(200);
        expect(res.body.status).toBe(to);
        expect(after).toBe(to);
      } else {
        expect(res.status).toBe(409);
        expect(typeof res.body.message).toBe('string');
        expect(res.body.message.length).toBeGreaterThan(10);
        expect(after).toBe(from);
      }
    });

    it('refuses an unknown status with 400 and a seeker writing the host response with 409', async () => {
      const matchId = await request(s, await listing(h));
      expect((await move(h, matchId, 'archived').expect(400)).body.message).toContain('Status must be one of');
      await move(s, matchId, 'cancelled', { hostResponse: 'sneaky' }).expect(409);
      expect((await t.db.query('SELECT status, host_response FROM lighthouse_matches WHERE id = $1', [matchId]))[0]).toEqual({ status: 'pending', host_response: null });
    });

    it('gives the seeker the accepted and rejected outcomes', async () => {
      const id1 = await request(s, await listing(h));
      const id2 = await request(s, await listing(h));
      await move(h, id1, 'accepted').expect(200);
      await move(h, id2, 'rejected', { hostResponse: 'Sorry, it is taken.' }).expect(200);
      const mine = (await s.agent.get('/api/lighthouse/matches').expect(200)).body as { id: string; status: string; hostResponse: string | null }[];
      expect(mine.find((m) => m.id === id1)?.status).toBe('accepted');
      expect(mine.find((m) => m.id === id2)).toMatchObject({ status: 'rejected', hostResponse: 'Sorry, it is taken.' });
      expect(ACCEPTED).toContain('accepted');
    });

    it('refuses to accept on a listing an admin took down', async () => {
      const propertyId = await listing(h);
      const matchId = await request(s, propertyId);
      await admin.agent.put(`/api/lighthouse/admin/properties/${propertyId}`).send({ isActive: false }).expect(200);
      expect((await move(h, matchId, 'accepted').expect(409)).body.message).toContain('not listed');
      await move(h, matchId, 'rejected').expect(200);
    });
  });

  describe('occupancy', () => {
    it('accepts at most maxOccupants, also when the host accepts several requests at once', async () => {
      for (const max of [1, 2]) {
        const h = await host();
        const propertyId = await listing(h, { maxOccupants: max });
        const seekers = await Promise.all([0, 1, 2, 3, 4].map(() => seeker()));
        const ids = await Promise.all(seekers.map((s) => request(s, propertyId)));
        const results = await Promise.all(ids.map((id) => move(h, id, 'accepted')));
        expect(results.filter((r) => r.status === 200)).toHaveLength(max);
        const refused = results.filter((r) => r.status !== 200);
        expect(refused.every((r) => r.status === 409 && r.body.message === 'This property is full')).toBe(true);
        expect(await count(`SELECT count(*)::int AS n FROM lighthouse_matches WHERE property_id = $1 AND status = 'accepted'`, [propertyId])).toBe(max);
      }
    });

    it('makes room again when an accepted request ends', async () => {
      const h = await host();
      const propertyId = await listing(h);
      const [a, b] = [await seeker(), await seeker()];
      const [ida, idb] = [await request(a, propertyId), await request(b, propertyId)];
      await move(h, ida, 'accepted').expect(200);
      await move(h, idb, 'accepted').expect(409);
      await move(h, ida, 'cancelled').expect(200);
      await move(h, idb, 'accepted').expect(200);
    });

    it('tells the host which requests are on a full property (issue 21 item 7)', async () => {
      const h = await host();
      const propertyId = await listing(h, { maxOccupants: 1 });
      const [a, b] = [await seeker(), await seeker()];
      const [ida, idb] = [await request(a, propertyId), await request(b, propertyId)];
      const fullOf = async (id: string) => (await h.agent.get(`/api/lighthouse/matches/${id}`).expect(200)).body.property.full;
      expect(await fullOf(idb)).toBe(false);
      await move(h, ida, 'accepted').expect(200);
      expect(await fullOf(idb)).toBe(true);
      const list = (await h.agent.get('/api/lighthouse/matches').expect(200)).body as { id: string; property: { full: boolean } }[];
      expect(list.find((m) => m.id === idb)?.property.full).toBe(true);
      await move(h, ida, 'completed').expect(200);
      expect(await fullOf(idb)).toBe(false);
    });

    it('tells a seeker when the listing she asked for was withdrawn (issue 21 item 6)', async () => {
      const h = await host();
      const s = await seeker();
      const propertyId = await listing(h);
      const matchId = await request(s, propertyId);
      const mine = async () => (await s.agent.get(`/api/lighthouse/matches/${matchId}`).expect(200)).body;
      expect((await mine()).listingWithdrawn).toBe(false);
      await h.agent.put(`/api/lighthouse/properties/${propertyId}`).send({ ...PROPERTY, isActive: false }).expect(200);
      expect(await mine()).toMatchObject({ status: 'pending', listingWithdrawn: true });
      expectNoSecrets(await mine());
      await s.agent.get(`/api/lighthouse/properties/${propertyId}`).expect(404);
    });

    it('does not double-accept the same request when the host clicks twice', async () => {
      const h = await host();
      const propertyId = await listing(h, { maxOccupants: 3 });
      const matchId = await request(await seeker(), propertyId);
      const results = await Promise.all([0, 1].map(() => move(h, matchId, 'accepted')));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    });
  });

  describe('the conversation after acceptance', () => {
    let base: string;
    beforeAll(async () => {
      base = await listen(t);
    });

    it('is open to the seeker and the host only while the request is accepted; nobody else reads it, admins included', async () => {
      const h = await host();
      const s = await seeker();
      const propertyId = await listing(h);
      const matchId = await request(s, propertyId);
      const url = `/api/lighthouse/matches/${matchId}/messages`;
      // Pending: closed to everyone.
      await s.agent.get(url).expect(404);
      await h.agent.post(url).send({ clientId: randomUUID(), content: 'too early' }).expect(404);

      await move(h, matchId, 'accepted').expect(200);
      const sentId = randomUUID();
      const sent = await s.agent.post(url).send({ clientId: sentId, content: '  Hello host  ' }).expect(201);
      expect(sent.body).toMatchObject({ content: 'Hello host', senderId: s.user.id });
      await h.agent.post(url).send({ clientId: randomUUID(), content: 'Hello seeker' }).expect(201);
      expect((await h.agent.get(url).expect(200)).body.map((m: { content: string }) => m.content)).toEqual(['Hello host', 'Hello seeker']);
      expect((await s.agent.get(url).expect(200)).body).toHaveLength(2);
      await s.agent.post(url).send({ clientId: randomUUID(), content: '   ' }).expect(400);

      const outsiders = [await seeker(), await host(), admin];
      for (const o of outsiders) {
        expect((await o.agent.get(url).expect(404)).body.message).toBeDefined();
        await o.agent.post(url).send({ clientId: randomUUID(), content: 'let me in' }).expect(404);
      }
      // Over the socket: participants may subscribe, nobody else.
      const seekerSocket = await connect(base, s.cookie);
      const adminSocket = await connect(base, admin.cookie);
      try {
        expect(await emit(seekerSocket, 'subscribe', { kind: 'match', id: matchId })).toEqual({ ok: true });
        expect(await emit(adminSocket, 'subscribe', { kind: 'match', id: matchId })).toMatchObject({ ok: false, code: 'chat.conversationNotFound' });
        expect(await emit(adminSocket, 'send', { clientId: randomUUID(), kind: 'match', id: matchId, content: 'hi' })).toMatchObject({ ok: false });
        const closed = new Promise((resolve) => seekerSocket.once('closed', resolve));
        await move(h, matchId, 'completed').expect(200);
        expect(await closed).toEqual({ kind: 'match', id: matchId });
      } finally {
        seekerSocket.close();
        adminSocket.close();
      }
      // Completed: closed to new messages (409), its history still readable to both, and to nobody else (issue 21 item 6).
      expect((await s.agent.post(url).send({ clientId: randomUUID(), content: 'after' }).expect(409)).body.message).toBe('This conversation is closed');
      // A resend of a message stored while it was open still answers that message; nothing more is stored.
      const resent = (await s.agent.post(url).send({ clientId: sentId, content: 'Hello host' }).expect(201)).body;
      expect(resent).toMatchObject({ id: sent.body.id, seq: 1, clientId: sentId });
      expect((await h.agent.get(url).expect(200)).body.map((m: { content: string }) => m.content)).toEqual(['Hello host', 'Hello seeker']);
      expect((await s.agent.get(url).expect(200)).body).toHaveLength(2);
      for (const o of outsiders) await o.agent.get(url).expect(404);
      expect(await count('SELECT count(*)::int AS n FROM lighthouse_messages WHERE match_id = $1', [matchId])).toBe(2);
    });

    it('keeps a cancelled conversation readable and closed; a rejected request never had one', async () => {
      const h = await host();
      const s = await seeker();
      const cancelled = await request(s, await listing(h));
      await move(h, cancelled, 'accepted').expect(200);
      await h.agent.post(`/api/lighthouse/matches/${cancelled}/messages`).send({ clientId: randomUUID(), content: 'ok' }).expect(201);
      await move(h, cancelled, 'cancelled').expect(200);
      await s.agent.post(`/api/lighthouse/matches/${cancelled}/messages`).send({ clientId: randomUUID(), content: 'still there?' }).expect(409);
      expect((await s.agent.get(`/api/lighthouse/matches/${cancelled}/messages`).expect(200)).body.map((m: { content: string }) => m.content)).toEqual(['ok']);
      const rejected = await request(s, await listing(h));
      await move(h, rejected, 'rejected').expect(200);
      await s.agent.post(`/api/lighthouse/matches/${rejected}/messages`).send({ clientId: randomUUID(), content: 'still there?' }).expect(404);
      await s.agent.get(`/api/lighthouse/matches/${rejected}/messages`).expect(404);
    });
  });

  describe('blocks', () => {
    it('cancels their open requests quietly, closes the conversation, and hides listings and requests both ways', async () => {
      const h = await host();
      const s = await seeker();
      const bystander = await seeker();
      const p1 = await listing(h, { maxOccupants: 2 });
      const p2 = await listing(h);
      const accepted = await request(s, p1);
      const pending = await request(s, p2);
      const untouched = await request(bystander, p2);
      await move(h, accepted, 'accepted').expect(200);

      await s.agent.post('/api/blocks').send({ userId: h.user.id }).expect(201);

      const statuses = await t.db.query('SELECT id, status FROM lighthouse_matches WHERE id = ANY($1::uuid[])', [[accepted, pending, untouched]]);
      expect(Object.fromEntries(statuses.map((r: { id: string; status: string }) => [r.id, r.status]))).toEqual({ [accepted]: 'cancelled', [pending]: 'cancelled', [untouched]: 'pending' });
      // Neither sees the other's listings or requests.
      const browsed = (await s.agent.get('/api/lighthouse/properties').expect(200)).body.map((p: { id: string }) => p.id);
      expect(browsed).not.toContain(p1);
      await s.agent.get(`/api/lighthouse/properties/${p1}`).expect(404);
      await s.agent.post('/api/lighthouse/matches').send({ propertyId: p2 }).expect(404);
      expect((await s.agent.get('/api/lighthouse/matches').expect(200)).body).toEqual([]);
      const incoming = (await h.agent.get('/api/lighthouse/matches').expect(200)).body.map((m: { id: string }) => m.id);
      expect(incoming).toEqual([untouched]);
      await h.agent.get(`/api/lighthouse/matches/${accepted}`).expect(404);
      await move(h, pending, 'accepted').expect(404);
      await h.agent.get(`/api/lighthouse/matches/${accepted}/messages`).expect(404);
      // The bystander is unaffected.
      expect((await bystander.agent.get(`/api/lighthouse/properties/${p2}`).expect(200)).body.visibility).toBe('public');
      // The blocker's own list names the host by their LightHouse display name.
      const blocks = (await s.agent.get('/api/blocks').expect(200)).body;
      expect(blocks[0]).toMatchObject({ blockedUserId: h.user.id, blockedName: 'Harbor Host' });
    });

    it('hides across a block made by the host as well, names the seeker she met, and an unblock lists the property again', async () => {
      const h = await host();
      const s = await seeker();
      const p = await listing(h);
      const pending = await request(s, p);
      const block = (await h.agent.post('/api/blocks').send({ userId: s.user.id }).expect(201)).body;
      // The host met this seeker through her request: her LightHouse name, nothing else.
      const seekerName = (await t.db.query('SELECT display_name FROM lighthouse_profiles WHERE user_id = $1', [s.user.id]))[0].display_name;
      expect(block.blockedName).toBe(seekerName);
      await s.agent.get(`/api/lighthouse/properties/${p}`).expect(404);
      expect((await s.agent.get('/api/lighthouse/properties').expect(200)).body.map((x: { id: string }) => x.id)).not.toContain(p);
      await s.agent.post('/api/lighthouse/matches').send({ propertyId: p }).expect(404);
      expect((await s.agent.get('/api/lighthouse/matches').expect(200)).body).toEqual([]);
      expect((await h.agent.get('/api/lighthouse/matches').expect(200)).body).toEqual([]);
      await h.agent.get(`/api/lighthouse/matches/${pending}`).expect(404);
      // Unblocked: the listing is there for her again (the cancelled request stays cancelled).
      await h.agent.delete(`/api/blocks/${block.id}`).expect(204);
      expect((await s.agent.get(`/api/lighthouse/properties/${p}`).expect(200)).body.visibility).toBe('public');
      expect((await s.agent.get('/api/lighthouse/matches').expect(200)).body).toMatchObject([{ id: pending, status: 'cancelled' }]);
    });
  });

  describe('admin', () => {
    it('counts seekers, hosts, properties, active and completed matches', async () => {
      const before = (await admin.agent.get('/api/lighthouse/admin/stats').expect(200)).body;
      const h = await host();
      const s = await seeker();
      const p = await listing(h);
      const m = await request(s, p);
      const mid = (await admin.agent.get('/api/lighthouse/admin/stats').expect(200)).body;
      expect(mid).toEqual({
        totalSeekers: before.totalSeekers + 1,
        totalHosts: before.totalHosts + 1,
        totalProperties: before.totalProperties + 1,
        activeMatches: before.activeMatches + 1,
        completedMatches: before.completedMatches,
      });
      await move(h, m, 'accepted').expect(200);
      await move(h, m, 'completed').expect(200);
      const after = (await admin.agent.get('/api/lighthouse/admin/stats').expect(200)).body;
      expect(after).toMatchObject({ activeMatches: before.activeMatches, completedMatches: before.completedMatches + 1 });
      const s2 = await seeker();
      await s2.agent.get('/api/lighthouse/admin/stats').expect(403);
    });

    it('lets an admin take a listing down and put it back, logged; the host cannot undo it', async () => {
      const h = await host();
      const s = await seeker();
      const p = await listing(h);
      const down = await admin.agent.put(`/api/lighthouse/admin/properties/${p}`).send({ isActive: false }).expect(200);
      expect(down.body).toMatchObject({ id: p, hiddenByAdmin: true, isActive: true });
      await s.agent.get(`/api/lighthouse/properties/${p}`).expect(404);
      expect((await h.agent.get('/api/lighthouse/my-properties').expect(200)).body[0]).toMatchObject({ id: p, hiddenByAdmin: true, isActive: true });
      await h.agent.put(`/api/lighthouse/properties/${p}`).send({ ...PROPERTY, isActive: true }).expect(200);
      await s.agent.get(`/api/lighthouse/properties/${p}`).expect(404);
      const logged = await t.db.query(`SELECT action, admin_id FROM admin_action_logs WHERE target_id = $1 ORDER BY created_at`, [p]);
      expect(logged).toEqual([{ action: 'deactivate_lighthouse_property', admin_id: admin.user.id }]);
      await admin.agent.put(`/api/lighthouse/admin/properties/${p}`).send({ isActive: true }).expect(200);
      await s.agent.get(`/api/lighthouse/properties/${p}`).expect(200);
      await admin.agent.put('/api/lighthouse/admin/properties/00000000-0000-4000-8000-000000000000').send({ isActive: false }).expect(404);
      await admin.agent.put(`/api/lighthouse/admin/properties/${p}`).send({ isActive: 'no' }).expect(400);
      await h.agent.put(`/api/lighthouse/admin/properties/${p}`).send({ isActive: false }).expect(403);
    });

    it('lists properties for the console with Content-Range, filters and sorting', async () => {
      const h = await host();
      const p = await listing(h, { title: 'Console findable listing' });
      const res = await admin.agent.get('/api/lighthouse/admin/properties').query({ filter: JSON.stringify({ q: 'Console findable' }), sort: JSON.stringify(['title', 'ASC']), range: '[0,9]' }).expect(200);
      expect(res.headers['content-range']).toMatch(/^lighthouse\/properties 0-\d+\/\d+$/);
      expect(res.body.map((r: { id: string }) => r.id)).toContain(p);
      await admin.agent.get('/api/lighthouse/admin/properties').query({ sort: JSON.stringify(['address', 'ASC']) }).expect(400);
      expect((await admin.agent.get(`/api/lighthouse/admin/properties/${p}`).expect(200)).body.title).toBe('Console findable listing');
    });

    it('has announcements for lighthouse', async () => {
      await admin.agent.post('/api/lighthouse/admin/announcements').send({ title: 'Welcome to LightHouse', content: 'Listings are reviewed.' }).expect(201);
      const s = await seeker();
      const list = (await s.agent.get('/api/lighthouse/announcements').expect(200)).body;
      expect(list.map((a: { title: string }) => a.title)).toContain('Welcome to LightHouse');
    });
  });
});
