import { randomUUID } from 'node:crypto';
import { Socket } from 'socket.io-client';
import { connect, emit, listen, Member, nextMessage, partners as makePartners, pairOf } from './support/chat';
import { describeWithRedis } from './support/redis';
import { createTestApp, signUpAs, TestApp } from './support/test-app';

describe('Partnership chat (e2e)', () => {
  let t: TestApp;
  let base: string;
  let admin: Member;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ CHAT_MESSAGES_PER_MINUTE: '12' });
    base = await listen(t);
    admin = await signUpAs(t, 'admin');
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => t.close());

  const partners = () => makePartners(t, admin);

  it('lets partners send and read by REST (trimmed) and answers outsiders 404 on read and write', async () => {
    const { a, b, outsider, id } = await partners();
    const sent = await a.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content: '  hello partner  ' }).expect(201);
    expect(sent.body).toMatchObject({ senderId: a.user.id, content: 'hello partner' });
    const read = await b.agent.get(`/api/supportmatch/messages/${id}`).expect(200);
    expect(read.body).toEqual([expect.objectContaining({ id: sent.body.id, content: 'hello partner', senderId: a.user.id })]);
    expect(Object.keys(read.body[0]).sort()).toEqual(['clientId', 'content', 'createdAt', 'id', 'senderId', 'seq']);

    await outsider.agent.get(`/api/supportmatch/messages/${id}`).expect(404);
    await outsider.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content: 'let me in' }).expect(404);
    await admin.agent.get(`/api/supportmatch/messages/${id}`).expect(404);
    await a.agent.get('/api/supportmatch/messages/00000000-0000-4000-8000-000000000000').expect(404);
    expect((await a.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content: '   ' }).expect(400)).body.message).toBe('Message content is required');
    expect((await a.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content: 'x'.repeat(2001) }).expect(400)).body.message).toBe(
      'Messages can be at most 2000 characters',
    );
    await a.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content: 'x'.repeat(2000) }).expect(201);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM supportmatch_messages WHERE partnership_id = $1', [id]);
    expect(n).toBe(2);
  });

  it('closes the chat when the partnership ends or one partner blocks the other (silently)', async () => {
    const first = await partners();
    await admin.agent.put(`/api/supportmatch/admin/partnerships/${first.id}/status`).send({ status: 'ended' }).expect(200);
    await first.a.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: first.id, content: 'still there?' }).expect(404);
    await first.a.agent.get(`/api/supportmatch/messages/${first.id}`).expect(404);

    const { a, b, id } = await partners();
    await a.agent.post('/api/supportmatch/exclusions').send({ partnershipId: id }).expect(201);
    await b.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content: 'hi?' }).expect(404);
    const [row] = await t.db.query('SELECT status FROM supportmatch_partnerships WHERE id = $1', [id]);
    expect(row.status).toBe('ended_early');
    expect((await b.agent.get('/api/supportmatch/exclusions').expect(200)).body).toEqual([]);
  });

  it('tells open sockets, without a reason, that the conversation closed, and stops delivering to them', async () => {
    const closedOf = (socket: Socket) => new Promise((resolve) => socket.once('closed', resolve));
    const ended = await partners();
    const [ea, eb] = await Promise.all([connect(base, ended.a.cookie), connect(base, ended.b.cookie)]);
    sockets.push(ea, eb);
    for (const s of [ea, eb]) expect(await emit(s, 'subscribe', { kind: 'partnership', id: ended.id })).toEqual({ ok: true });
    const told = Promise.all([closedOf(ea), closedOf(eb)]);
    await admin.agent.put(`/api/supportmatch/admin/partnerships/${ended.id}/status`).send({ status: 'ended' }).expect(200);
    expect(await told).toEqual([{ kind: 'partnership', id: ended.id }, { kind: 'partnership', id: ended.id }]);

    const blocked = await partners();
    const sb = await connect(base, blocked.b.cookie);
    sockets.push(sb);
    expect(await emit(sb, 'subscribe', { kind: 'partnership', id: blocked.id })).toEqual({ ok: true });
    const blockedTold = closedOf(sb);
    await blocked.a.agent.post('/api/blocks').send({ userId: blocked.b.user.id }).expect(201);
    expect(await blockedTold).toEqual({ kind: 'partnership', id: blocked.id });
  });

  it('limits how fast one member can send', async () => {
    const { a, b, id } = await partners();
    for (let i = 0; i < 12; i++) await a.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content: `m${i}` }).expect(201);
    await a.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content: 'one too many' }).expect(429);
    // Her limit is hers alone: her partner, in the same conversation and from the same address, still sends.
    await b.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content: 'my turn' }).expect(201);
  });

  it('refuses sockets from signed-out and non-member sessions', async () => {
    await expect(connect(base)).rejects.toThrow('Please sign in to continue');
    const user = await signUpAs(t, 'user');
    await expect(connect(base, user.cookie)).rejects.toThrow('Invite code required');
  });

  it('lets only partners subscribe, delivers REST-sent messages live, and sends through the socket', async () => {
    const { a, b, outsider, id } = await partners();
    const [sa, sb, so] = await Promise.all([connect(base, a.cookie), connect(base, b.cookie), connect(base, outsider.cookie)]);
    sockets.push(sa, sb, so);
    expect(await emit(so, 'subscribe', { kind: 'partnership', id })).toEqual({ ok: false, code: 'chat.conversationNotFound', error: 'Conversation not found' });
    expect(await emit(so, 'subscribe', { kind: 'nonsense', id })).toEqual({ ok: false, code: 'chat.conversationNotFound', error: 'Conversation not found' });
    expect(await emit(sb, 'subscribe', { kind: 'partnership', id })).toEqual({ ok: true });
    expect(await emit(sa, 'subscribe', { kind: 'partnership', id })).toEqual({ ok: true });
    let outsiderHeard = false;
    so.on('message', () => (outsiderHeard = true));

    const live = nextMessage(sb);
    await a.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content: 'via REST' }).expect(201);
    expect(await live).toMatchObject({ kind: 'partnership', id, message: { content: 'via REST', senderId: a.user.id } });

    const echo = nextMessage(sa);
    const ack = await emit<{ ok: boolean; message: { content: string } }>(sb, 'send', { clientId: randomUUID(), kind: 'partnership', id, content: '  via socket ' });
    expect(ack).toMatchObject({ ok: true, message: { content: 'via socket' } });
    expect((await echo).message.content).toBe('via socket');
    expect(await emit(so, 'send', { clientId: randomUUID(), kind: 'partnership', id, content: 'sneaky' })).toEqual({ ok: false, code: 'chat.conversationNotFound', error: 'Conversation not found' });
    expect(await emit(sa, 'send', { clientId: randomUUID(), kind: 'partnership', id, content: '' })).toEqual({ ok: false, code: 'chat.contentRequired', error: 'Message content is required' });
    expect(outsiderHeard).toBe(false);
  });
});

describeWithRedis('Chat across two app instances through Redis (e2e)', (redisUrl) => {
  it('delivers a message sent through one instance to a socket connected to the other', async () => {
    const env = { REDIS_URL: redisUrl };
    const one = await createTestApp(env);
    const two = await createTestApp(env);
    const sockets: Socket[] = [];
    try {
      const [baseOne, baseTwo] = [await listen(one), await listen(two)];
      expect(baseOne).not.toBe(baseTwo);
      const admin = await signUpAs(one, 'admin');
      const { a, b, id } = await pairOf(one, admin);

      const onTwo = await connect(baseTwo, b.cookie);
      sockets.push(onTwo);
      expect(await emit(onTwo, 'subscribe', { kind: 'partnership', id })).toEqual({ ok: true });
      const live = nextMessage(onTwo);
      await a.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content: 'across nodes' }).expect(201);
      expect((await live).message.content).toBe('across nodes');
    } finally {
      sockets.forEach((s) => s.close());
      await one.close();
      await two.close();
    }
  });
});
