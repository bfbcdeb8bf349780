import { randomUUID } from 'node:crypto';
import { NOTIFICATION_KINDS, NotificationItem, NotificationPage, NotificationReadEvent } from '@pfe/contracts';
import { Socket } from 'socket.io-client';
import { connect, listen, partners, PROFILE } from './support/chat';
import { describeWithRedis } from './support/redis';
import { eventually } from './support/smtp';
import { SoftwareAuthenticator } from './support/software-authenticator';
import { Agent, createTestApp, PASSWORD, signUpAs, TestApp } from './support/test-app';

type Member = Awaited<ReturnType<typeof signUpAs>>;

const SR_PROFILE = { displayName: 'Notified', city: 'Austin', state: 'Texas', country: 'United States' };

async function page(agent: Agent, query = ''): Promise<NotificationPage> {
  return (await agent.get(`/api/notifications${query}`).expect(200)).body as NotificationPage;
}

async function kinds(agent: Agent): Promise<string[]> {
  return (await page(agent)).items.map((n) => n.kind);
}

/** Every `notification_read` event the socket receives from now on (the ids read). */
function collectRead(socket: Socket): string[][] {
  const seen: string[][] = [];
  socket.on('notification_read', (e: NotificationReadEvent) => seen.push(e.ids));
  return seen;
}

/** Every `notification` event the socket receives from now on. */
function collect(socket: Socket): NotificationItem[] {
  const seen: NotificationItem[] = [];
  socket.on('notification', (n: NotificationItem) => seen.push(n));
  return seen;
}

