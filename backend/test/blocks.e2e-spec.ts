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

  it('blocks any member, lists only the owner’s blocks, refuses self and unknown; blocking twice answers the same block', async () => {
    const [a, b, c] = [await signUpAs(t, 'member'), await signUpAs(t, 'member'), await signUpAs(t, 'member')];
    const block = (await a.agent.post('/api/blocks').send({ userId: b.user.id, reason: '  unsafe  ' }).expect(201)).body;
    expect(block).toEqual({ id: expect.any(String), blockedUserId: b.user.id, metIn: [], reason: 'unsafe', createdAt: expect.any(String) });
    expect((await a.agent.get('/api/blocks').expect(200)).body).toEqual([block]);
    expect((await b.agent.get('/api/blocks').expect(200)).body).toEqual([]);
    // Already done is success (issue 28 item 2): a double tap or a retry answers the first block, and adds none.
    expect((await a.agent.post('/api/blocks').send({ userId: b.user.id }).expect(201)).body).toEqual(block);
    const [again1, again2] = await Promise.all([1, 2].map(() => a.agent.post('/api/blocks').send({ userId: b.user.id, reason: 'other' })));
    expect([again1.status, again2.status]).toEqual([201, 201]);
    expect([again1.body, again2.body]).toEqual([block, block]);
    expect((await a.agent.get('/api/blocks').expect(200)).body).toEqual([block]);
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
    expect(block.metIn).toEqual([{ app: 'supportmatch', name: PROFILE.nickname }]);
    const [row] = await t.db.query('SELECT status FROM supportmatch_partnerships WHERE id = $1', [id]);
    expect(row.status).toBe('ended_early');
    const exclusions = (await a.agent.get('/api/supportmatch/exclusions').expect(200)).body;
    expect(exclusions).toEqual([{ id: block.id, excludedUserId: b.user.id, excludedNickname: PROFILE.nickname, reason: null, createdAt: block.createdAt }]);
    await a.agent.delete(`/api/supportmatch/exclusions/${block.id}`).expect(204);
    expect((await a.agent.get('/api/blocks').expect(200)).body).toEqual([]);
  });

  it('names a blocked member only by the names the blocker met her by, per app; an id from another app answers no name (issue 27)', async () => {
    const RELAY = { city: 'Austin', state: 'Texas', country: 'United States' };
    const { a: blocker, b: target, outsider } = await makePartners(t, admin);
    await t.db.query('UPDATE supportmatch_profiles SET nickname = $2 WHERE user_id = $1', [target.user.id, 'Secret Nick']);
    // The target also uses SocketRelay and LightHouse; the blocker met her in SocketRelay (a fulfilment), not in LightHouse.
    await target.agent.post('/api/socketrelay/profile').send({ ...RELAY, displayName: 'Relay Rowan' }).expect(201);
    await target.agent.post('/api/lighthouse/profile').send({ profileType: 'host', displayName: 'Harbor Rowan' }).expect(201);
    await blocker.agent.post('/api/socketrelay/profile').send({ ...RELAY, displayName: 'Relay Ivy' }).expect(201);
    await blocker.agent.post('/api/lighthouse/profile').send({ profileType: 'seeker', displayName: 'Seeker Ivy' }).expect(201);
    const request = (await target.agent.post('/api/socketrelay/requests').send({ description: 'A lamp' }).expect(201)).body.id;
    await blocker.agent.post(`/api/socketrelay/requests/${request}/fulfill`).expect(201);

    const block = (await blocker.agent.post('/api/blocks').send({ userId: target.user.id }).expect(201)).body;
    expect(block.metIn).toEqual([
      { app: 'supportmatch', name: 'Secret Nick' },
      { app: 'socketrelay', name: 'Relay Rowan' },
    ]);
    expect((await blocker.agent.get('/api/blocks').expect(200)).body).toEqual([block]);

    // Members who never met her anywhere, though they use every app, learn no name from her id.
    const strangers = [outsider, await signUpAs(t, 'member'), await signUpAs(t, 'member')];
    await strangers[1].agent.post('/api/socketrelay/profile').send({ ...RELAY, displayName: 'Relay Ash' }).expect(201);
    await strangers[2].agent.post('/api/lighthouse/profile').send({ profileType: 'seeker', displayName: 'Other Seeker' }).expect(201);
    for (const stranger of strangers) {
      const own = (await stranger.agent.post('/api/blocks').send({ userId: target.user.id }).expect(201)).body;
      expect(own.metIn).toEqual([]);
      const body = JSON.stringify([own, (await stranger.agent.get('/api/blocks').expect(200)).body, (await stranger.agent.get('/api/supportmatch/exclusions')).body]);
      for (const name of ['Secret Nick', 'Relay Rowan', 'Harbor Rowan', target.user.email]) expect(body).not.toContain(name);
    }
  });

  it('blocks from SupportMatch by a partnership, or a partner’s id; a stranger’s id is a 404 that names no one (issue 27)', async () => {
    const { a, b, outsider, id } = await makePartners(t, admin);
    await t.db.query('UPDATE supportmatch_profiles SET nickname = $2 WHERE user_id = $1', [b.user.id, 'Hazel']);
    const unknown = '00000000-0000-4000-8000-000000000000';
    // The outsider has a SupportMatch profile and knows both ids (they show in SocketRelay and LightHouse), but never met them here.
    for (const res of [
      await outsider.agent.post('/api/supportmatch/exclusions').send({ excludedUserId: b.user.id }),
      await outsider.agent.post('/api/supportmatch/exclusions').send({ excludedUserId: unknown }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'safety.memberNotFound', message: 'Member not found' });
      expect(JSON.stringify(res.body)).not.toContain('Hazel');
    }
    const notTheirs = await outsider.agent.post('/api/supportmatch/exclusions').send({ partnershipId: id }).expect(404);
    expect(notTheirs.body.message).toBe('Partnership not found');
    expect((await outsider.agent.post('/api/supportmatch/exclusions').send({ partnershipId: unknown }).expect(404)).body.message).toBe('Partnership not found');
    expect(await t.db.query('SELECT 1 FROM blocks WHERE user_id = $1', [outsider.user.id])).toEqual([]);
    expect((await outsider.agent.get('/api/supportmatch/exclusions/candidates').expect(200)).body).toEqual([]);
    expect((await a.agent.post('/api/supportmatch/exclusions').send({ partnershipId: id, excludedUserId: b.user.id }).expect(400)).body.message).toBe(
      'Choose a partnership or a member to block, not both',
    );
    expect((await a.agent.post('/api/supportmatch/exclusions').send({}).expect(400)).body.message).toBe('Please select a user to block');

    // Her partner, by the partnership they share.
    expect((await a.agent.get('/api/supportmatch/exclusions/candidates').expect(200)).body).toEqual([{ partnershipId: id, nickname: 'Hazel' }]);
    const block = (await a.agent.post('/api/supportmatch/exclusions').send({ partnershipId: id, reason: ' felt unsafe ' }).expect(201)).body;
    expect(block).toEqual({ id: expect.any(String), excludedUserId: b.user.id, excludedNickname: 'Hazel', reason: 'felt unsafe', createdAt: expect.any(String) });
    // Again, by the partnership or by the spec's excludedUserId (a former partner now): the same block (issue 28 item 2).
    expect((await a.agent.post('/api/supportmatch/exclusions').send({ partnershipId: id }).expect(201)).body).toEqual(block);
    expect((await a.agent.post('/api/supportmatch/exclusions').send({ excludedUserId: b.user.id }).expect(201)).body).toEqual(block);
    expect((await a.agent.get('/api/supportmatch/exclusions/candidates').expect(200)).body).toEqual([]);
  });
});
