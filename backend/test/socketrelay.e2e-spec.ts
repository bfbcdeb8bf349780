import { randomUUID } from 'node:crypto';
import { Socket } from 'socket.io-client';
import { Clock } from '../src/common/clock/clock';
import { connect, emit, listen, nextMessage } from './support/chat';
import { createTestApp, signUpAs, TestApp } from './support/test-app';

type Member = Awaited<ReturnType<typeof signUpAs>>;

const PROFILE = { displayName: 'Sam R', city: 'Austin', state: 'Texas', country: 'United States' };
const DAY = 24 * 60 * 60 * 1000;

describe('SocketRelay (e2e)', () => {
  let t: TestApp;
  let base: string;
  let admin: Member;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ CHAT_MESSAGES_PER_MINUTE: '1000' });
    base = await listen(t);
    admin = await signUpAs(t, 'admin');
  });
  afterEach(() => {
    sockets.splice(0).forEach((s) => s.close());
    t.app.get(Clock).set(undefined);
  });
  afterAll(() => t.close());

  async function member(displayName = PROFILE.displayName): Promise<Member> {
    const m = await signUpAs(t, 'member');
    await m.agent.post('/api/socketrelay/profile').send({ ...PROFILE, displayName }).expect(201);
    return m;
  }

  async function post(m: Member, description = 'Need a ride to the clinic on Tuesday'): Promise<string> {
    return (await m.agent.post('/api/socketrelay/requests').send({ description }).expect(201)).body.id;
  }

  /** A requester, a fulfiller and an outsider, and an active fulfilment between the first two. */
  async function fulfilment() {
    const [requester, fulfiller, outsider] = [await member('Requester'), await member('Helper'), await member('Outsider')];
    const requestId = await post(requester);
    const id = (await fulfiller.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(201)).body.id as string;
    return { requester, fulfiller, outsider, requestId, id };
  }

  const availableIds = async (m: Member) => ((await m.agent.get('/api/socketrelay/requests').expect(200)).body as { id: string }[]).map((r) => r.id);

  describe('profile', () => {
    it('answers an empty 200 without one, refuses every other member route with 403, and validates with the spec messages', async () => {
      const m = await signUpAs(t, 'member');
      expect((await m.agent.get('/api/socketrelay/profile').expect(200)).body).toEqual({});
      for (const [method, path] of [
        ['get', '/api/socketrelay/requests'],
        ['post', '/api/socketrelay/requests'],
        ['get', '/api/socketrelay/my-requests'],
        ['get', '/api/socketrelay/my-fulfillments'],
        ['post', '/api/socketrelay/requests/00000000-0000-4000-8000-000000000000/fulfill'],
        ['get', '/api/socketrelay/fulfillments/00000000-0000-4000-8000-000000000000'],
        ['get', '/api/socketrelay/fulfillments/00000000-0000-4000-8000-000000000000/messages'],
      ] as const) {
        const res = await m.agent[method](path).send(method === 'post' ? { description: 'x' } : undefined);
        expect([path, res.status, res.body.message]).toEqual([path, 403, 'Create your SocketRelay profile first']);
      }
      await m.agent.get('/api/socketrelay/announcements').expect(200);
      expect((await m.agent.put('/api/socketrelay/profile').send(PROFILE).expect(403)).body.message).toBe('Create your SocketRelay profile first');

      const bad = async (body: object) => (await m.agent.post('/api/socketrelay/profile').send(body).expect(400)).body.message as string;
      expect(await bad({ ...PROFILE, displayName: '   ' })).toBe('Display name is required');
      expect(await bad({ ...PROFILE, city: '' })).toBe('City is required');
      expect(await bad({ ...PROFILE, state: undefined })).toBe('State is required');
      expect(await bad({ ...PROFILE, country: undefined })).toContain('Country is required');
      expect(await bad({ ...PROFILE, country: 'Atlantis' })).toBe('Choose a country from the list');
      expect(await bad({ ...PROFILE, city: 'x'.repeat(101) })).toBe('City must be at most 100 characters');
      expect(await bad({ ...PROFILE, email: 'a@b.c' })).toMatch(/email/);

      const created = await m.agent.post('/api/socketrelay/profile').send({ ...PROFILE, displayName: '  Sam  ' }).expect(201);
      expect(created.body).toMatchObject({ displayName: 'Sam', city: 'Austin', country: 'United States', isActive: true });
      expect(created.body.userId).toBeUndefined();
      await m.agent.post('/api/socketrelay/profile').send(PROFILE).expect(409);
      expect((await m.agent.put('/api/socketrelay/profile').send({ ...PROFILE, country: 'Other' }).expect(200)).body.country).toBe('Other');
      await m.agent.get('/api/socketrelay/requests').expect(200);
    });
  });

  describe('requests', () => {
    it('creates with a 14-day expiry (trimmed, 1–140) and lists others\' available requests with the creator profile only', async () => {
      const [a, b] = [await member('Alice A'), await member('Bo')];
      const res = await a.agent.post('/api/socketrelay/requests').send({ description: '  Winter coat, size M  ' }).expect(201);
      expect(res.body).toMatchObject({ description: 'Winter coat, size M', status: 'active', activeFulfillmentId: null });
      expect(new Date(res.body.expiresAt).getTime() - new Date(res.body.createdAt).getTime()).toBe(14 * DAY);
      expect((await a.agent.post('/api/socketrelay/requests').send({ description: '   ' }).expect(400)).body.message).toBe('Please enter a description');
      expect((await a.agent.post('/api/socketrelay/requests').send({ description: 'x'.repeat(141) }).expect(400)).body.message).toBe(
        'Request description must be 140 characters or less',
      );
      await a.agent.post('/api/socketrelay/requests').send({ description: 'x'.repeat(140) }).expect(201);

      const list = (await b.agent.get('/api/socketrelay/requests').expect(200)).body as Record<string, unknown>[];
      const mine = list.find((r) => r.id === res.body.id)!;
      expect(mine).toEqual({
        id: res.body.id,
        description: 'Winter coat, size M',
        status: 'active',
        createdAt: res.body.createdAt,
        expiresAt: res.body.expiresAt,
        creatorProfile: { displayName: 'Alice A', city: 'Austin', state: 'Texas', country: 'United States' },
      });
      expect(JSON.stringify(list)).not.toContain(a.user.id);
      expect(JSON.stringify(list)).not.toContain(a.email);
      expect(await availableIds(a)).not.toContain(res.body.id);
      expect((await a.agent.get('/api/socketrelay/my-requests').expect(200)).body.map((r: { id: string }) => r.id)).toContain(res.body.id);
    });

    it('checks expiry at read time (before any job ran), refuses to fulfil an expired request (410) and lets the requester repost it', async () => {
      const [a, b] = [await member(), await member()];
      const id = await post(a);
      await t.db.query(`UPDATE socketrelay_requests SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
      expect(await availableIds(b)).not.toContain(id);
      const own = (await a.agent.get('/api/socketrelay/my-requests').expect(200)).body.find((r: { id: string }) => r.id === id);
      expect(own.status).toBe('expired');
      expect((await b.agent.post(`/api/socketrelay/requests/${id}/fulfill`).expect(410)).body.message).toBe('This request has expired');
      await b.agent.post(`/api/socketrelay/requests/${id}/repost`).expect(404);
      const reposted = await a.agent.post(`/api/socketrelay/requests/${id}/repost`).expect(200);
      expect(reposted.body.status).toBe('active');
      expect(new Date(reposted.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 13 * DAY);
      await a.agent.post(`/api/socketrelay/requests/${id}/repost`).expect(409);
      expect(await availableIds(b)).toContain(id);
    });

    it('expires by the clock too, and the daily job marks expired requests once', async () => {
      const [a, b] = [await member(), await member()];
      const id = await post(a);
      const clock = t.app.get(Clock);
      clock.set(new Date(Date.now() + 15 * DAY));
      expect(await availableIds(b)).not.toContain(id);
      const { SocketRelayRequestsService } = await import('../src/modules/socketrelay/socketrelay-requests.service');
      const requests = t.app.get(SocketRelayRequestsService);
      const counts = await Promise.all([requests.expireOnce(), requests.expireOnce()]);
      expect(counts.filter((n) => n > 0).length).toBeLessThanOrEqual(1);
      const [row] = await t.db.query('SELECT status FROM socketrelay_requests WHERE id = $1', [id]);
      expect(row.status).toBe('expired');
    });
  });

  describe('withdraw (issue 21 item 8)', () => {
    it('lets the requester withdraw her own open or expired request; anyone else gets 404; it leaves the lists and cannot be fulfilled', async () => {
      const [a, b] = [await member(), await member()];
      const id = await post(a);
      await b.agent.post(`/api/socketrelay/requests/${id}/withdraw`).expect(404);
      await admin.agent.post(`/api/socketrelay/requests/${id}/withdraw`).expect(403);
      await a.agent.post('/api/socketrelay/requests/00000000-0000-4000-8000-000000000000/withdraw').expect(404);
      const res = await a.agent.post(`/api/socketrelay/requests/${id}/withdraw`).expect(200);
      expect(res.body).toMatchObject({ id, status: 'withdrawn', activeFulfillmentId: null });
      expect((await a.agent.post(`/api/socketrelay/requests/${id}/withdraw`).expect(409)).body.message).toBe('Only an open request can be withdrawn');
      expect(await availableIds(b)).not.toContain(id);
      expect(((await a.agent.get('/api/socketrelay/my-requests').expect(200)).body as { id: string; status: string }[]).find((r) => r.id === id)?.status).toBe('withdrawn');
      await b.agent.post(`/api/socketrelay/requests/${id}/fulfill`).expect(404);
      await a.agent.post(`/api/socketrelay/requests/${id}/repost`).expect(409);

      const expired = await post(a, 'An old request');
      t.app.get(Clock).set(new Date(Date.now() + 15 * DAY));
      expect((await a.agent.post(`/api/socketrelay/requests/${expired}/withdraw`).expect(200)).body.status).toBe('withdrawn');
    });

    it('refuses a request someone is fulfilling (409) and one already fulfilled', async () => {
      const { requester, fulfiller, requestId, id } = await fulfilment();
      expect((await requester.agent.post(`/api/socketrelay/requests/${requestId}/withdraw`).expect(409)).body.message).toBe(
        'Someone is fulfilling this request: close it from its chat instead',
      );
      await fulfiller.agent.post(`/api/socketrelay/fulfillments/${id}/close`).send({ status: 'completed_success' }).expect(200);
      await requester.agent.post(`/api/socketrelay/requests/${requestId}/withdraw`).expect(409);
    });

    it('never leaves a withdrawn request with an active fulfilment when a withdraw races a fulfil', async () => {
      for (let round = 0; round < 8; round++) {
        const [requester, helper] = [await member(), await member()];
        const requestId = await post(requester);
        const [withdrawn, fulfilled] = await Promise.all([
          requester.agent.post(`/api/socketrelay/requests/${requestId}/withdraw`),
          helper.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`),
        ]);
        // Exactly one wins: either the request is withdrawn and nobody fulfils it, or it is being fulfilled and stays active.
        expect([withdrawn.status, fulfilled.status].sort()).toEqual(withdrawn.status === 200 ? [200, 404] : [201, 409]);
        const [row] = await t.db.query(
          `SELECT r.status, (SELECT count(*)::int FROM socketrelay_fulfillments f WHERE f.request_id = r.id AND f.status = 'active') AS active FROM socketrelay_requests r WHERE r.id = $1`,
          [requestId],
        );
        expect(row).toEqual(withdrawn.status === 200 ? { status: 'withdrawn', active: 0 } : { status: 'active', active: 1 });
      }
    });
  });

  describe('fulfil', () => {
    it('lets exactly one of 20 concurrent tries fulfil a request; the rest get 409', async () => {
      const requester = await member();
      const helpers = await Promise.all(Array.from({ length: 20 }, () => member()));
      const id = await post(requester);
      const results = await Promise.all(helpers.map((h) => h.agent.post(`/api/socketrelay/requests/${id}/fulfill`)));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe('This request is already being fulfilled');
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM socketrelay_fulfillments WHERE request_id = $1`, [id]);
      expect(n).toBe(1);
      expect(await availableIds(helpers[0])).not.toContain(id);
    });

    it('refuses one\'s own request (400), a missing one (404) and answers the fulfilment as active', async () => {
      const [a, b] = [await member(), await member()];
      const id = await post(a);
      expect((await a.agent.post(`/api/socketrelay/requests/${id}/fulfill`).expect(400)).body.message).toBe('You cannot fulfill your own request');
      await b.agent.post('/api/socketrelay/requests/00000000-0000-4000-8000-000000000000/fulfill').expect(404);
      await b.agent.post('/api/socketrelay/requests/not-a-uuid/fulfill').expect(404);
      const res = await b.agent.post(`/api/socketrelay/requests/${id}/fulfill`).expect(201);
      expect(res.body).toMatchObject({ requestId: id, fulfillerUserId: b.user.id, status: 'active', closedBy: null, closedAt: null });
      // Already done is success (issue 28): her second try, even without an Idempotency-Key, answers her fulfilment.
      const again = await b.agent.post(`/api/socketrelay/requests/${id}/fulfill`).expect(201);
      expect(again.body).toEqual(res.body);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM socketrelay_fulfillments WHERE request_id = $1`, [id]);
      expect(n).toBe(1);
    });
  });

  describe('detail, outcomes and lists', () => {
    it('shows the detail to both parties with their role and the other party, and 404 to an outsider and an admin', async () => {
      const { requester, fulfiller, outsider, requestId, id } = await fulfilment();
      const asRequester = (await requester.agent.get(`/api/socketrelay/fulfillments/${id}`).expect(200)).body;
      expect(asRequester).toMatchObject({
        fulfillment: { id, status: 'active' },
        request: { id: requestId, status: 'active' },
        role: 'requester',
        otherParty: { userId: fulfiller.user.id, displayName: 'Helper' },
      });
      const asFulfiller = (await fulfiller.agent.get(`/api/socketrelay/fulfillments/${id}`).expect(200)).body;
      expect(asFulfiller).toMatchObject({ role: 'fulfiller', otherParty: { userId: requester.user.id, displayName: 'Requester' } });
      expect(JSON.stringify(asFulfiller)).not.toContain(requester.email);
      const missing = await outsider.agent.get('/api/socketrelay/fulfillments/00000000-0000-4000-8000-000000000000').expect(404);
      const outsiderRes = await outsider.agent.get(`/api/socketrelay/fulfillments/${id}`).expect(404);
      expect(outsiderRes.body).toEqual(missing.body);
      await admin.agent.post('/api/socketrelay/profile').send(PROFILE);
      await admin.agent.get(`/api/socketrelay/fulfillments/${id}`).expect(404);
      const mine = (await requester.agent.get('/api/socketrelay/my-requests').expect(200)).body.find((r: { id: string }) => r.id === requestId);
      expect(mine).toMatchObject({ status: 'active', activeFulfillmentId: id });
      const list = (await fulfiller.agent.get('/api/socketrelay/my-fulfillments').expect(200)).body;
      expect(list).toEqual([expect.objectContaining({ role: 'fulfiller', fulfillment: expect.objectContaining({ id }), otherParty: { displayName: 'Requester' } })]);
      expect((await requester.agent.get('/api/socketrelay/my-fulfillments').expect(200)).body[0]).toMatchObject({ role: 'requester' });
    });

    it('closes once with success (the request leaves the list for good); a second close answers the closed one (200, unchanged) and a bad status is a 400', async () => {
      const { requester, fulfiller, outsider, requestId, id } = await fulfilment();
      expect((await requester.agent.post(`/api/socketrelay/fulfillments/${id}/close`).send({ status: 'done' }).expect(400)).body.message).toBe(
        'Status must be completed_success, completed_failure or cancelled',
      );
      await outsider.agent.post(`/api/socketrelay/fulfillments/${id}/close`).send({ status: 'cancelled' }).expect(404);
      const closed = await fulfiller.agent.post(`/api/socketrelay/fulfillments/${id}/close`).send({ status: 'completed_success' }).expect(200);
      expect(closed.body.fulfillment).toMatchObject({ status: 'completed_success', closedBy: fulfiller.user.id, closedAt: expect.any(String) });
      expect(closed.body.request.status).toBe('fulfilled');
      const again = await requester.agent.post(`/api/socketrelay/fulfillments/${id}/close`).send({ status: 'cancelled' }).expect(200);
      expect(again.body.fulfillment).toEqual(closed.body.fulfillment);
      expect(await availableIds(outsider)).not.toContain(requestId);
      expect((await outsider.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(409)).body.message).toBe('This request has already been fulfilled');
    });

    it('puts the request back in the list after a failure or a cancellation, for someone else to help', async () => {
      for (const status of ['completed_failure', 'cancelled']) {
        const { requester, outsider, requestId, id } = await fulfilment();
        expect(await availableIds(outsider)).not.toContain(requestId);
        await requester.agent.post(`/api/socketrelay/fulfillments/${id}/close`).send({ status }).expect(200);
        expect(await availableIds(outsider)).toContain(requestId);
        await outsider.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(201);
      }
    });

    it('lets exactly one of two concurrent closes through; the other answers the closed fulfillment', async () => {
      for (let round = 0; round < 3; round++) {
        const { requester, fulfiller, id } = await fulfilment();
        const [x, y] = await Promise.all([
          requester.agent.post(`/api/socketrelay/fulfillments/${id}/close`).send({ status: 'cancelled' }),
          fulfiller.agent.post(`/api/socketrelay/fulfillments/${id}/close`).send({ status: 'completed_success' }),
        ]);
        expect([x.status, y.status]).toEqual([200, 200]);
        expect(x.body.fulfillment).toEqual(y.body.fulfillment);
        const [row] = await t.db.query('SELECT f.status, f.closed_by, r.status AS request_status FROM socketrelay_fulfillments f JOIN socketrelay_requests r ON r.id = f.request_id WHERE f.id = $1', [id]);
        const winner = row.closed_by === requester.user.id ? { status: 'cancelled', by: requester.user.id, request: 'active' } : { status: 'completed_success', by: fulfiller.user.id, request: 'fulfilled' };
        expect(row).toEqual({ status: winner.status, closed_by: winner.by, request_status: winner.request });
        expect(x.body.fulfillment).toMatchObject({ status: winner.status, closedBy: winner.by });
      }
    });
  });

  describe('chat', () => {
    it('lets only the two parties read and write; outsiders and admins get the same 404; history stays readable after close; a message then is a 409', async () => {
      const { requester, fulfiller, outsider, id } = await fulfilment();
      const url = `/api/socketrelay/fulfillments/${id}/messages`;
      const sent = await requester.agent.post(url).send({ clientId: randomUUID(), content: '  Hi, thanks!  ' }).expect(201);
      expect(sent.body).toMatchObject({ senderId: requester.user.id, content: 'Hi, thanks!' });
      await fulfiller.agent.post(url).send({ clientId: randomUUID(), content: 'Happy to help' }).expect(201);
      expect((await fulfiller.agent.get(url).expect(200)).body.map((m: { content: string }) => m.content)).toEqual(['Hi, thanks!', 'Happy to help']);

      const missing = await outsider.agent.get('/api/socketrelay/fulfillments/00000000-0000-4000-8000-000000000000/messages').expect(404);
      for (const who of [outsider, admin]) {
        await who.agent.post('/api/socketrelay/profile').send(PROFILE);
        expect((await who.agent.get(url).expect(404)).body).toEqual(missing.body);
        expect((await who.agent.post(url).send({ clientId: randomUUID(), content: 'let me in' }).expect(404)).body).toEqual(missing.body);
      }
      expect((await requester.agent.post(url).send({ clientId: randomUUID(), content: '   ' }).expect(400)).body.message).toBe('Message content is required');
      await requester.agent.post(url).send({ clientId: randomUUID(), content: 'x'.repeat(2001) }).expect(400);

      await requester.agent.post(`/api/socketrelay/fulfillments/${id}/close`).send({ status: 'completed_success' }).expect(200);
      expect((await fulfiller.agent.get(url).expect(200)).body).toHaveLength(2);
      expect((await requester.agent.get(url).expect(200)).body).toHaveLength(2);
      expect((await fulfiller.agent.post(url).send({ clientId: randomUUID(), content: 'one more thing' }).expect(409)).body.message).toBe('This fulfillment is closed');
      await outsider.agent.post(url).send({ clientId: randomUUID(), content: 'still no' }).expect(404);
      const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM socketrelay_messages WHERE fulfillment_id = $1', [id]);
      expect(n).toBe(2);
    });

    it('delivers messages live over the socket to the parties only and tells them when it closes', async () => {
      const { requester, fulfiller, outsider, id } = await fulfilment();
      const [sr, sf, so] = await Promise.all([connect(base, requester.cookie), connect(base, fulfiller.cookie), connect(base, outsider.cookie)]);
      sockets.push(sr, sf, so);
      expect(await emit(so, 'subscribe', { kind: 'fulfillment', id })).toEqual({ ok: false, code: 'chat.conversationNotFound', error: 'Conversation not found' });
      expect(await emit(sr, 'subscribe', { kind: 'fulfillment', id })).toEqual({ ok: true });
      expect(await emit(sf, 'subscribe', { kind: 'fulfillment', id })).toEqual({ ok: true });
      let outsiderHeard = false;
      so.on('message', () => (outsiderHeard = true));

      const live = nextMessage(sf);
      const restId = randomUUID();
      const viaRest = (await requester.agent.post(`/api/socketrelay/fulfillments/${id}/messages`).send({ clientId: restId, content: 'via REST' }).expect(201)).body;
      expect(viaRest).toMatchObject({ seq: 1, clientId: restId });
      expect(await live).toMatchObject({ kind: 'fulfillment', id, message: { content: 'via REST', senderId: requester.user.id } });
      // A resend (its answer was lost) is the same message, even through the socket.
      expect(await emit(sr, 'send', { clientId: restId, kind: 'fulfillment', id, content: 'via REST' })).toEqual({ ok: true, message: viaRest });
      const echo = nextMessage(sr);
      expect(await emit(sf, 'send', { clientId: randomUUID(), kind: 'fulfillment', id, content: ' via socket ' })).toMatchObject({ ok: true, message: { content: 'via socket' } });
      expect((await echo).message.content).toBe('via socket');
      expect(await emit(so, 'send', { clientId: randomUUID(), kind: 'fulfillment', id, content: 'sneaky' })).toEqual({ ok: false, code: 'chat.conversationNotFound', error: 'Conversation not found' });

      const closed = new Promise((resolve) => sf.once('closed', resolve));
      await requester.agent.post(`/api/socketrelay/fulfillments/${id}/close`).send({ status: 'cancelled' }).expect(200);
      expect(await closed).toEqual({ kind: 'fulfillment', id });
      expect(await emit(sr, 'send', { clientId: randomUUID(), kind: 'fulfillment', id, content: 'late' })).toEqual({ ok: false, code: 'socketrelay.fulfillmentClosed', error: 'This fulfillment is closed' });
      // Stored before it closed: a resend still answers it, nothing is stored.
      expect((await requester.agent.post(`/api/socketrelay/fulfillments/${id}/messages`).send({ clientId: restId, content: 'via REST' }).expect(201)).body).toEqual(viaRest);
      const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM socketrelay_messages WHERE fulfillment_id = $1', [id]);
      expect(n).toBe(2);
      expect(outsiderHeard).toBe(false);
    });
  });

  describe('blocks', () => {
    it('quietly cancels the active fulfilment between the two and hides each one\'s requests from the other, both ways', async () => {
      const { requester, fulfiller, outsider, requestId, id } = await fulfilment();
      const socket = await connect(base, requester.cookie);
      sockets.push(socket);
      expect(await emit(socket, 'subscribe', { kind: 'fulfillment', id })).toEqual({ ok: true });
      const told = new Promise((resolve) => socket.once('closed', resolve));
      await fulfiller.agent.post(`/api/socketrelay/fulfillments/${id}/messages`).send({ clientId: randomUUID(), content: 'before the block' }).expect(201);
      const otherRequest = await post(requester, 'Second request');
      const fulfillersRequest = await post(fulfiller, 'Fulfiller needs a lamp');
      await fulfiller.agent.post('/api/blocks').send({ userId: requester.user.id }).expect(201);
      expect(await told).toEqual({ kind: 'fulfillment', id });

      const [row] = await t.db.query('SELECT status FROM socketrelay_fulfillments WHERE id = $1', [id]);
      expect(row.status).toBe('cancelled');
      // Hidden both ways; still visible to others.
      expect(await availableIds(fulfiller)).not.toContain(otherRequest);
      expect(await availableIds(requester)).not.toContain(fulfillersRequest);
      expect(await availableIds(outsider)).toEqual(expect.arrayContaining([requestId, otherRequest, fulfillersRequest]));
      await fulfiller.agent.post(`/api/socketrelay/requests/${otherRequest}/fulfill`).expect(404);
      await requester.agent.post(`/api/socketrelay/requests/${fulfillersRequest}/fulfill`).expect(404);
      // The blocked member reads exactly what a cancel shows: the status, the read-only history, the closed chat.
      const seen = (await requester.agent.get(`/api/socketrelay/fulfillments/${id}`).expect(200)).body;
      expect(seen.fulfillment).toMatchObject({ id, status: 'cancelled' });
      expect((await requester.agent.get(`/api/socketrelay/fulfillments/${id}/messages`).expect(200)).body.map((m: { content: string }) => m.content)).toEqual(['before the block']);
      const late = await requester.agent.post(`/api/socketrelay/fulfillments/${id}/messages`).send({ clientId: randomUUID(), content: 'hello?' }).expect(409);
      expect(late.body.message).toBe('This fulfillment is closed');
      expect(await emit(socket, 'subscribe', { kind: 'fulfillment', id })).toEqual({ ok: true });
      expect((await requester.agent.get('/api/socketrelay/my-fulfillments').expect(200)).body.map((f: { fulfillment: { id: string; status: string } }) => f.fulfillment)).toEqual([
        expect.objectContaining({ id, status: 'cancelled' }),
      ]);
      expect((await requester.agent.post(`/api/socketrelay/fulfillments/${id}/close`).send({ status: 'cancelled' }).expect(200)).body.fulfillment).toMatchObject({ id, status: 'cancelled' });
      // The blocker no longer sees the conversation with the member they blocked.
      await fulfiller.agent.get(`/api/socketrelay/fulfillments/${id}`).expect(404);
      await fulfiller.agent.get(`/api/socketrelay/fulfillments/${id}/messages`).expect(404);
      expect((await requester.agent.get('/api/blocks').expect(200)).body).toEqual([]);
      expect((await fulfiller.agent.get('/api/blocks').expect(200)).body[0]).toMatchObject({ blockedUserId: requester.user.id, metIn: [{ app: 'socketrelay', name: 'Requester' }] });
    });
  });

  describe('admin', () => {
    it('lists requests (Expired display-only) and fulfilments with the request description and no chat content; counts stats', async () => {
      const { requester, fulfiller, requestId, id } = await fulfilment();
      await requester.agent.post(`/api/socketrelay/fulfillments/${id}/messages`).send({ clientId: randomUUID(), content: 'private words' }).expect(201);
      const expiredId = await post(requester, 'Old request');
      await t.db.query(`UPDATE socketrelay_requests SET expires_at = now() - interval '1 day' WHERE id = $1`, [expiredId]);

      const requests = await admin.agent.get('/api/socketrelay/admin/requests').query({ range: '[0,999]' }).expect(200);
      expect(requests.headers['content-range']).toMatch(/^socketrelay\/requests 0-\d+\/\d+$/);
      expect(requests.body.find((r: { id: string }) => r.id === expiredId)).toMatchObject({ userId: requester.user.id, status: 'active', expired: true });
      expect(requests.body.find((r: { id: string }) => r.id === requestId)).toMatchObject({ expired: false });

      const fulfillments = await admin.agent.get('/api/socketrelay/admin/fulfillments').query({ filter: JSON.stringify({ id: [id] }) }).expect(200);
      expect(fulfillments.body).toEqual([
        expect.objectContaining({ id, requestId, fulfillerUserId: fulfiller.user.id, status: 'active', request: { description: 'Need a ride to the clinic on Tuesday' } }),
      ]);
      expect(JSON.stringify(fulfillments.body)).not.toContain('private words');
      await admin.agent.get('/api/socketrelay/admin/requests').query({ sort: '["password","ASC"]' }).expect(400);
      await requester.agent.get('/api/socketrelay/admin/requests').expect(403);

      const stats = (await admin.agent.get('/api/socketrelay/admin/stats').expect(200)).body;
      const [expected] = await t.db.query(
        `SELECT (SELECT count(*)::int FROM socketrelay_fulfillments) AS total,
                (SELECT count(*)::int FROM socketrelay_fulfillments WHERE status = 'completed_success') AS ok,
                (SELECT count(*)::int FROM socketrelay_fulfillments WHERE status <> 'active') AS closed`,
      );
      expect(stats).toMatchObject({ totalFulfillments: expected.total, successRate: expected.closed ? Math.round((100 * expected.ok) / expected.closed) : 0 });
      expect(Object.keys(stats).sort()).toEqual(['activeRequests', 'successRate', 'totalFulfillments', 'totalRequests']);
    });

    it('deletes a request, cancelling its active fulfilment, logged in the activity log; then it is gone for members', async () => {
      const { requester, fulfiller, outsider, requestId, id } = await fulfilment();
      const socket = await connect(base, fulfiller.cookie);
      sockets.push(socket);
      expect(await emit(socket, 'subscribe', { kind: 'fulfillment', id })).toEqual({ ok: true });
      const told = new Promise((resolve) => socket.once('closed', resolve));
      const res = await admin.agent.delete(`/api/socketrelay/admin/requests/${requestId}`).expect(200);
      expect(res.body).toMatchObject({ id: requestId });
      expect(await told).toEqual({ kind: 'fulfillment', id });
      await admin.agent.delete(`/api/socketrelay/admin/requests/${requestId}`).expect(404);
      const [f] = await t.db.query('SELECT status, closed_by FROM socketrelay_fulfillments WHERE id = $1', [id]);
      expect(f).toEqual({ status: 'cancelled', closed_by: null });
      const [log] = await t.db.query(`SELECT admin_id, action, target_id FROM admin_action_logs WHERE target_id = $1`, [requestId]);
      expect(log).toEqual({ admin_id: admin.user.id, action: 'delete_socketrelay_request', target_id: requestId });
      // Its owner sees that it was removed (issue 21 item 8); nobody else sees it.
      const mine = (await requester.agent.get('/api/socketrelay/my-requests').expect(200)).body as { id: string; status: string }[];
      expect(mine.find((r) => r.id === requestId)).toMatchObject({ status: 'removed', activeFulfillmentId: null });
      await outsider.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(404);
      const admins = (await admin.agent.get('/api/socketrelay/admin/requests').query({ range: '[0,999]' }).expect(200)).body;
      expect(admins.map((r: { id: string }) => r.id)).not.toContain(requestId);
      const detail = (await fulfiller.agent.get(`/api/socketrelay/fulfillments/${id}`).expect(200)).body;
      expect(detail).toMatchObject({ fulfillment: { status: 'cancelled' }, request: { status: 'removed' } });
    });

    it('runs a delete racing a successful close without a deadlock: either the close or the delete wins cleanly', async () => {
      for (let round = 0; round < 5; round++) {
        const { fulfiller, requestId, id } = await fulfilment();
        const [del, close] = await Promise.all([
          admin.agent.delete(`/api/socketrelay/admin/requests/${requestId}`),
          fulfiller.agent.post(`/api/socketrelay/fulfillments/${id}/close`).send({ status: 'completed_success' }),
        ]);
        expect(del.status).toBe(200);
        // Either the close won (completed_success) or the delete did (cancelled); the close answers what is stored.
        expect(close.status).toBe(200);
        const [row] = await t.db.query('SELECT f.status, r.status AS request_status FROM socketrelay_fulfillments f JOIN socketrelay_requests r ON r.id = f.request_id WHERE f.id = $1', [id]);
        expect(['completed_success', 'cancelled']).toContain(row.status);
        expect(row).toEqual({ status: close.body.fulfillment.status, request_status: 'deleted' });
      }
    });

    it('runs a delete racing a fulfil without leaving an active fulfilment on a deleted request', async () => {
      for (let round = 0; round < 5; round++) {
        const [requester, helper] = [await member(), await member()];
        const requestId = await post(requester);
        await Promise.all([
          admin.agent.delete(`/api/socketrelay/admin/requests/${requestId}`),
          helper.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`),
        ]);
        const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM socketrelay_fulfillments WHERE request_id = $1 AND status = 'active'`, [requestId]);
        expect(n).toBe(0);
      }
    });
  });
});
