import { randomUUID } from 'node:crypto';
import { FORMER_MEMBER } from '@pfe/contracts';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { Socket } from 'socket.io-client';
import { connect, emit, listen } from './support/chat';
import { createTestApp, PASSWORD, signUpAs, TestApp } from './support/test-app';

type Member = Awaited<ReturnType<typeof signUpAs>>;

const RELAY_PROFILE = { city: 'Austin', state: 'Texas', country: 'United States' };
const HOST_PROFILE = { profileType: 'host', displayName: 'Harbor Host', bio: 'I have a spare room.', phoneNumber: '+1 212 555 0100' };
const SEEKER_PROFILE = { profileType: 'seeker', displayName: 'Sky Seeker', bio: 'Looking for a quiet place.', phoneNumber: '+1 212 555 0199', housingNeeds: 'Ground floor' };
const PROPERTY = {
  title: 'Quiet room near the park',
  description: 'A furnished room in a shared apartment.',
  propertyType: 'room',
  address: '12 Secret Street, Apt 4',
  city: 'Brooklyn',
  state: 'NY',
  zipCode: '11201',
  maxOccupants: 2,
};
const STORY = { title: 'The Quiet Harbour', description: 'Boats rocking gently as the tide comes in.', duration: 600, wistiaMediaId: 'abc123xyz0' };

