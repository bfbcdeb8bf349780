import { ChatMessage } from '@pfe/contracts';
import { randomUUID } from 'node:crypto';
import { Socket } from 'socket.io-client';
import { connect, emit, listen, Member, partners as makePartners, pairOf } from './support/chat';
import { freePorts } from './support/ports';
import { redisUrl as workerRedis } from './support/redis';
import { TcpProxy, waitFor } from './support/tcp-proxy';
import { ChatService } from '../src/modules/chat/chat.service';
import { createTestApp, signUpAs, TestApp } from './support/test-app';

/** Proxy ports of this spec (free ones, so workers and runs never collide). */
const PORTS = freePorts('cut', 'twoNodes');

type Event = { kind: string; id: string; message: ChatMessage };

/** Every `message` event a socket hears, in order. */
function recorder(socket: Socket): Event[] {
  const heard: Event[] = [];
  socket.on('message', (event: Event) => heard.push(event));
  return heard;
}

/** A promise of the next `resync` a socket hears (rejects after `ms`). */
function nextResync(socket: Socket, ms = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no resync')), ms);
    socket.once('resync', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const rowsOf = async (t: TestApp, id: string) =>
  (await t.db.query('SELECT seq, client_id, content FROM supportmatch_messages WHERE partnership_id = $1 ORDER BY seq', [id])) as { seq: string; client_id: string; content: string }[];

describe('Chat delivery: client ids, sequences, replay (e2e)', () => {
  let t: TestApp;
  let base: string;
  let admin: Member;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ CHAT_MESSAGES_PER_MINUTE: '1000', CHAT_SOCKET_EVENT_BURST: '200' });
    base = await listen(t);
    admin = await signUpAs(t, 'admin');
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => t.close());

  const partners = () => makePartners(t, admin);
  const open = async (m: Member) => {
    const s = await connect(base, m.cookie);
    sockets.push(s);
    return s;
  };

  it('stores a resent message once (REST and socket), answers the same message, notifies it once and broadcasts it again', async () => {
    const { a, b, id } = await partners();
    const sb = await open(b);
    expect(await emit(sb, 'subscribe', { kind: 'partnership', id })).toEqual({ ok: true });
    const heard = recorder(sb);
    const clientId = randomUUID();
    const body = { partnershipId: id, content: 'did you get this?', clientId };
    const first = (await a.agent.post('/api/supportmatch/messages').send(body).expect(201)).body as ChatMessage;
    expect(first).toMatchObject({ seq: 1, clientId, senderId: a.user.id, content: 'did you get this?' });
    const again = (await a.agent.post('/api/supportmatch/messages').send({ ...body, content: '  did you get this?  ' }).expect(201)).body;
    expect(again).toEqual(first);
    const sa = await open(a);
    expect(await emit(sa, 'send', { kind: 'partnership', id, content: 'did you get this?', clientId })).toEqual({ ok: true, message: first });

    // A later message: everything before it has been delivered. Each resend was broadcast again
    // (its first broadcast may have been lost; clients keep messages by id), the row stored once.
    const later = (await a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'later', clientId: randomUUID() }).expect(201)).body as ChatMessage;
    expect(later.seq).toBe(2);
    await waitFor(async () => heard.some((e) => e.message.id === later.id), 'the later message');
    expect(heard.map((e) => e.message.id)).toEqual([first.id, first.id, first.id, later.id]);
    expect((await rowsOf(t, id)).map((r) => r.content)).toEqual(['did you get this?', 'later']);
    const unread = await t.db.query(`SELECT count FROM notifications WHERE user_id = $1 AND object_id = $2 AND kind = 'supportmatch.chat_unread'`, [b.user.id, id]);
    expect(unread).toEqual([{ count: 2 }]);
  });

  it('delivers a stored message whose broadcast was lost when the sender resends it, notified once', async () => {
    const { a, b, id } = await partners();
    const sb = await open(b);
    expect(await emit(sb, 'subscribe', { kind: 'partnership', id })).toEqual({ ok: true });
    const heard = recorder(sb);
    const sa = await open(a);
    // The node stores the message and then loses its broadcast (as a node killed between its commit and its publish).
    const chat = t.app.get(ChatService);
    const lost = vi.spyOn(chat, 'broadcastMessage').mockImplementationOnce(() => undefined);
    try {
      const clientId = randomUUID();
      const ack = await emit<{ ok: true; message: ChatMessage }>(sa, 'send', { kind: 'partnership', id, content: 'lost on the way', clientId });
      expect(ack.message).toMatchObject({ seq: 1, clientId });
      // Broadcasts reach a socket in order: once a later message arrived, the first one had not.
      const later = (await b.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'later', clientId: randomUUID() }).expect(201)).body as ChatMessage;
      await waitFor(async () => heard.some((e) => e.message.id === later.id), 'the later message');
      expect(heard.map((e) => e.message.id)).toEqual([later.id]);

      // The sender never heard its ack in that story: it resends with the same client id.
      expect(await emit(sa, 'send', { kind: 'partnership', id, content: 'lost on the way', clientId })).toEqual({ ok: true, message: ack.message });
      await waitFor(async () => heard.some((e) => e.message.id === ack.message.id), 'the resent message');
      expect(heard.map((e) => e.message.id)).toEqual([later.id, ack.message.id]);
      expect((await rowsOf(t, id)).map((r) => r.content)).toEqual(['lost on the way', 'later']);
      const unread = await t.db.query(`SELECT count FROM notifications WHERE user_id = $1 AND object_id = $2 AND kind = 'supportmatch.chat_unread'`, [b.user.id, id]);
      expect(unread).toEqual([{ count: 1 }]);
    } finally {
      lost.mockRestore();
    }
  });

  it('refuses a client id that is not a UUID v4, missing from a socket send, or reused for another content or by the other partner', async () => {
    const { a, b, outsider, id } = await partners();
    const invalid = { statusCode: 400, code: 'chat.clientIdInvalid', message: 'A message needs a client id (a UUID v4)' };
    // A REST send may omit it (issue 28; test/idempotency.e2e-spec.ts); the socket's send may not (below).
    for (const clientId of ['nope', 42, '00000000-0000-1000-8000-000000000000', { a: 1 }]) {
      expect((await a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'hi', clientId }).expect(400)).body).toMatchObject(invalid);
    }
    const sa = await open(a);
    expect(await emit(sa, 'send', { kind: 'partnership', id, content: 'hi' })).toEqual({ ok: false, code: 'chat.clientIdInvalid', error: invalid.message });

    const clientId = randomUUID();
    await a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'first words', clientId }).expect(201);
    const reused = { code: 'chat.clientIdReused', message: 'This client id was already used for another message' };
    expect((await a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'other words', clientId }).expect(409)).body).toMatchObject(reused);
    expect((await b.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'first words', clientId }).expect(409)).body).toMatchObject(reused);
    await outsider.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'first words', clientId }).expect(404);
    // The refused attempts left no gap.
    const next = (await b.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'next', clientId: randomUUID() }).expect(201)).body;
    expect(next.seq).toBe(2);
  });

  it('stores one row when the same message is sent many times at once (REST and socket racing)', async () => {
    const { a, id } = await partners();
    const sa = await open(a);
    for (let round = 0; round < 3; round++) {
      const clientId = randomUUID();
      const content = `raced ${round}`;
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, () => a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content, clientId })),
        ...Array.from({ length: 4 }, () => emit<{ ok: boolean; message: ChatMessage }>(sa, 'send', { kind: 'partnership', id, content, clientId })),
      ]);
      const ids = answers.map((r) => ('status' in r ? (expect(r.status).toBe(201), (r.body as ChatMessage).id) : (expect(r.ok).toBe(true), r.message.id)));
      expect(new Set(ids).size).toBe(1);
    }
    expect((await rowsOf(t, id)).map((r) => [Number(r.seq), r.content])).toEqual([
      [1, 'raced 0'],
      [2, 'raced 1'],
      [3, 'raced 2'],
    ]);
  });

  it('numbers a conversation 1, 2, 3… with no gap under concurrent sends from both partners', async () => {
    const { a, b, id } = await partners();
    const [sa, sb] = [await open(a), await open(b)];
    const sends = Array.from({ length: 24 }, (_, i) => {
      const body = { content: `m${i}`, clientId: randomUUID() };
      if (i % 3 === 2) return emit<{ ok: boolean }>(i % 2 ? sa : sb, 'send', { kind: 'partnership', id, ...body }).then((ack) => expect(ack.ok).toBe(true));
      return (i % 2 ? a : b).agent.post('/api/supportmatch/messages').send({ partnershipId: id, ...body }).expect(201);
    });
    // A resend refused for another content, racing the others, takes no number either.
    const reused = randomUUID();
    await a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'x', clientId: reused }).expect(201);
    await Promise.all([...sends, a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'y', clientId: reused }).expect(409)]);
    expect((await rowsOf(t, id)).map((r) => Number(r.seq))).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const page = (await a.agent.get(`/api/supportmatch/messages/${id}`).expect(200)).body as ChatMessage[];
    expect(page.map((m) => m.seq)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const [{ last_seq }] = await t.db.query(`SELECT last_seq FROM chat_sequences WHERE kind = 'partnership' AND conversation_id = $1`, [id]);
    expect(Number(last_seq)).toBe(25);
  });

  it('replays what a subscriber missed after `after`, in order, before its ack; REST pages after a seq too', async () => {
    const { a, b, outsider, id } = await partners();
    const sent: ChatMessage[] = [];
    for (let i = 1; i <= 7; i++) sent.push((await a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: `n${i}`, clientId: randomUUID() }).expect(201)).body);
    const sb = await open(b);
    const heard = recorder(sb);
    expect(await emit(sb, 'subscribe', { kind: 'partnership', id, after: 4 })).toEqual({ ok: true });
    // Emitted before the ack on the same connection: all here once the ack is.
    expect(heard).toEqual(sent.slice(4).map((message) => ({ kind: 'partnership', id, message })));
    expect(await emit(sb, 'subscribe', { kind: 'partnership', id, after: 7 })).toEqual({ ok: true });
    expect(await emit(sb, 'subscribe', { kind: 'partnership', id, after: 0 })).toEqual({ ok: true });
    expect(heard.slice(3).map((e) => e.message.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const live = (await a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'live', clientId: randomUUID() }).expect(201)).body;
    await waitFor(async () => heard.length === 11, 'the live message');
    expect(heard[10].message).toEqual(live);

    for (const after of [-1, 1.5, '3', {}]) {
      expect(await emit(sb, 'subscribe', { kind: 'partnership', id, after })).toEqual({ ok: false, code: 'chat.afterInvalid', error: 'after must be a message sequence number' });
    }
    const so = await open(outsider);
    expect(await emit(so, 'subscribe', { kind: 'partnership', id, after: 0 })).toEqual({ ok: false, code: 'chat.conversationNotFound', error: 'Conversation not found' });

    const rest = (await b.agent.get(`/api/supportmatch/messages/${id}`).query({ after: 5, limit: 2 }).expect(200)).body as ChatMessage[];
    expect(rest.map((m) => m.content)).toEqual(['n6', 'n7']);
    await b.agent.get(`/api/supportmatch/messages/${id}`).query({ after: -1 }).expect(400);
  });

  it('numbers the messages of every app by trigger', async () => {
    const [{ count }] = await t.db.query(
      `SELECT count(*)::int AS count FROM pg_trigger WHERE tgname IN ('supportmatch_messages_seq', 'socketrelay_messages_seq', 'lighthouse_messages_seq')`,
    );
    expect(count).toBe(3);
    // Their REST sends and resends: socketrelay.e2e-spec.ts and lighthouse-conversation.e2e-spec.ts.
  });
});

