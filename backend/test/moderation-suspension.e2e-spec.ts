import { SESSION_ENDED_EVENT } from '@pfe/contracts';
import { Socket } from 'socket.io-client';
import { connect, emit, listen, PROFILE } from './support/chat';
import { HOST_PROFILE, PROPERTY, SEEKER_PROFILE } from './support/lighthouse';
import { createTestApp, Member, PASSWORD, sessionCookieOf, signUpAs, TestApp } from './support/test-app';

/**
 * What a suspension does at once (issue 32, ARCHITECTURE.md "Moderation"), on two app instances
 * sharing one database: every session of hers ends and her sockets on both nodes hear
 * `session.ended` then close; her open SocketRelay request and LightHouse listing leave others'
 * lists; her partnership, fulfilment and stay request close quietly, as a block closes them; she is
 * left out of a matching run while suspended and back in once lifted.
 */
const RELAY_PROFILE = { displayName: 'Relay Rae', city: 'Austin', state: 'Texas', country: 'United States' };

describe('Suspension effects on every node (e2e)', () => {
  let one: TestApp;
  let two: TestApp;
  let baseOne: string;
  let baseTwo: string;
  let admin: Member;
  let mod: Member;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    one = await createTestApp({ CHAT_MESSAGES_PER_MINUTE: '10000' });
    two = await createTestApp({ CHAT_MESSAGES_PER_MINUTE: '10000' });
    [baseOne, baseTwo] = [await listen(one), await listen(two)];
    admin = await signUpAs(one, 'admin');
    mod = await signUpAs(two, 'member');
    await admin.agent.put(`/api/admin/users/${mod.user.id}`).send({ isModerator: true }).expect(200);
  }, 120_000);
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  /** A socket and what it heard, in order. */
  async function watched(base: string, cookie: string): Promise<{ socket: Socket; log: string[]; closed: Promise<void> }> {
    const socket = await connect(base, cookie);
    sockets.push(socket);
    const log: string[] = [];
    socket.on(SESSION_ENDED_EVENT, () => log.push(SESSION_ENDED_EVENT));
    socket.on('closed', (payload: { kind: string; id: string }) => log.push(`closed ${payload.kind} ${payload.id}`));
    const closed = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));
    return { socket, log, closed };
  }

  const matchingPool = async (ids: string[]) => {
    await one.db.query(`UPDATE supportmatch_partnerships SET status = 'ended' WHERE status = 'active'`);
    await one.db.query(`UPDATE supportmatch_profiles SET is_active = (user_id = ANY($1::uuid[]))`, [ids]);
    await admin.agent.post('/api/supportmatch/admin/partnerships/run-matching').expect(200);
  };
  /** Her active partnership, or null (the route answers an empty body when there is none). */
  const activePartnership = async (m: Member) => {
    const body = (await m.agent.get('/api/supportmatch/partnership/active').expect(200)).body as { id?: string; partnerUserId?: string } | null;
    return body?.id ? body : null;
  };

  it('ends her sessions and sockets on both nodes, hides her content, closes her conversations quietly, and keeps her out of matching until lifted', async () => {
    const [x, partner, requester, seeker, viewer, later] = await Promise.all(Array.from({ length: 6 }, () => signUpAs(one, 'member')));
    for (const m of [x, partner, later]) await m.agent.post('/api/supportmatch/profile').send(PROFILE).expect(201);
    await matchingPool([x.user.id, partner.user.id]);
    const partnershipId = (await activePartnership(x))!.id;

    // SocketRelay: her own open request, and a fulfilment of someone else's request.
    for (const m of [x, requester, viewer]) await m.agent.post('/api/socketrelay/profile').send(RELAY_PROFILE).expect(201);
    const ownRequest = (await x.agent.post('/api/socketrelay/requests').send({ description: 'A winter coat' }).expect(201)).body.id as string;
    const theirRequest = (await requester.agent.post('/api/socketrelay/requests').send({ description: 'A phone charger' }).expect(201)).body.id as string;
    const fulfillmentId = (await x.agent.post(`/api/socketrelay/requests/${theirRequest}/fulfill`).expect(201)).body.id as string;

    // LightHouse: her listing, and a seeker's request for it, accepted (its chat open).
    await x.agent.post('/api/lighthouse/profile').send(HOST_PROFILE).expect(201);
    await seeker.agent.post('/api/lighthouse/profile').send(SEEKER_PROFILE).expect(201);
    const propertyId = (await x.agent.post('/api/lighthouse/properties').send(PROPERTY).expect(201)).body.id as string;
    const matchId = (await seeker.agent.post('/api/lighthouse/matches').send({ propertyId, message: 'Hello' }).expect(201)).body.id as string;
    await x.agent.put(`/api/lighthouse/matches/${matchId}`).send({ status: 'accepted' }).expect(200);

    const listedRequests = async () => ((await viewer.agent.get('/api/socketrelay/requests').expect(200)).body as { id: string }[]).map((r) => r.id);
    const listedProperties = async () => ((await seeker.agent.get('/api/lighthouse/properties').expect(200)).body as { id: string }[]).map((p) => p.id);
    expect(await listedRequests()).toContain(ownRequest);
    expect(await listedProperties()).toContain(propertyId);

    // She is signed in on two devices; each device has a socket on each node.
    const second = one.agent();
    const secondCookie = sessionCookieOf(await second.post('/api/auth/login').send({ email: x.email, password: PASSWORD }).expect(200))!;
    const hers = [await watched(baseOne, x.cookie), await watched(baseTwo, x.cookie), await watched(baseOne, secondCookie), await watched(baseTwo, secondCookie)];
    // The others, listening to the conversations they share with her, on the node that acts (room frames
    // between nodes go through Redis, which chat.e2e-spec.ts covers; session.ended goes through PostgreSQL).
    const partnerSocket = await watched(baseTwo, partner.cookie);
    expect(await emit(partnerSocket.socket, 'subscribe', { kind: 'partnership', id: partnershipId })).toEqual({ ok: true });
    const requesterSocket = await watched(baseTwo, requester.cookie);
    expect(await emit(requesterSocket.socket, 'subscribe', { kind: 'fulfillment', id: fulfillmentId })).toEqual({ ok: true });
    const seekerSocket = await watched(baseTwo, seeker.cookie);
    expect(await emit(seekerSocket.socket, 'subscribe', { kind: 'match', id: matchId })).toEqual({ ok: true });
    const closedFor = (w: { log: string[] }, entry: string) => expect.poll(() => w.log, { timeout: 15_000 }).toContain(entry);

    // The moderator acts through node two.
    const res = await mod.agent.post('/api/moderation/actions').send({ userId: x.user.id, action: 'suspend', days: 30, reason: 'Asked for money' }).expect(201);

    // Every socket of hers, on both nodes and both devices, hears session.ended, then closes.
    await Promise.all(hers.map((w) => w.closed));
    for (const w of hers) expect(w.log[0]).toBe(SESSION_ENDED_EVENT);
    await x.agent.get('/api/auth/user').expect(401);
    await second.get('/api/auth/user').expect(401);
    const signIn = await two.agent().post('/api/auth/login').send({ email: x.email, password: PASSWORD }).expect(403);
    expect(signIn.body).toMatchObject({ code: 'account.suspended', until: res.body.until });

    // Her conversations close quietly, as a block closes them: a `closed` frame that says no why.
    await closedFor(partnerSocket, `closed partnership ${partnershipId}`);
    await closedFor(requesterSocket, `closed fulfillment ${fulfillmentId}`);
    await closedFor(seekerSocket, `closed match ${matchId}`);
    expect(await activePartnership(partner)).toBeNull();
    const [fulfillment] = await one.db.query(`SELECT status FROM socketrelay_fulfillments WHERE id = $1`, [fulfillmentId]);
    expect(fulfillment.status).not.toBe('active');
    const [match] = await one.db.query(`SELECT status FROM lighthouse_matches WHERE id = $1`, [matchId]);
    expect(['pending', 'accepted']).not.toContain(match.status);
    // Nobody she shared a conversation with is told about a suspension.
    for (const other of [partner, requester, seeker]) {
      const { items } = (await other.agent.get('/api/notifications').expect(200)).body as { items: { kind: string }[] };
      expect(items.map((n) => n.kind).filter((k) => k.includes('moderation'))).toEqual([]);
    }

    // Her open request and her listing leave others' lists, on either node.
    expect(await listedRequests()).not.toContain(ownRequest);
    expect(await listedProperties()).not.toContain(propertyId);

    // A matching run leaves her out while she is suspended; once lifted, she is matched again.
    await matchingPool([x.user.id, later.user.id]);
    expect(await activePartnership(later)).toBeNull();
    await mod.agent.post('/api/moderation/actions').send({ userId: x.user.id, action: 'lift', reason: 'Cleared up' }).expect(201);
    expect(await listedProperties()).toContain(propertyId);
    expect(await listedRequests()).toContain(ownRequest);
    await matchingPool([x.user.id, later.user.id]);
    expect((await activePartnership(later))?.partnerUserId).toBe(x.user.id);
  }, 180_000);
});