/** The sub-apps' export sections and their part of account deletion (the account-data seam). */
describe('Account export and deletion across SocketRelay, LightHouse and SleepStories (e2e)', () => {
  let t: TestApp;
  let base: string;
  let admin: Member;
  const sockets: Socket[] = [];

  const mediaDir = mkdtempSync(join(tmpdir(), 'pfe-media-'));

  beforeAll(async () => {
    t = await createTestApp({ CHAT_MESSAGES_PER_MINUTE: '1000', MEDIA_DIR: mediaDir });
    base = await listen(t);
    admin = await signUpAs(t, 'admin');
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    await t.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });
  const photoFiles = () => {
    try {
      return readdirSync(join(mediaDir, 'lighthouse'));
    } catch {
      return [];
    }
  };

  const count = async (sql: string, params: unknown[]) => (await t.db.query(sql, params))[0].n as number;
  const exportOf = async (m: Member) => (await m.agent.get('/api/account/export').expect(200)).body.sections;
  const deleteAccount = (m: Member) => m.agent.delete('/api/account').send({ password: PASSWORD }).expect(204);

  /** A member with a real name on their account (which must never reach anyone else). */
  async function named(first: string, last: string): Promise<Member> {
    const m = await signUpAs(t, 'member');
    await t.db.query(`UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1`, [m.user.id, first, last]);
    return m;
  }

  /** A socket of `m` subscribed to a conversation, and a promise of its `closed` event (wrapped: an async function would wait for it). */
  async function watching(m: Member, kind: string, id: string): Promise<{ closed: Promise<unknown> }> {
    const socket = await connect(base, m.cookie);
    sockets.push(socket);
    expect(await emit(socket, 'subscribe', { kind, id })).toEqual({ ok: true });
    return { closed: new Promise((resolve) => socket.once('closed', resolve)) };
  }

  it('an account with no app data exports empty sections for every app', async () => {
    const m = await signUpAs(t, 'member');
    const sections = await exportOf(m);
    expect(sections.socketrelay).toEqual({ profile: null, requests: [], fulfillments: [], messagesSent: [] });
    expect(sections.lighthouse).toEqual({ profile: null, listings: [], requestsSent: [], requestsReceived: [], messagesSent: [], references: { written: [], received: [] } });
    expect(sections.sleepstories).toEqual({ progress: [] });
  });

  describe('SocketRelay', () => {
    async function relayMember(displayName: string, first = 'First', last = 'Last'): Promise<Member> {
      const m = await named(first, last);
      await m.agent.post('/api/socketrelay/profile').send({ ...RELAY_PROFILE, displayName }).expect(201);
      return m;
    }
    const post = async (m: Member, description: string) => (await m.agent.post('/api/socketrelay/requests').send({ description }).expect(201)).body.id as string;
    const fulfil = async (m: Member, requestId: string) => (await m.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(201)).body.id as string;
    const say = (m: Member, id: string, content: string) => m.agent.post(`/api/socketrelay/fulfillments/${id}/messages`).send({ clientId: randomUUID(), content });
    const availableIds = async (m: Member) => ((await m.agent.get('/api/socketrelay/requests').expect(200)).body as { id: string }[]).map((r) => r.id);

    it('exports the profile, requests, fulfilments both ways (the other party by display name) and own messages only', async () => {
      const m = await relayMember('Relay Me');
      const other = await relayMember('Relay Other', 'Secretfirst', 'Secretlast');
      const mine = await post(m, 'I need a phone charger');
      const theirs = await post(other, 'Their own request');
      const asRequester = await fulfil(other, mine);
      const asFulfiller = await fulfil(m, theirs);
      await say(m, asRequester, 'my words to the helper').expect(201);
      await say(other, asRequester, 'words the other party wrote').expect(201);
      await say(m, asFulfiller, 'my words as helper').expect(201);

      const sections = await exportOf(m);
      const relay = sections.socketrelay;
      expect(relay.profile).toMatchObject({ displayName: 'Relay Me', city: 'Austin' });
      expect(relay.requests).toEqual([expect.objectContaining({ id: mine, description: 'I need a phone charger', status: 'active' })]);
      expect(relay.fulfillments).toHaveLength(2);
      expect(relay.fulfillments).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: asRequester, role: 'requester', status: 'active', otherPartyDisplayName: 'Relay Other', request: expect.objectContaining({ id: mine }) }),
          expect.objectContaining({ id: asFulfiller, role: 'fulfiller', status: 'active', otherPartyDisplayName: 'Relay Other', request: expect.objectContaining({ id: theirs, description: 'Their own request' }) }),
        ]),
      );
      expect(relay.messagesSent.map((x: { content: string }) => x.content).sort()).toEqual(['my words as helper', 'my words to the helper']);
      const text = JSON.stringify(sections);
      for (const secret of [other.email, 'Secretfirst', 'Secretlast', other.user.id, 'words the other party wrote']) expect(text).not.toContain(secret);
    });

    it('deletion withdraws open requests, cancels active fulfilments (chats told), erases own messages; the other side sees a former member', async () => {
      const leaving = await relayMember('Leaving Relay');
      const helper = await relayMember('Helper');
      const asker = await relayMember('Asker');
      const bystander = await relayMember('Bystander');
      const open = await post(leaving, 'Nobody has taken this yet');
      const beingFulfilled = await post(leaving, 'Someone is on it');
      const helped = await fulfil(helper, beingFulfilled);
      const askersRequest = await post(asker, 'Asker needs a lamp');
      const helping = await fulfil(leaving, askersRequest);
      const bystanders = await post(bystander, 'Bystander request stays');
      await say(leaving, helped, 'leaving member wrote this').expect(201);
      await say(helper, helped, 'helper wrote this').expect(201);
      await say(leaving, helping, 'leaving member helped').expect(201);
      expect(await availableIds(helper)).toContain(open);
      const helperTold = await watching(helper, 'fulfillment', helped);
      const askerTold = await watching(asker, 'fulfillment', helping);

      await deleteAccount(leaving);
      expect(await helperTold.closed).toEqual({ kind: 'fulfillment', id: helped });
      expect(await askerTold.closed).toEqual({ kind: 'fulfillment', id: helping });

      expect(await count(`SELECT count(*)::int AS n FROM socketrelay_profiles WHERE user_id = $1`, [leaving.user.id])).toBe(0);
      // The open requests are withdrawn: in nobody's list, never fulfillable; the console no longer lists them.
      expect(await availableIds(helper)).not.toContain(open);
      expect(await availableIds(bystander)).not.toContain(open);
      await bystander.agent.post(`/api/socketrelay/requests/${open}/fulfill`).expect(404);
      const adminRows = (await admin.agent.get('/api/socketrelay/admin/requests').expect(200)).body as { id: string }[];
      expect(adminRows.map((r) => r.id)).not.toContain(open);
      expect(await t.db.query(`SELECT status FROM socketrelay_requests WHERE id = ANY($1::uuid[]) ORDER BY status`, [[open, beingFulfilled]])).toEqual([{ status: 'deleted' }, { status: 'deleted' }]);

      // The helper: the fulfilment is cancelled, closed to new messages, and the requester is a former member.
      const helperView = (await helper.agent.get(`/api/socketrelay/fulfillments/${helped}`).expect(200)).body;
      expect(helperView.fulfillment.status).toBe('cancelled');
      expect(helperView.otherParty.displayName).toBe(FORMER_MEMBER);
      const helperList = (await helper.agent.get('/api/socketrelay/my-fulfillments').expect(200)).body;
      expect(helperList).toEqual([expect.objectContaining({ role: 'fulfiller', otherParty: { displayName: FORMER_MEMBER } })]);
      await say(helper, helped, 'hello?').expect(409);
      const history = (await helper.agent.get(`/api/socketrelay/fulfillments/${helped}/messages`).expect(200)).body;
      const contents = (Array.isArray(history) ? history : history.messages).map((x: { content: string }) => x.content);
      expect(contents).toEqual(expect.arrayContaining(['', 'helper wrote this']));
      expect(JSON.stringify(helperView) + JSON.stringify(helperList) + JSON.stringify(history)).not.toMatch(/Leaving Relay|leaving member wrote/);

      // The asker: the deleted member's fulfilment of their request is cancelled, the request is available again.
      const askerList = (await asker.agent.get('/api/socketrelay/my-fulfillments').expect(200)).body;
      expect(askerList).toEqual([expect.objectContaining({ role: 'requester', fulfillment: expect.objectContaining({ id: helping, status: 'cancelled' }), otherParty: { displayName: FORMER_MEMBER } })]);
      expect(await availableIds(bystander)).toContain(askersRequest);

      // Every message the deleted member sent is empty; everyone else's untouched.
      expect(await count(`SELECT count(*)::int AS n FROM socketrelay_messages WHERE sender_id = $1 AND content <> ''`, [leaving.user.id])).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM socketrelay_messages WHERE sender_id = $1 AND content = 'helper wrote this'`, [helper.user.id])).toBe(1);

      // Another member's data is untouched.
      expect(await availableIds(helper)).toContain(bystanders);
      expect((await bystander.agent.get('/api/socketrelay/profile').expect(200)).body.displayName).toBe('Bystander');
      expect((await helper.agent.get('/api/socketrelay/profile').expect(200)).body.displayName).toBe('Helper');
    });
  });

  describe('LightHouse', () => {
    async function lhMember(profile: Record<string, unknown>, first = 'First', last = 'Last'): Promise<Member> {
      const m = await named(first, last);
      await m.agent.post('/api/lighthouse/profile').send(profile).expect(201);
      return m;
    }
    const listing = async (h: Member, overrides: Record<string, unknown> = {}) => (await h.agent.post('/api/lighthouse/properties').send({ ...PROPERTY, ...overrides }).expect(201)).body.id as string;
    const request = async (s: Member, propertyId: string, message = 'Hello, I would like to visit.') =>
      (await s.agent.post('/api/lighthouse/matches').send({ propertyId, message }).expect(201)).body.id as string;
    const move = (m: Member, id: string, status: string, extra: Record<string, unknown> = {}) => m.agent.put(`/api/lighthouse/matches/${id}`).send({ status, ...extra }).expect(200);
    const say = (m: Member, id: string, content: string) => m.agent.post(`/api/lighthouse/matches/${id}/messages`).send({ clientId: randomUUID(), content });
    const matches = async (m: Member) => (await m.agent.get('/api/lighthouse/matches').expect(200)).body as { id: string; status: string }[];

    it('exports the profile with the own phone, own listings with their address, requests both ways by display name, own messages', async () => {
      const h = await lhMember(HOST_PROFILE, 'Hostfirst', 'Hostlast');
      const s = await lhMember(SEEKER_PROFILE, 'Seekerfirst', 'Seekerlast');
      const p = await listing(h);
      const m = await request(s, p, 'may I visit');
      await move(h, m, 'accepted', { hostResponse: 'welcome' });
      await say(h, m, 'host words').expect(201);
      await say(s, m, 'seeker words').expect(201);

      const hostSections = await exportOf(h);
      const hl = hostSections.lighthouse;
      expect(hl.profile).toMatchObject({ profileType: 'host', displayName: 'Harbor Host', phoneNumber: '+1 212 555 0100' });
      expect(hl.listings).toEqual([expect.objectContaining({ id: p, address: '12 Secret Street, Apt 4', zipCode: '11201', acceptedRequests: 1 })]);
      expect(hl.requestsReceived).toEqual([expect.objectContaining({ id: m, status: 'accepted', seekerDisplayName: 'Sky Seeker', hostResponse: 'welcome' })]);
      // Only her own words: the seeker's message is not in the host's export (nor the host's answer in the seeker's).
      expect(hl.requestsReceived[0]).not.toHaveProperty('seekerMessage');
      expect(hl.requestsSent).toEqual([]);
      expect(hl.messagesSent).toEqual([expect.objectContaining({ matchId: m, content: 'host words' })]);
      const hostText = JSON.stringify(hostSections);
      for (const secret of [s.email, 'Seekerfirst', 'Seekerlast', s.user.id, '+1 212 555 0199', 'seeker words', 'may I visit']) expect(hostText).not.toContain(secret);

      const seekerSections = await exportOf(s);
      const sl = seekerSections.lighthouse;
      expect(sl.profile).toMatchObject({ profileType: 'seeker', phoneNumber: '+1 212 555 0199' });
      expect(sl.requestsSent).toEqual([expect.objectContaining({ id: m, status: 'accepted', hostDisplayName: 'Harbor Host', seekerMessage: 'may I visit', property: expect.objectContaining({ id: p, title: PROPERTY.title }) })]);
      expect(sl.requestsSent[0]).not.toHaveProperty('hostResponse');
      expect(JSON.stringify(seekerSections)).not.toContain('welcome');
      expect(sl.listings).toEqual([]);
      expect(sl.messagesSent).toEqual([expect.objectContaining({ content: 'seeker words' })]);
      const seekerText = JSON.stringify(seekerSections);
      for (const secret of [h.email, 'Hostfirst', 'Hostlast', h.user.id, '+1 212 555 0100', 'host words', 'Secret Street', '11201']) expect(seekerText).not.toContain(secret);
    });

    it('a deleted host: listings unlisted with no address left, open requests cancelled (chat told), words erased; seekers see a former member', async () => {
      const h = await lhMember(HOST_PROFILE);
      const accepted = await lhMember(SEEKER_PROFILE);
      const pending = await lhMember({ ...SEEKER_PROFILE, displayName: 'Pending Seeker' });
      const otherHost = await lhMember({ ...HOST_PROFILE, displayName: 'Other Host' });
      const p = await listing(h);
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
      const [photoUrl] = (await h.agent.post(`/api/lighthouse/properties/${p}/photos`).set('Sec-Fetch-Site', 'same-origin').attach('file', png, 'room.png').expect(201)).body.photos as string[];
      expect(photoFiles()).toHaveLength(1);
      const otherListing = await listing(otherHost, { address: '99 Other Road', zipCode: '10001' });
      const acceptedMatch = await request(accepted, p);
      const pendingMatch = await request(pending, p);
      const untouched = await request(accepted, otherListing, 'keep this one');
      await move(h, acceptedMatch, 'accepted', { hostResponse: 'the host answered' });
      await say(h, acceptedMatch, 'the host wrote this').expect(201);
      await say(accepted, acceptedMatch, 'the seeker wrote this').expect(201);
      // The accepted seeker could read the address while the host was a member.
      expect((await accepted.agent.get(`/api/lighthouse/properties/${p}`).expect(200)).body.address).toBe(PROPERTY.address);
      const told = await watching(accepted, 'match', acceptedMatch);

      await deleteAccount(h);
      expect(await told.closed).toEqual({ kind: 'match', id: acceptedMatch });

      expect(await count(`SELECT count(*)::int AS n FROM lighthouse_profiles WHERE user_id = $1`, [h.user.id])).toBe(0);
      const [row] = await t.db.query(`SELECT is_active, address, zip_code, photos FROM lighthouse_properties WHERE id = $1`, [p]);
      expect(row).toEqual({ is_active: false, address: '', zip_code: '', photos: [] });
      // Uploaded photos go too: no row, no file (removed once the deletion committed).
      expect(await count(`SELECT count(*)::int AS n FROM lighthouse_property_photos WHERE property_id = $1`, [p])).toBe(0);
      expect(photoFiles()).toEqual([]);
      await accepted.agent.get(photoUrl).expect(404);

      // The accepted seeker: cancelled, no address anywhere, the host a former member, the conversation closed.
      await accepted.agent.get(`/api/lighthouse/properties/${p}`).expect(404);
      const seen = await matches(accepted);
      const mine = seen.find((x) => x.id === acceptedMatch) as unknown as { status: string; hostResponse: string | null; property: Record<string, unknown> };
      expect(mine).toMatchObject({ status: 'cancelled', hostResponse: null, property: { visibility: 'public', hostDisplayName: FORMER_MEMBER } });
      expect(mine.property).not.toHaveProperty('address');
      const seenText = JSON.stringify(seen);
      expect(seenText).not.toContain('Secret Street');
      expect(seenText).not.toContain('11201');
      expect(seenText).not.toContain('Harbor Host');
      // The cancelled chat stays readable and closed (issue 21 item 6): a send is refused.
      await say(accepted, acceptedMatch, 'are you there?').expect(409);
      expect(await count(`SELECT count(*)::int AS n FROM lighthouse_messages WHERE sender_id = $1 AND content <> ''`, [h.user.id])).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM lighthouse_messages WHERE sender_id = $1 AND content = 'the seeker wrote this'`, [accepted.user.id])).toBe(1);

      // The pending seeker: cancelled; the listing is in nobody's browse list and cannot be requested.
      expect((await matches(pending)).find((x) => x.id === pendingMatch)).toMatchObject({ status: 'cancelled' });
      const browse = (await pending.agent.get('/api/lighthouse/properties').expect(200)).body as { id: string }[];
      expect(browse.map((x) => x.id)).not.toContain(p);
      await pending.agent.post('/api/lighthouse/matches').send({ propertyId: p }).expect(404);

      // The console still lists the record, with no address and the host a former member.
      const adminRow = (await admin.agent.get(`/api/lighthouse/admin/properties/${p}`).expect(200)).body;
      expect(adminRow).toMatchObject({ hostDisplayName: FORMER_MEMBER, isActive: false });

      // Another host's listing and the request on it are untouched.
      expect(browse.map((x) => x.id)).toContain(otherListing);
      expect((await matches(accepted)).find((x) => x.id === untouched)).toMatchObject({ status: 'pending', seekerMessage: 'keep this one' });
      expect((await otherHost.agent.get('/api/lighthouse/my-properties').expect(200)).body).toEqual([expect.objectContaining({ id: otherListing, address: '99 Other Road', isActive: true })]);
    });

    it('a deleted seeker: their requests cancelled and their words erased; the host sees a former member and keeps the listing', async () => {
      const h = await lhMember(HOST_PROFILE);
      const s = await lhMember({ ...SEEKER_PROFILE, displayName: 'Leaving Seeker' });
      const p = await listing(h);
      const m = await request(s, p, 'my words to the host');
      await move(h, m, 'accepted');
      await say(s, m, 'seeker said this').expect(201);
      const told = await watching(h, 'match', m);

      await deleteAccount(s);
      expect(await told.closed).toEqual({ kind: 'match', id: m });

      const incoming = (await h.agent.get(`/api/lighthouse/matches/${m}`).expect(200)).body;
      expect(incoming).toMatchObject({ status: 'cancelled', seekerMessage: null, seeker: { displayName: FORMER_MEMBER, phoneNumber: null, bio: null } });
      expect(JSON.stringify(incoming)).not.toMatch(/Leaving Seeker|my words to the host|555 0199/);
      await say(h, m, 'still there?').expect(409);
      expect(await count(`SELECT count(*)::int AS n FROM lighthouse_messages WHERE sender_id = $1 AND content <> ''`, [s.user.id])).toBe(0);
      expect((await h.agent.get('/api/lighthouse/my-properties').expect(200)).body).toEqual([expect.objectContaining({ id: p, isActive: true, address: PROPERTY.address, acceptedRequests: 0 })]);
    });
  });

  describe('SleepStories', () => {
    it('exports the listening progress with the story title; deletion removes only the member\'s progress', async () => {
      const story = (await admin.agent.post('/api/sleepstories/admin').send(STORY).expect(201)).body;
      const m = await signUpAs(t, 'member');
      const other = await signUpAs(t, 'member');
      await m.agent.put(`/api/sleepstories/${story.id}/progress`).send({ positionSeconds: 125 }).expect(200);
      await other.agent.put(`/api/sleepstories/${story.id}/progress`).send({ positionSeconds: 42 }).expect(200);

      const progress = (await exportOf(m)).sleepstories.progress;
      expect(progress).toEqual([{ storyId: story.id, title: STORY.title, positionSeconds: 125, updatedAt: expect.any(String) }]);

      await deleteAccount(m);
      expect(await count(`SELECT count(*)::int AS n FROM sleep_story_progress WHERE user_id = $1`, [m.user.id])).toBe(0);
      expect((await other.agent.get(`/api/sleepstories/${story.id}`).expect(200)).body.progress).toMatchObject({ positionSeconds: 42 });
    });
  });
});
