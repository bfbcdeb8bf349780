import { Member, partners as makePartners, PROFILE } from './support/chat';
import { createTestApp, signUpAs, TestApp } from './support/test-app';

describe('Platform block list (e2e)', () => {
  let t: TestApp;
  let admin: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAs(t, 'admin');
  });
  afterAll(() => t.close());

  it('blocks any member, lists only the owner’s blocks, and refuses self, unknown and twice', async () => {
    const [a, b, c] = [await signUpAs(t, 'member'), await signUpAs(t, 'member'), await signUpAs(t, 'member')];
    const block = (await a.agent.post('/api/blocks').send({ userId: b.user.id, reason: '  unsafe  ' }).expect(201)).body;
    expect(block).toEqual({ id: expect.any(String), blockedUserId: b.user.id, blockedName: null, reason: 'unsafe', createdAt: expect.any(String) });
    expect((await a.agent.get('/api/blocks').expect(200)).body).toEqual([block]);
    expect((await b.agent.get('/api/blocks').expect(200)).body).toEqual([]);
    expect((await a.agent.post('/api/blocks').send({ userId: b.user.id }).expect(409)).body.message).toBe('You have already blocked this member');
    expect((await a.agent.post('/api/blocks').send({ userId: a.user.id }).expect(400)).body.message).toBe('You cannot block yourself');
    expect((await a.agent.post('/api/blocks').send({ userId: '00000000-0000-4000-8000-000000000000' }).expect(404)).body.message).toBe('Member not found');
    const notMember = await signUpAs(t, 'user');
    await a.agent.post('/api/blocks').send({ userId: notMember.user.id }).expect(404);
    await c.agent.delete(`/api/blocks/${block.id}`).expect(404);
    await admin.agent.delete(`/api/blocks/${block.id}`).expect(404);
    await a.agent.delete(`/api/blocks/${block.id}`).expect(204);
    expect((await a.agent.get('/api/blocks').expect(200)).body).toEqual([]);
    await notMember.agent.get('/api/blocks').expect(403);
  });

  it('is the same list as SupportMatch’s exclusions, and a block from either ends the partnership in its transaction', async () => {
    const { a, b, id } = await makePartners(t, admin);
    const block = (await a.agent.post('/api/blocks').send({ userId: b.user.id }).expect(201)).body;
    expect(block.blockedName).toBe(PROFILE.nickname);
    const [row] = await t.db.query('SELECT status FROM partnerships WHERE id = $1', [id]);
    expect(row.status).toBe('ended_early');
    const exclusions = (await a.agent.get('/api/supportmatch/exclusions').expect(200)).body;
    expect(exclusions).toEqual([{ id: block.id, excludedUserId: b.user.id, excludedNickname: PROFILE.nickname, reason: null, createdAt: block.createdAt }]);
    await a.agent.delete(`/api/supportmatch/exclusions/${block.id}`).expect(204);
    expect((await a.agent.get('/api/blocks').expect(200)).body).toEqual([]);
  });

  it('names a blocked member only by a name the blocker meets in an app she uses, never from another app', async () => {
    const RELAY = { city: 'Austin', state: 'Texas', country: 'United States' };
    const [target, relayOnly, nowhere, lhSeeker, lhHost] = [
      await signUpAs(t, 'member'),
      await signUpAs(t, 'member'),
      await signUpAs(t, 'member'),
      await signUpAs(t, 'member'),
      await signUpAs(t, 'member'),
    ];
    // The target uses SupportMatch (a recovery app: even using it is private), SocketRelay and LightHouse (as a seeker).
    await target.agent.post('/api/supportmatch/profile').send({ ...PROFILE, nickname: 'Secret Nick' }).expect(201);
    await target.agent.post('/api/socketrelay/profile').send({ ...RELAY, displayName: 'Relay Rowan' }).expect(201);
    await target.agent.post('/api/lighthouse/profile').send({ profileType: 'seeker', displayName: 'Seeker Rowan' }).expect(201);
    await relayOnly.agent.post('/api/socketrelay/profile').send({ ...RELAY, displayName: 'Relay Ash' }).expect(201);
    await lhSeeker.agent.post('/api/lighthouse/profile').send({ profileType: 'seeker', displayName: 'Other Seeker' }).expect(201);
    await lhHost.agent.post('/api/lighthouse/profile').send({ profileType: 'host', displayName: 'Harbor Host' }).expect(201);

    const nameSeenBy = async (blocker: Member) => {
      const block = (await blocker.agent.post('/api/blocks').send({ userId: target.user.id }).expect(201)).body;
      const [listed] = (await blocker.agent.get('/api/blocks').expect(200)).body;
      expect(listed).toEqual(block);
      return listed.blockedName;
    };
    // In SocketRelay only: the SocketRelay name, never the SupportMatch nickname.
    expect(await nameSeenBy(relayOnly)).toBe('Relay Rowan');
    // In no app: no name at all (and never an email or an account name).
    expect(await nameSeenBy(nowhere)).toBeNull();
    // Another LightHouse seeker never meets a seeker: no name.
    expect(await nameSeenBy(lhSeeker)).toBeNull();
    // A host meets a seeker once she asks for a listing (here she has not): no name either.
    expect(await nameSeenBy(lhHost)).toBeNull();
    const body = JSON.stringify((await nowhere.agent.get('/api/blocks').expect(200)).body);
    expect(body).not.toContain(target.user.email);
    expect(body).not.toContain('Secret Nick');

    // SupportMatch's own view names by SupportMatch nicknames only.
    const smMember = await signUpAs(t, 'member');
    await smMember.agent.post('/api/supportmatch/profile').send({ ...PROFILE, nickname: 'Ivy' }).expect(201);
    await smMember.agent.post('/api/socketrelay/profile').send({ ...RELAY, displayName: 'Relay Ivy' }).expect(201);
    await smMember.agent.post('/api/supportmatch/exclusions').send({ excludedUserId: target.user.id }).expect(201);
    expect((await smMember.agent.get('/api/supportmatch/exclusions').expect(200)).body[0].excludedNickname).toBe('Secret Nick');
  });
});