describe('Notifications (e2e)', () => {
  let t: TestApp;
  let base: string;
  let admin: Member;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ CHAT_MESSAGES_PER_MINUTE: '1000' });
    base = await listen(t);
    admin = await signUpAs(t, 'admin');
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await t.close();
  });

  async function socketOf(m: Member): Promise<Socket> {
    const s = await connect(base, m.cookie);
    sockets.push(s);
    return s;
  }

  async function socketRelayPair(): Promise<{ requester: Member; fulfiller: Member; requestId: string }> {
    const [requester, fulfiller] = [await signUpAs(t, 'member'), await signUpAs(t, 'member')];
    for (const m of [requester, fulfiller]) await m.agent.post('/api/socketrelay/profile').send(SR_PROFILE).expect(201);
    const requestId = (await requester.agent.post('/api/socketrelay/requests').send({ description: 'A winter coat' }).expect(201)).body.id as string;
    return { requester, fulfiller, requestId };
  }

  /** A LightHouse host and seeker with an accepted match: their conversation is open. */
  async function acceptedMatch(): Promise<{ host: Member; seeker: Member; match: { id: string } }> {
    const [host, seeker] = [await signUpAs(t, 'member'), await signUpAs(t, 'member')];
    await host.agent.post('/api/lighthouse/profile').send({ profileType: 'host', displayName: 'Host' }).expect(201);
    await seeker.agent.post('/api/lighthouse/profile').send({ profileType: 'seeker', displayName: 'Seeker' }).expect(201);
    const property = (await host.agent.post('/api/lighthouse/properties').send({ title: 'Room', description: 'A room', address: '1 A St', city: 'Albany', state: 'NY', zipCode: '12207' }).expect(201)).body;
    const match = (await seeker.agent.post('/api/lighthouse/matches').send({ propertyId: property.id }).expect(201)).body as { id: string };
    await host.agent.put(`/api/lighthouse/matches/${match.id}`).send({ status: 'accepted' }).expect(200);
    return { host, seeker, match };
  }

  describe('the list, the unread count and marking read', () => {
    it('lists a sign-in as a security notification naming the device only, newest first, with the unread count', async () => {
      const m = await signUpAs(t, 'member');
      await t.agent().post('/api/auth/login').set('User-Agent', 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0').send({ email: m.email, password: PASSWORD }).expect(200);
      await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(200);
      const body = await page(m.agent);
      expect(body.unreadCount).toBe(2);
      expect(body.unreadByApp).toEqual({ security: 2 });
      expect(body.unreadChats).toEqual({});
      expect(body.items).toHaveLength(2);
      expect(body.items[1]).toEqual({
        id: expect.any(String),
        kind: 'security.sign_in',
        app: 'security',
        objectId: null,
        data: { device: 'Firefox on Android' },
        count: 1,
        createdAt: expect.any(String),
        readAt: null,
      });
      expect(body.items[0].createdAt >= body.items[1].createdAt).toBe(true);
      // The cursor: the page before the newest holds the older one only.
      expect((await page(m.agent, `?before=${body.items[0].id}`)).items.map((n) => n.id)).toEqual([body.items[1].id]);
      expect((await page(m.agent, '?limit=1')).items).toHaveLength(1);
    });

    it('marks the named ones read, ignores another member’s ids, then all; refuses neither or both', async () => {
      const [m, other] = [await signUpAs(t, 'member'), await signUpAs(t, 'member')];
      for (const who of [m, m, m, other]) await t.agent().post('/api/auth/login').send({ email: who.email, password: PASSWORD }).expect(200);
      const mine = (await page(m.agent)).items;
      const theirs = (await page(other.agent)).items;
      const res = await m.agent.post('/api/notifications/read').send({ ids: [mine[0].id, theirs[0].id] }).expect(200);
      expect(res.body).toEqual({ unreadCount: 2, unreadByApp: { security: 2 }, unreadChats: {} });
      expect((await page(other.agent)).unreadCount).toBe(1);
      expect((await page(m.agent)).items.find((n) => n.id === mine[0].id)!.readAt).not.toBeNull();
      await m.agent.post('/api/notifications/read').send({}).expect(400);
      await m.agent.post('/api/notifications/read').send({ ids: [mine[1].id], all: true }).expect(400);
      await m.agent.post('/api/notifications/read').send({ all: false }).expect(400);
      await m.agent.post('/api/notifications/read').send({ ids: ['not-a-uuid'] }).expect(400);
      expect((await m.agent.post('/api/notifications/read').send({ all: true }).expect(200)).body).toEqual({ unreadCount: 0, unreadByApp: {}, unreadChats: {} });
    });

    it('is for signed-in callers only', async () => {
      await t.agent().get('/api/notifications').expect(401);
      await t.agent().post('/api/notifications/read').send({ all: true }).expect(401);
      await t.agent().get('/api/notifications/settings').expect(401);
    });
  });

  describe('settings', () => {
    it('lists a switch per kind; security is locked on in the app and emailed by default, nothing else is', async () => {
      const m = await signUpAs(t, 'member');
      const res = await m.agent.get('/api/notifications/settings').expect(200);
      expect(res.body.emailAvailable).toBe(false);
      expect(res.body.preferences.map((p: { kind: string }) => p.kind).sort()).toEqual([...NOTIFICATION_KINDS].sort());
      for (const p of res.body.preferences) {
        const security = p.kind.startsWith('security.');
        expect(p).toMatchObject({ inApp: true, email: security, locked: security });
      }
      await m.agent.put('/api/notifications/settings').send({ kind: 'security.sign_in', inApp: false, email: false }).expect(400);
      await m.agent.put('/api/notifications/settings').send({ kind: 'nope.kind', inApp: true, email: false }).expect(400);
      const off = await m.agent.put('/api/notifications/settings').send({ kind: 'security.sign_in', inApp: true, email: false }).expect(200);
      expect(off.body.preferences.find((p: { kind: string }) => p.kind === 'security.sign_in')).toMatchObject({ inApp: true, email: false });
    });

    it('writes nothing of a kind the member switched off', async () => {
      const { requester, fulfiller, requestId } = await socketRelayPair();
      await requester.agent.put('/api/notifications/settings').send({ kind: 'socketrelay.request_taken', inApp: false, email: false }).expect(200);
      await fulfiller.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(201);
      expect(await kinds(requester.agent)).not.toContain('socketrelay.request_taken');
    });
  });

  describe('account security kinds', () => {
    it('tells of a password change and a data export', async () => {
      const m = await signUpAs(t, 'member');
      await m.agent.put('/api/account/password').send({ currentPassword: PASSWORD, newPassword: 'another-long-password' }).expect(200);
      await m.agent.get('/api/account/export').expect(200);
      const items = (await page(m.agent)).items;
      expect(items.map((n) => n.kind)).toEqual(['security.data_export', 'security.password_changed']);
      expect(items[1].data).toEqual({ via: 'settings' });
    });

    it('tells of a passkey added and removed, and of a sign-in with a passkey', async () => {
      const m = await signUpAs(t, 'member');
      const authenticator = new SoftwareAuthenticator();
      const options = (await m.agent.post('/api/account/passkeys/registration-options').send({ password: PASSWORD }).expect(200)).body;
      const passkey = (await m.agent.post('/api/account/passkeys').send({ name: 'Phone', response: authenticator.register(options) }).expect(201)).body;
      const visitor = t.agent();
      const challenge = (await visitor.post('/api/auth/passkey/options').expect(200)).body;
      await visitor.post('/api/auth/passkey/verify').send({ response: authenticator.authenticate(challenge) }).expect(200);
      await m.agent.delete(`/api/account/passkeys/${passkey.id}`).expect(204);
      expect(await kinds(m.agent)).toEqual(['security.passkey_removed', 'security.sign_in', 'security.passkey_added']);
    });
  });

  describe('SocketRelay kinds', () => {
    it('tells the requester her request was taken and the other party the outcome of a close, live', async () => {
      const { requester, fulfiller, requestId } = await socketRelayPair();
      const live = collect(await socketOf(requester));
      const f = (await fulfiller.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(201)).body as { id: string };
      const taken = await eventually(() => live.find((n) => n.kind === 'socketrelay.request_taken'), 5000, 'the live notification');
      expect(taken).toMatchObject({ objectId: f.id, app: 'socketrelay', data: {} });
      await fulfiller.agent.post(`/api/socketrelay/fulfillments/${f.id}/close`).send({ status: 'completed_failure' }).expect(200);
      const closed = (await page(requester.agent)).items.find((n) => n.kind === 'socketrelay.fulfillment_closed');
      expect(closed).toMatchObject({ objectId: f.id, data: { outcome: 'completed_failure' } });
      // The closer is not told of her own close.
      expect(await kinds(fulfiller.agent)).not.toContain('socketrelay.fulfillment_closed');
    });

    it('writes nothing when the fulfil rolls back (a notification exists iff its cause committed), and sends nothing live', async () => {
      const { requester, fulfiller, requestId } = await socketRelayPair();
      const live = collect(await socketOf(requester));
      // A check that fails only at commit: the notification was written inside the transaction, then all of it rolls back.
      await t.db.query(`CREATE OR REPLACE FUNCTION refuse_fulfilment() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$`);
      await t.db.query(
        `CREATE CONSTRAINT TRIGGER refuse_fulfilment AFTER INSERT ON socketrelay_fulfillments DEFERRABLE INITIALLY DEFERRED
         FOR EACH ROW WHEN (NEW.request_id = '${requestId}') EXECUTE FUNCTION refuse_fulfilment()`,
      );
      try {
        const res = await fulfiller.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`);
        expect(res.status).toBeGreaterThanOrEqual(500);
      } finally {
        await t.db.query(`DROP TRIGGER refuse_fulfilment ON socketrelay_fulfillments`);
      }
      expect(await t.db.query(`SELECT 1 FROM socketrelay_fulfillments WHERE request_id = $1`, [requestId])).toHaveLength(0);
      expect(await t.db.query(`SELECT 1 FROM notifications WHERE user_id = $1 AND kind = 'socketrelay.request_taken'`, [requester.user.id])).toHaveLength(0);
      // Then a committed one arrives, and it is the only one the socket heard.
      const f = (await fulfiller.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(201)).body as { id: string };
      await eventually(() => live.some((n) => n.objectId === f.id), 5000, 'the committed notification');
      expect(live.filter((n) => n.kind === 'socketrelay.request_taken')).toHaveLength(1);
    });

    it('reminds the author once, the day before an open request expires', async () => {
      const { requester, requestId } = await socketRelayPair();
      await t.db.query(`UPDATE socketrelay_requests SET expires_at = now() + interval '20 hours' WHERE id = $1`, [requestId]);
      const jobs = t.app.get((await import('../src/modules/socketrelay/socketrelay.jobs')).SocketRelayJobs);
      await jobs.remindExpiring();
      await jobs.remindExpiring();
      const reminders = (await page(requester.agent)).items.filter((n) => n.kind === 'socketrelay.request_expiring');
      expect(reminders).toHaveLength(1);
      expect(reminders[0].objectId).toBe(requestId);
    });
  });

  describe('chat unread', () => {
    it('keeps one unread notification per conversation, counting messages, until it is read', async () => {
      const { a, b, id } = await partners(t, admin);
      const live = collect(await socketOf(b));
      for (const content of ['one', 'two', 'three']) await a.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content }).expect(201);
      const unread = (await page(b.agent)).items.filter((n) => n.kind === 'supportmatch.chat_unread');
      expect(unread).toHaveLength(1);
      expect(unread[0]).toMatchObject({ objectId: id, count: 3, data: {} });
      expect(JSON.stringify(await page(b.agent))).not.toContain('three');
      // Each message delivers the one notification again with its new count (the conversation's badge counts live).
      await eventually(() => live.some((n) => n.kind === 'supportmatch.chat_unread' && n.count === 3), 5000, 'the live unread count');
      const delivered = live.filter((n) => n.kind === 'supportmatch.chat_unread');
      expect(new Set(delivered.map((n) => n.id))).toEqual(new Set([unread[0].id]));
      expect(delivered.map((n) => n.count).sort()).toEqual([1, 2, 3]);
      // The sender is not told of her own messages.
      expect(await kinds(a.agent)).not.toContain('supportmatch.chat_unread');
      await b.agent.post('/api/notifications/read').send({ ids: [unread[0].id] }).expect(200);
      await a.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content: 'four' }).expect(201);
      const after = (await page(b.agent)).items.filter((n) => n.kind === 'supportmatch.chat_unread');
      expect(after).toHaveLength(2);
      expect(after[0]).toMatchObject({ count: 1, readAt: null });
    });
  });

  describe('unread badges: per app and per conversation', () => {
    it('counts unread messages per conversation and per app, and opening the conversation reads it on the server, telling every socket of hers', async () => {
      const { a, b, id } = await partners(t, admin);
      const { requester, fulfiller, requestId } = await socketRelayPair();
      const f = (await fulfiller.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(201)).body as { id: string };
      for (const content of ['one', 'two']) await a.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content }).expect(201);
      const before = await page(b.agent);
      expect(before.unreadChats).toEqual({ [id]: 2 });
      expect(before.unreadByApp.supportmatch).toBe(before.items.filter((n) => n.app === 'supportmatch' && !n.readAt).length);
      // Another member's conversations never show in hers.
      await fulfiller.agent.post(`/api/socketrelay/fulfillments/${f.id}/messages`).send({ clientId: randomUUID(), content: 'hello' }).expect(201);
      expect((await page(requester.agent)).unreadChats).toEqual({ [f.id]: 1 });
      expect((await page(b.agent)).unreadChats).toEqual({ [id]: 2 });

      const [phone, laptop] = [collectRead(await socketOf(b)), collectRead(await socketOf(b))];
      const otherSocket = collectRead(await socketOf(a));
      // Opening it: its newest messages.
      const newest = (await b.agent.get(`/api/supportmatch/messages/${id}`).expect(200)).body as { id: string; content: string }[];
      const unreadId = before.items.find((n) => n.kind === 'supportmatch.chat_unread')!.id;
      expect(newest.map((m) => m.content)).toEqual(['one', 'two']);
      const after = await page(b.agent);
      expect(after.unreadChats).toEqual({});
      expect(after.items.find((n) => n.id === unreadId)!.readAt).not.toBeNull();
      expect(after.unreadCount).toBe(before.unreadCount - 1);
      await eventually(() => phone.length === 1 && laptop.length === 1, 5000, 'both sockets told of the read');
      expect(phone[0]).toEqual([unreadId]);
      expect(otherSocket).toEqual([]);

      // Reading it again tells nothing (nothing was unread); the next message counts from one.
      await b.agent.get(`/api/supportmatch/messages/${id}`).expect(200);
      await a.agent.post('/api/supportmatch/messages').send({ clientId: randomUUID(), partnershipId: id, content: 'three' }).expect(201);
      expect((await page(b.agent)).unreadChats).toEqual({ [id]: 1 });
      // An older page is not opening it (scrolling back through the history reads nothing new).
      await b.agent.get(`/api/supportmatch/messages/${id}?before=${newest[1].id}`).expect(200);
      expect((await page(b.agent)).unreadChats).toEqual({ [id]: 1 });
      expect(phone).toHaveLength(1);
      // The sender reading her own conversation reads nothing of the recipient's.
      await a.agent.get(`/api/supportmatch/messages/${id}`).expect(200);
      expect((await page(b.agent)).unreadChats).toEqual({ [id]: 1 });
      // Marking read through the list tells her sockets too (another tab's badges clear).
      const rest = (await page(b.agent)).items.filter((n) => !n.readAt).map((n) => n.id);
      await b.agent.post('/api/notifications/read').send({ all: true }).expect(200);
      await eventually(() => phone.length === 2 && laptop.length === 2, 5000, 'both sockets told of the second read');
      expect(new Set(phone[1])).toEqual(new Set(rest));
    }, 60_000);

    it('reads a SocketRelay and a LightHouse conversation on opening, and only for the member who opened it', async () => {
      const { requester, fulfiller, requestId } = await socketRelayPair();
      const f = (await fulfiller.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(201)).body as { id: string };
      await fulfiller.agent.post(`/api/socketrelay/fulfillments/${f.id}/messages`).send({ clientId: randomUUID(), content: 'a' }).expect(201);
      await requester.agent.post(`/api/socketrelay/fulfillments/${f.id}/messages`).send({ clientId: randomUUID(), content: 'b' }).expect(201);
      expect((await page(fulfiller.agent)).unreadChats).toEqual({ [f.id]: 1 });
      await requester.agent.get(`/api/socketrelay/fulfillments/${f.id}/messages`).expect(200);
      expect((await page(requester.agent)).unreadChats).toEqual({});
      expect((await page(fulfiller.agent)).unreadChats).toEqual({ [f.id]: 1 });
      // A stranger asking for the conversation is a 404 and reads nothing.
      const stranger = await signUpAs(t, 'member');
      await stranger.agent.post('/api/socketrelay/profile').send(SR_PROFILE).expect(201);
      await stranger.agent.get(`/api/socketrelay/fulfillments/${f.id}/messages`).expect(404);
      expect((await page(fulfiller.agent)).unreadChats).toEqual({ [f.id]: 1 });

      const { host, seeker, match } = await acceptedMatch();
      for (const content of ['Welcome', 'Call me']) await host.agent.post(`/api/lighthouse/matches/${match.id}/messages`).send({ clientId: randomUUID(), content }).expect(201);
      const unread = await page(seeker.agent);
      expect(unread.unreadChats).toEqual({ [match.id]: 2 });
      expect(unread.unreadByApp.lighthouse).toBe(unread.items.filter((n) => n.app === 'lighthouse' && !n.readAt).length);
      await seeker.agent.get(`/api/lighthouse/matches/${match.id}/messages`).expect(200);
      const read = await page(seeker.agent);
      expect(read.unreadChats).toEqual({});
      expect(read.unreadByApp.lighthouse).toBe(unread.unreadByApp.lighthouse! - 1);
    }, 60_000);
  });

  describe('chat unread in every app', () => {
    it('counts SocketRelay and LightHouse messages per conversation too', async () => {
      const { requester, fulfiller, requestId } = await socketRelayPair();
      const f = (await fulfiller.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(201)).body as { id: string };
      for (const content of ['a', 'b']) await fulfiller.agent.post(`/api/socketrelay/fulfillments/${f.id}/messages`).send({ clientId: randomUUID(), content }).expect(201);
      expect((await page(requester.agent)).items.filter((n) => n.kind === 'socketrelay.chat_unread')).toEqual([expect.objectContaining({ objectId: f.id, count: 2 })]);

      const { host, seeker, match } = await acceptedMatch();
      await host.agent.post(`/api/lighthouse/matches/${match.id}/messages`).send({ clientId: randomUUID(), content: 'Welcome' }).expect(201);
      expect((await page(seeker.agent)).items.filter((n) => n.kind === 'lighthouse.chat_unread')).toEqual([expect.objectContaining({ objectId: match.id, count: 1 })]);
    });
  });

  describe('announcements in every app', () => {
    it('tells LightHouse, SocketRelay and SleepStories users of their app’s new announcements', async () => {
      const [lighthouse, socketrelay, listener] = [await signUpAs(t, 'member'), await signUpAs(t, 'member'), await signUpAs(t, 'member')];
      await lighthouse.agent.post('/api/lighthouse/profile').send({ profileType: 'seeker', displayName: 'Seeker' }).expect(201);
      await socketrelay.agent.post('/api/socketrelay/profile').send(SR_PROFILE).expect(201);
      const story = (await admin.agent.post('/api/sleepstories/admin').send({ title: 'Calm', description: 'A calm story', duration: 60, wistiaMediaId: 'calm01' }).expect(201)).body;
      await listener.agent.put(`/api/sleepstories/${story.id}/progress`).send({ positionSeconds: 5 }).expect(200);
      for (const [app, member] of [['lighthouse', lighthouse], ['socketrelay', socketrelay], ['sleepstories', listener]] as const) {
        const a = (await admin.agent.post(`/api/${app}/admin/announcements`).send({ title: 'News', content: 'Words' }).expect(201)).body;
        const mine = (await page(member.agent)).items.filter((n) => n.kind === `${app}.announcement`);
        expect(mine.map((n) => n.objectId)).toEqual([a.id]);
      }
      expect((await kinds(lighthouse.agent)).filter((k) => k.endsWith('.announcement'))).toEqual(['lighthouse.announcement']);
    });
  });

  describe('SupportMatch kinds', () => {
    it('tells both members of a new partnership after a run, and of its end', async () => {
      const { a, b, id } = await partners(t, admin);
      for (const m of [a, b]) expect((await page(m.agent)).items.find((n) => n.kind === 'supportmatch.partnership_started')?.objectId).toBe(id);
      await admin.agent.put(`/api/supportmatch/admin/partnerships/${id}/status`).send({ status: 'ended' }).expect(200);
      for (const m of [a, b]) expect((await page(m.agent)).items.find((n) => n.kind === 'supportmatch.partnership_ended')?.objectId).toBe(id);
    });

    it('tells members who use the app of a new announcement, and no one else', async () => {
      const [user, bystander] = [await signUpAs(t, 'member'), await signUpAs(t, 'member')];
      await user.agent.post('/api/supportmatch/profile').send(PROFILE).expect(201);
      const a = (await admin.agent.post('/api/supportmatch/admin/announcements').send({ title: 'New', content: 'Secret text' }).expect(201)).body as { id: string };
      const n = (await page(user.agent)).items.find((i) => i.kind === 'supportmatch.announcement');
      expect(n).toMatchObject({ objectId: a.id, data: {} });
      expect(await kinds(bystander.agent)).not.toContain('supportmatch.announcement');
    });
  });

  describe('LightHouse kinds', () => {
    it('tells the host of a new request and the seeker of the answer', async () => {
      const [host, seeker, seeker2] = [await signUpAs(t, 'member'), await signUpAs(t, 'member'), await signUpAs(t, 'member')];
      await host.agent.post('/api/lighthouse/profile').send({ profileType: 'host', displayName: 'Host' }).expect(201);
      for (const s of [seeker, seeker2]) await s.agent.post('/api/lighthouse/profile').send({ profileType: 'seeker', displayName: 'Seeker' }).expect(201);
      const property = (
        await host.agent
          .post('/api/lighthouse/properties')
          .send({ title: 'Room', description: 'A room', address: '1 Secret St', city: 'Albany', state: 'NY', zipCode: '12207', maxOccupants: 2 })
          .expect(201)
      ).body as { id: string };
      const m1 = (await seeker.agent.post('/api/lighthouse/matches').send({ propertyId: property.id, message: 'Private words' }).expect(201)).body as { id: string };
      const m2 = (await seeker2.agent.post('/api/lighthouse/matches').send({ propertyId: property.id }).expect(201)).body as { id: string };
      const hostItems = (await page(host.agent)).items.filter((n) => n.kind === 'lighthouse.match_requested');
      expect(hostItems.map((n) => n.objectId).sort()).toEqual([m1.id, m2.id].sort());
      expect(JSON.stringify(await page(host.agent))).not.toMatch(/Private words|Secret St/);
      await host.agent.put(`/api/lighthouse/matches/${m1.id}`).send({ status: 'accepted' }).expect(200);
      await host.agent.put(`/api/lighthouse/matches/${m2.id}`).send({ status: 'rejected' }).expect(200);
      expect((await page(seeker.agent)).items.find((n) => n.kind === 'lighthouse.match_accepted')?.objectId).toBe(m1.id);
      expect((await page(seeker2.agent)).items.find((n) => n.kind === 'lighthouse.match_rejected')?.objectId).toBe(m2.id);
    });
  });

  describe('blocks', () => {
    it('leaves the blocked member’s notifications as they were, and a cancel by block reads like a cancel (issue 27)', async () => {
      // M posts two requests; F takes both (two "taken"), cancels the first (one "closed") and writes in the second (one unread chat).
      const { requester: m, fulfiller: f, requestId: first } = await socketRelayPair();
      const second = (await m.agent.post('/api/socketrelay/requests').send({ description: 'A pair of boots' }).expect(201)).body.id as string;
      const f1 = (await f.agent.post(`/api/socketrelay/requests/${first}/fulfill`).expect(201)).body.id as string;
      const f2 = (await f.agent.post(`/api/socketrelay/requests/${second}/fulfill`).expect(201)).body.id as string;
      await f.agent.post(`/api/socketrelay/fulfillments/${f1}/close`).send({ status: 'cancelled' }).expect(200);
      await f.agent.post(`/api/socketrelay/fulfillments/${f2}/messages`).send({ clientId: randomUUID(), content: 'On my way' }).expect(201);
      const before = await page(m.agent);
      const fromF = before.items.filter((n) => n.kind.startsWith('socketrelay.'));
      expect(fromF.map((n) => n.kind).sort()).toEqual(['socketrelay.chat_unread', 'socketrelay.fulfillment_closed', 'socketrelay.request_taken', 'socketrelay.request_taken']);
      expect(fromF.every((n) => n.readAt === null)).toBe(true);
      const cancelled = fromF.find((n) => n.kind === 'socketrelay.fulfillment_closed')!;

      await f.agent.post('/api/blocks').send({ userId: m.user.id }).expect(201);

      const after = await page(m.agent);
      // Everything F's actions gave her is still there, unchanged, and still unread.
      for (const n of before.items) expect(after.items).toContainEqual(n);
      // The block cancelled the second fulfilment: she is told exactly as the first cancel told her.
      const added = after.items.filter((n) => !before.items.some((b) => b.id === n.id));
      expect(added).toHaveLength(1);
      const { id: _a, objectId: addedObject, createdAt: _ac, ...addedRest } = added[0];
      const { id: _c, objectId: _co, createdAt: _cc, ...cancelRest } = cancelled;
      expect(addedRest).toEqual(cancelRest);
      expect(addedObject).toBe(f2);
      expect(after.unreadCount).toBe(before.unreadCount + 1);
      // And the fulfilment reads as one she closed by Cancel would.
      const detail = (await m.agent.get(`/api/socketrelay/fulfillments/${f2}`).expect(200)).body;
      const normal = (await m.agent.get(`/api/socketrelay/fulfillments/${f1}`).expect(200)).body;
      expect(detail.fulfillment.status).toBe(normal.fulfillment.status);
      // Nothing new reaches her from F after the block.
      const service = t.app.get((await import('../src/modules/notifications/notifications.service')).NotificationsService);
      expect(await t.db.transaction((tx) => service.notify(tx, m.user.id, 'socketrelay.request_taken', { actorId: f.user.id }))).toBe(0);
    });

    it('silences every notification between two members, both ways, and removes from the blocker’s list what the blocked member caused', async () => {
      const { requester, fulfiller, requestId } = await socketRelayPair();
      await fulfiller.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(201);
      expect(await kinds(requester.agent)).toContain('socketrelay.request_taken');
      await requester.agent.post('/api/blocks').send({ userId: fulfiller.user.id }).expect(201);
      expect(await kinds(requester.agent)).not.toContain('socketrelay.request_taken');
      // The other way: the blocked member's new request, taken by the blocker, is not even reachable; a direct notify is refused by the seam.
      const service = t.app.get((await import('../src/modules/notifications/notifications.service')).NotificationsService);
      const written = await t.db.transaction(async (tx) => [
        await service.notify(tx, fulfiller.user.id, 'socketrelay.request_taken', { actorId: requester.user.id }),
        await service.notify(tx, requester.user.id, 'socketrelay.request_taken', { actorId: fulfiller.user.id }),
      ]);
      expect(written).toEqual([0, 0]);
    });
  });

  describe('erasure and export', () => {
    it('exports the member’s notifications and deletes them with the account', async () => {
      const m = await signUpAs(t, 'member');
      await t.agent().post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(200);
      const exported = (await m.agent.get('/api/account/export').expect(200)).body;
      expect(exported.sections.notifications.notifications.map((n: { kind: string }) => n.kind)).toContain('security.sign_in');
      await m.agent.delete('/api/account').send({ password: PASSWORD }).expect(204);
      expect(await t.db.query(`SELECT 1 FROM notifications WHERE user_id = $1`, [m.user.id])).toHaveLength(0);
    });
  });
});

describeWithRedis('Notifications across two app instances through Redis (e2e)', (redisUrl) => {
  it('delivers a notification caused on one instance to the member’s socket on the other', async () => {
    const one = await createTestApp({ REDIS_URL: redisUrl });
    const two = await createTestApp({ REDIS_URL: redisUrl });
    let socket: Socket | undefined;
    try {
      const baseTwo = (await listen(one), await listen(two));
      const [requester, fulfiller] = [await signUpAs(one, 'member'), await signUpAs(one, 'member')];
      for (const m of [requester, fulfiller]) await m.agent.post('/api/socketrelay/profile').send(SR_PROFILE).expect(201);
      const requestId = (await requester.agent.post('/api/socketrelay/requests').send({ description: 'Across nodes' }).expect(201)).body.id;
      socket = await connect(baseTwo, requester.cookie);
      const live = collect(socket);
      await fulfiller.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(201);
      const n = await eventually(() => live.find((x) => x.kind === 'socketrelay.request_taken'), 5000, 'the notification on the other node');
      expect(n.app).toBe('socketrelay');
    } finally {
      socket?.close();
      await one.close();
      await two.close();
    }
  });
});
