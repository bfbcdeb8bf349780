import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { Clock } from '../src/common/clock/clock';
import { IdempotencyStore } from '../src/common/idempotency/idempotency.store';
import { HOST_PROFILE, PROPERTY, SEEKER_PROFILE } from './support/lighthouse';
import { SoftwareAuthenticator } from './support/software-authenticator';
import { STORY } from './support/sleepstories';
import { createTestApp, Member, PASSWORD, signUpAs, TestApp } from './support/test-app';

/**
 * Issue 28: every create honours `Idempotency-Key` (ARCHITECTURE.md, Idempotency). Races fire
 * PARALLEL requests with one key and count rows: one intent, one object, one answer.
 */
const PARALLEL = 10;
const RELAY_PROFILE = { displayName: 'Sam R', city: 'Austin', state: 'Texas', country: 'United States' };
const SM_PROFILE = { nickname: 'Robin', gender: 'female', genderPreference: 'any', country: 'United States', timezone: 'America/New_York', timezonePreference: 'same_timezone' };
const HOUR = 60 * 60 * 1000;

describe('Idempotency-Key (e2e)', () => {
  let t: TestApp;
  let admin: Member;
  const mediaDir = mkdtempSync(join(tmpdir(), 'pfe-media-idem-'));

  beforeAll(async () => {
    t = await createTestApp({ CHAT_MESSAGES_PER_MINUTE: '1000', MEDIA_DIR: mediaDir });
    admin = await signUpAs(t, 'admin');
  });
  afterEach(() => t.app.get(Clock).set(undefined));
  afterAll(async () => {
    await t.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const count = async (sql: string, params: unknown[]) => ((await t.db.query(sql, params)) as { n: number }[])[0].n;

  async function relayMember(): Promise<Member> {
    const m = await signUpAs(t, 'member');
    await m.agent.post('/api/socketrelay/profile').send(RELAY_PROFILE).expect(201);
    return m;
  }

  /** PARALLEL copies of one request with one key, all at once. */
  function burst(m: Member, path: string, body: object, key: string): Promise<Response[]> {
    return Promise.all(Array.from({ length: PARALLEL }, () => m.agent.post(path).set('Idempotency-Key', key).send(body)));
  }

  /** One of them ran, the others replayed its answer: same status and body, `Idempotent-Replayed: true`. */
  function expectOneAnswer(answers: Response[], status: number): void {
    expect(answers.map((r) => r.status)).toEqual(Array(PARALLEL).fill(status));
    for (const r of answers) expect(r.body).toEqual(answers[0].body);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(PARALLEL - 1);
  }

  describe('concurrent requests with one key create once', () => {
    it('a SocketRelay request', async () => {
      const m = await relayMember();
      const answers = await burst(m, '/api/socketrelay/requests', { description: 'Need a ride to the clinic on Tuesday' }, randomUUID());
      expectOneAnswer(answers, 201);
      expect(await count(`SELECT count(*)::int AS n FROM socketrelay_requests WHERE user_id = $1`, [m.user.id])).toBe(1);
    });

    it('a SocketRelay fulfillment (and one notification to the requester)', async () => {
      const [requester, helper] = [await relayMember(), await relayMember()];
      const requestId = (await requester.agent.post('/api/socketrelay/requests').send({ description: 'Need a ride to the clinic on Tuesday' }).expect(201)).body.id as string;
      const answers = await burst(helper, `/api/socketrelay/requests/${requestId}/fulfill`, {}, randomUUID());
      expectOneAnswer(answers, 201);
      expect(await count(`SELECT count(*)::int AS n FROM socketrelay_fulfillments WHERE request_id = $1`, [requestId])).toBe(1);
      expect(await count(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1`, [requester.user.id])).toBe(1);
    });

    it('a SupportMatch profile (the second tap is the first answer, not "You already have a SupportMatch profile")', async () => {
      const m = await signUpAs(t, 'member');
      const answers = await burst(m, '/api/supportmatch/profile', SM_PROFILE, randomUUID());
      expectOneAnswer(answers, 201);
      expect(answers[0].body).toMatchObject({ nickname: 'Robin' });
      expect(await count(`SELECT count(*)::int AS n FROM supportmatch_profiles WHERE user_id = $1`, [m.user.id])).toBe(1);
    });

    it('an invite code, a payment and a pricing tier in the console', async () => {
      const payee = await signUpAs(t, 'member');
      const inviteKey = randomUUID();
      expectOneAnswer(await burst(admin, '/api/admin/invites', { maxUses: 3 }, inviteKey), 201);
      expect(await count(`SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status = 201`, [admin.user.id, inviteKey])).toBe(1);
      const invites = await count(`SELECT count(*)::int AS n FROM invite_codes WHERE created_by = $1`, [admin.user.id]);
      expect(invites).toBe(1);

      const payment = { userId: payee.user.id, amount: '1.00', paymentDate: new Date().toISOString() };
      expectOneAnswer(await burst(admin, '/api/admin/payments', payment, randomUUID()), 201);
      expect(await count(`SELECT count(*)::int AS n FROM payments WHERE user_id = $1`, [payee.user.id])).toBe(1);

      const tiers = await count(`SELECT count(*)::int AS n FROM pricing_tiers`, []);
      expectOneAnswer(await burst(admin, '/api/admin/pricing-tiers', { amount: '4.25', effectiveDate: '2031-01-01', isCurrentTier: false }, randomUUID()), 201);
      expect(await count(`SELECT count(*)::int AS n FROM pricing_tiers`, [])).toBe(tiers + 1);
    });

    it('a LightHouse listing and a photo upload (multipart: replayed without reading the body again)', async () => {
      const host = await signUpAs(t, 'member');
      await host.agent.post('/api/lighthouse/profile').send(HOST_PROFILE).expect(201);
      const answers = await burst(host, '/api/lighthouse/properties', PROPERTY, randomUUID());
      expectOneAnswer(answers, 201);
      expect(await count(`SELECT count(*)::int AS n FROM lighthouse_properties WHERE host_id = $1`, [host.user.id])).toBe(1);

      const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#4a8' } }).png().toBuffer();
      const key = randomUUID();
      const url = `/api/lighthouse/properties/${answers[0].body.id}/photos`;
      const uploads = await Promise.all(
        Array.from({ length: 5 }, () => host.agent.post(url).set('Sec-Fetch-Site', 'same-origin').set('Idempotency-Key', key).attach('file', photo, { filename: 'room.png', contentType: 'image/png' })),
      );
      expect(uploads.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect(uploads.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
      for (const r of uploads) expect(r.body).toEqual(uploads[0].body);
      expect(await count(`SELECT count(*)::int AS n FROM lighthouse_property_photos WHERE property_id = $1`, [answers[0].body.id])).toBe(1);
    });

    it('a LightHouse match request (one request to the host, one notification)', async () => {
      const [host, seeker] = [await signUpAs(t, 'member'), await signUpAs(t, 'member')];
      await host.agent.post('/api/lighthouse/profile').send(HOST_PROFILE).expect(201);
      await seeker.agent.post('/api/lighthouse/profile').send(SEEKER_PROFILE).expect(201);
      const propertyId = (await host.agent.post('/api/lighthouse/properties').send(PROPERTY).expect(201)).body.id as string;
      const notified = await count(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1`, [host.user.id]);
      expectOneAnswer(await burst(seeker, '/api/lighthouse/matches', { propertyId, message: 'Hello, is it free?' }, randomUUID()), 201);
      expect((await seeker.agent.get('/api/lighthouse/matches').expect(200)).body).toHaveLength(1);
      expect(await count(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1`, [host.user.id])).toBe(notified + 1);
    });

    it('a block', async () => {
      const [m, other] = [await signUpAs(t, 'member'), await signUpAs(t, 'member')];
      const answers = await burst(m, '/api/blocks', { userId: other.user.id }, randomUUID());
      expectOneAnswer(answers, 201);
      expect((await m.agent.get('/api/blocks').expect(200)).body).toHaveLength(1);
    });

    it('a passkey (one WebAuthn answer, one passkey)', async () => {
      const m = await signUpAs(t, 'member');
      const options = (await m.agent.post('/api/account/passkeys/registration-options').send({ password: PASSWORD }).expect(200)).body;
      const answers = await burst(m, '/api/account/passkeys', { name: 'Phone', response: new SoftwareAuthenticator().register(options) }, randomUUID());
      expectOneAnswer(answers, 201);
      expect((await m.agent.get('/api/account/passkeys').expect(200)).body).toHaveLength(1);
    });

    it('an announcement of each app, a sleep story and a moderation warning in the console', async () => {
      for (const app of ['supportmatch', 'lighthouse', 'socketrelay', 'sleepstories']) {
        const title = `Once in ${app} ${randomUUID()}`;
        expectOneAnswer(await burst(admin, `/api/${app}/admin/announcements`, { title, content: 'Said once.', type: 'info', isActive: true }, randomUUID()), 201);
        const listed = (await admin.agent.get(`/api/${app}/admin/announcements`).expect(200)).body as { title: string }[];
        expect(listed.filter((a) => a.title === title), app).toHaveLength(1);
      }

      const title = `Once upon a time ${randomUUID()}`;
      expectOneAnswer(await burst(admin, '/api/sleepstories/admin', { ...STORY, title }, randomUUID()), 201);
      expect(((await admin.agent.get('/api/sleepstories/admin').expect(200)).body as { title: string }[]).filter((s) => s.title === title)).toHaveLength(1);

      const member = await signUpAs(t, 'member');
      expectOneAnswer(await burst(admin, '/api/moderation/actions', { userId: member.user.id, action: 'warn', reason: 'Pressed twice' }, randomUUID()), 201);
      expect(((await admin.agent.get(`/api/moderation/members/${member.user.id}`).expect(200)).body as { history: unknown[] }).history).toHaveLength(1);
    });

    it('a REST chat message sent without clientId', async () => {
      const [requester, helper] = [await relayMember(), await relayMember()];
      const requestId = (await requester.agent.post('/api/socketrelay/requests').send({ description: 'Need a ride to the clinic on Tuesday' }).expect(201)).body.id as string;
      const id = (await helper.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(201)).body.id as string;
      expectOneAnswer(await burst(requester, `/api/socketrelay/fulfillments/${id}/messages`, { content: 'On my way' }, randomUUID()), 201);
      expect(await count(`SELECT count(*)::int AS n FROM socketrelay_messages WHERE fulfillment_id = $1`, [id])).toBe(1);
    });
  });

  it('answers a later request with the same key and body again, with Idempotent-Replayed, and creates nothing', async () => {
    const m = await relayMember();
    const key = 'intent-' + randomUUID();
    const first = await m.agent.post('/api/socketrelay/requests').set('Idempotency-Key', key).send({ description: 'Groceries on Friday please' }).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same body with its keys in another order is the same request.
    const again = await m.agent.post('/api/socketrelay/requests').set('Idempotency-Key', key).send({ description: 'Groceries on Friday please' }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count(`SELECT count(*)::int AS n FROM socketrelay_requests WHERE user_id = $1`, [m.user.id])).toBe(1);
  });

  it('refuses the same key with another body with 422 idempotency.keyReused, creating nothing', async () => {
    const m = await relayMember();
    const key = randomUUID();
    await m.agent.post('/api/socketrelay/requests').set('Idempotency-Key', key).send({ description: 'Groceries on Friday please' }).expect(201);
    const other = await m.agent.post('/api/socketrelay/requests').set('Idempotency-Key', key).send({ description: 'Something else entirely' }).expect(422);
    expect(other.body).toMatchObject({ statusCode: 422, code: 'idempotency.keyReused', message: 'This Idempotency-Key was already used for another request' });
    // Another route with the key is another request too.
    await m.agent.post('/api/blocks').set('Idempotency-Key', key).send({ userId: admin.user.id }).expect(422);
    expect(await count(`SELECT count(*)::int AS n FROM socketrelay_requests WHERE user_id = $1`, [m.user.id])).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM blocks WHERE user_id = $1`, [m.user.id])).toBe(0);
  });

  it('refuses a key that is not 1-255 visible ASCII characters with a 400 that writes nothing', async () => {
    const m = await relayMember();
    for (const bad of ['', 'x'.repeat(256), 'clé', 'two words', 'tab\tinside', 'one, two']) {
      const res = await m.agent.post('/api/socketrelay/requests').set('Idempotency-Key', bad).send({ description: 'Groceries on Friday please' });
      expect([JSON.stringify(bad).slice(0, 20), res.status, res.body.code, res.body.message]).toEqual([
        JSON.stringify(bad).slice(0, 20),
        400,
        'idempotency.badKey',
        'Idempotency-Key must be 1 to 255 visible ASCII characters',
      ]);
    }
    expect(await count(`SELECT count(*)::int AS n FROM socketrelay_requests WHERE user_id = $1`, [m.user.id])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1`, [m.user.id])).toBe(0);
    await m.agent.post('/api/socketrelay/requests').set('Idempotency-Key', '~'.repeat(255)).send({ description: 'Groceries on Friday please' }).expect(201);
  });

  it('leaves routes that are not @Idempotent() alone: the header is neither read nor kept (the interceptor is attached to the marked routes only)', async () => {
    const m = await relayMember();
    // A read with a key (even one the marked routes refuse) answers as without it, twice alike, and keeps nothing.
    for (const key of ['two words', 'read-' + randomUUID()]) {
      const first = await m.agent.get('/api/socketrelay/requests').set('Idempotency-Key', key).expect(200);
      const again = await m.agent.get('/api/socketrelay/requests').set('Idempotency-Key', key).expect(200);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(again.body).toEqual(first.body);
    }
    expect(await count(`SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1`, [m.user.id])).toBe(0);
  });

  it('keeps keys per member: another member with the same key creates her own', async () => {
    const [a, b] = [await relayMember(), await relayMember()];
    const key = 'shared-key';
    const body = { description: 'Groceries on Friday please' };
    const [ra, rb] = await Promise.all([a, b].map((m) => m.agent.post('/api/socketrelay/requests').set('Idempotency-Key', key).send(body)));
    expect([ra.status, rb.status]).toEqual([201, 201]);
    expect(ra.body.id).not.toBe(rb.body.id);
    expect([ra.headers['idempotent-replayed'], rb.headers['idempotent-replayed']]).toEqual([undefined, undefined]);
  });

  it('does not keep an error as the answer: a retry after a 400 runs again', async () => {
    const m = await relayMember();
    const key = randomUUID();
    await m.agent.post('/api/socketrelay/requests').set('Idempotency-Key', key).send({ description: '' }).expect(400);
    expect(await count(`SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1`, [m.user.id])).toBe(0);
    // A corrected body under the same key (the same intent, retried) is accepted.
    await m.agent.post('/api/socketrelay/requests').set('Idempotency-Key', key).send({ description: 'Groceries on Friday please' }).expect(201);
  });

  it('forgets a key after 24 h, and the sweep removes it', async () => {
    const m = await relayMember();
    const key = randomUUID();
    const body = { description: 'Groceries on Friday please' };
    await m.agent.post('/api/socketrelay/requests').set('Idempotency-Key', key).send(body).expect(201);
    t.app.get(Clock).set(new Date(Date.now() + 23 * HOUR));
    expect((await m.agent.post('/api/socketrelay/requests').set('Idempotency-Key', key).send(body).expect(201)).headers['idempotent-replayed']).toBe('true');
    t.app.get(Clock).set(new Date(Date.now() + 25 * HOUR));
    expect((await m.agent.post('/api/socketrelay/requests').set('Idempotency-Key', key).send(body).expect(201)).headers['idempotent-replayed']).toBeUndefined();
    expect(await count(`SELECT count(*)::int AS n FROM socketrelay_requests WHERE user_id = $1`, [m.user.id])).toBe(2);

    t.app.get(Clock).set(new Date(Date.now() + 50 * HOUR));
    expect(await t.app.get(IdempotencyStore).sweep()).toBeGreaterThanOrEqual(1);
    expect(await count(`SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1`, [m.user.id])).toBe(0);
  });

  it('accepts a REST chat send without clientId (the server makes one); two such sends are two messages', async () => {
    const [requester, helper] = [await relayMember(), await relayMember()];
    const requestId = (await requester.agent.post('/api/socketrelay/requests').send({ description: 'Need a ride to the clinic on Tuesday' }).expect(201)).body.id as string;
    const id = (await helper.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(201)).body.id as string;
    const url = `/api/socketrelay/fulfillments/${id}/messages`;
    const sent = await requester.agent.post(url).send({ content: 'Hello' }).expect(201);
    expect(sent.body).toMatchObject({ content: 'Hello', senderId: requester.user.id, clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await requester.agent.post(url).send({ content: 'Hello' }).expect(201);
    expect(await count(`SELECT count(*)::int AS n FROM socketrelay_messages WHERE fulfillment_id = $1`, [id])).toBe(2);
    // A clientId that is there must still be a UUID v4.
    expect((await requester.agent.post(url).send({ content: 'Hello', clientId: 'nope' }).expect(400)).body.code).toBe('chat.clientIdInvalid');
  });

  it('answers a second close of a fulfillment as success ("Request closed"), changing and notifying nothing', async () => {
    const [requester, helper] = [await relayMember(), await relayMember()];
    const requestId = (await requester.agent.post('/api/socketrelay/requests').send({ description: 'Need a ride to the clinic on Tuesday' }).expect(201)).body.id as string;
    const id = (await helper.agent.post(`/api/socketrelay/requests/${requestId}/fulfill`).expect(201)).body.id as string;
    const url = `/api/socketrelay/fulfillments/${id}/close`;
    const [x, y] = await Promise.all([requester.agent.post(url).send({ status: 'completed_success' }), requester.agent.post(url).send({ status: 'completed_success' })]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(x.body.fulfillment).toMatchObject({ status: 'completed_success', closedBy: requester.user.id });
    expect(y.body.fulfillment).toEqual(x.body.fulfillment);
    expect(await count(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'socketrelay.fulfillment_closed'`, [helper.user.id])).toBe(1);
  });
});