// The global setup starts this worker's Redis: the block always runs.
const redisUrl = workerRedis();

describe('Chat across a Redis outage (e2e)', () => {
  it('fails a send fast while Redis is cut (nothing stored), asks sockets to resync when it is back, and sends again', async () => {
    const proxy = TcpProxy.to(redisUrl, PORTS.cut);
    await proxy.mend();
    const t = await createTestApp({ REDIS_URL: proxy.via(redisUrl) });
    const sockets: Socket[] = [];
    try {
      const base = await listen(t);
      const admin = await signUpAs(t, 'admin');
      const { a, b, id } = await makePartners(t, admin);
      const [sa, sb] = [await connect(base, a.cookie), await connect(base, b.cookie)];
      sockets.push(sa, sb);
      expect(await emit(sb, 'subscribe', { kind: 'partnership', id })).toEqual({ ok: true });
      await a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'before', clientId: randomUUID() }).expect(201);

      await proxy.cut();
      await waitFor(async () => (await t.agent().get('/api/health/ready')).status === 503, 'the node to see Redis gone');
      const resynced = nextResync(sb);
      const started = Date.now();
      const refused = await a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'during', clientId: randomUUID() }).expect(503);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(refused.body).toMatchObject({ code: 'chat.unavailable' });
      expect(refused.headers['retry-after']).toBe('2');
      const ack = await emit(sa, 'send', { kind: 'partnership', id, content: 'during', clientId: randomUUID() });
      expect(ack).toMatchObject({ ok: false, code: 'chat.unavailable' });
      expect((await rowsOf(t, id)).map((r) => r.content)).toEqual(['before']);

      await proxy.mend();
      await resynced;
      await waitFor(
        async () => (await a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'after', clientId: randomUUID() })).status === 201,
        'a send once Redis is back',
      );
      expect((await rowsOf(t, id)).map((r) => r.content)).toEqual(['before', 'after']);
    } finally {
      sockets.forEach((s) => s.close());
      await t.close();
      await proxy.cut();
    }
  }, 90_000);

  it('has a node whose Redis link broke catch up: resync, then subscribe with after replays what it missed', async () => {
    const proxy = TcpProxy.to(redisUrl, PORTS.twoNodes);
    await proxy.mend();
    const one = await createTestApp({ REDIS_URL: redisUrl });
    const two = await createTestApp({ REDIS_URL: proxy.via(redisUrl) });
    const sockets: Socket[] = [];
    try {
      const baseTwo = await listen(two);
      await listen(one);
      const admin = await signUpAs(one, 'admin');
      const { a, b, id } = await pairOf(one, admin);

      const onTwo = await connect(baseTwo, b.cookie);
      sockets.push(onTwo);
      const heard = recorder(onTwo);
      expect(await emit(onTwo, 'subscribe', { kind: 'partnership', id })).toEqual({ ok: true });
      const first = (await a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'one', clientId: randomUUID() }).expect(201)).body as ChatMessage;
      await waitFor(async () => heard.length === 1, 'delivery across nodes');

      await proxy.cut();
      await waitFor(async () => (await two.agent().get('/api/health/ready')).status === 503, 'node two to see Redis gone');
      // Node one still publishes: stored, but node two cannot hear it.
      const missed = (await a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'two', clientId: randomUUID() }).expect(201)).body as ChatMessage;
      const resynced = nextResync(onTwo);
      await proxy.mend();
      await resynced;
      expect(await emit(onTwo, 'subscribe', { kind: 'partnership', id, after: first.seq })).toEqual({ ok: true });
      const ids = new Set(heard.map((e) => e.message.id));
      expect([...ids]).toEqual([first.id, missed.id]);
      const third = (await a.agent.post('/api/supportmatch/messages').send({ partnershipId: id, content: 'three', clientId: randomUUID() }).expect(201)).body as ChatMessage;
      await waitFor(async () => heard.some((e) => e.message.id === third.id), 'live delivery after the resync');
    } finally {
      sockets.forEach((s) => s.close());
      await one.close();
      await two.close();
      await proxy.cut();
    }
  }, 90_000);
});
