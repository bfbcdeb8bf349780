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
});
