import request from 'supertest';
import { PgSessionStore } from '../src/modules/auth/pg-session.store';
import { ChangeFeed, DbChannel } from '../src/database/change-feed';
import { createTestApp, PASSWORD, sessionCookieOf, signUpAs, TestApp } from './support/test-app';

/**
 * The per-node session cache (PgSessionStore.useCache) never serves a revoked session or a
 * demoted admin: two app instances on one database, each with the cache on. Changes reach the
 * other node by the database's NOTIFY; the tests wait for that notice where it is the only path
 * (a change by another process), and not where the design needs none (mutations, admin routes,
 * the node that made the change).
 */
describe('Session cache across two nodes (e2e)', () => {
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    one = await createTestApp({ SESSION_CACHE_MS: '30000' });
    two = await createTestApp({ SESSION_CACHE_MS: '30000' });
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  const store = (t: TestApp) => t.app.get(PgSessionStore);
  const sidOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
  const get = (t: TestApp, path: string, cookie: string) => request(t.http).get(path).set('Cookie', cookie);
  /** Resolves when `t` has heard `payload` on `channel` (after its cache has, since the cache's handlers were registered first). */
  const heard = (t: TestApp, channel: DbChannel, payload: string) =>
    new Promise<void>((resolve) => t.app.get(ChangeFeed).on(channel, (p) => p === payload && resolve()));

  /** A member whose session both nodes have cached. */
  async function cachedMember() {
    const member = await signUpAs(one, 'member');
    const sid = sidOf(member.cookie);
    for (const t of [one, two]) {
      // The sign-up's own NOTIFYs (the invite redemption changed the user) may reach a node after its
      // first reads and clear what they cached: read until the node keeps it (a bounded wait, not a timing).
      for (let attempt = 0; attempt < 50 && !store(t).isCached(sid); attempt++) {
        await get(t, '/api/payments', member.cookie).expect(200);
        if (!store(t).isCached(sid)) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(store(t).isCached(sid)).toBe(true);
    }
    return { ...member, sid };
  }

  it('serves a signed-in read from the cache only while the session is the same', async () => {
    const member = await cachedMember();
    const { body } = await get(two, '/api/auth/user', member.cookie).expect(200);
    expect(body.id).toBe(member.user.id);
  });

  it('a sign-out on one node is a 401 on the other', async () => {
    const member = await cachedMember();
    const noticed = heard(two, 'session_ended', member.sid);
    await request(one.http).post('/api/auth/logout').set('Cookie', member.cookie).expect(204);
    await get(one, '/api/payments', member.cookie).expect(401);
    await noticed;
    expect(store(two).isCached(member.sid)).toBe(false);
    await get(two, '/api/payments', member.cookie).expect(401);
    await get(two, '/api/auth/user', member.cookie).expect(401);
  });

  it('a session signed out in Settings (revocation) on one node is a 401 there at once, and on the other once it has heard', async () => {
    const member = await cachedMember();
    const settings = one.agent();
    await settings.post('/api/auth/login').send({ email: member.email, password: PASSWORD }).expect(200);
    const handle = (await settings.get('/api/account/sessions').expect(200)).body.find((s: { current: boolean }) => !s.current).id;
    // Node two caches the session again after the sign-in's own notices.
    for (let attempt = 0; attempt < 50 && !store(two).isCached(member.sid); attempt++) await get(two, '/api/payments', member.cookie).expect(200);
    expect(store(two).isCached(member.sid)).toBe(true);
    const noticed = heard(two, 'session_ended', member.sid);
    await settings.delete(`/api/account/sessions/${handle}`).expect(204);
    // The ending node: no waiting for any notice.
    expect(store(one).isCached(member.sid)).toBe(false);
    await get(one, '/api/auth/user', member.cookie).expect(401);
    await noticed;
    expect(store(two).isCached(member.sid)).toBe(false);
    await get(two, '/api/auth/user', member.cookie).expect(401);
  });

  it('a session deleted straight in the database (as the CLI does) is a 401 on every node', async () => {
    const member = await cachedMember();
    const noticed = [heard(one, 'session_ended', member.sid), heard(two, 'session_ended', member.sid)];
    await one.db.query(`DELETE FROM sessions WHERE sid = $1`, [member.sid]);
    await Promise.all(noticed);
    for (const t of [one, two]) await get(t, '/api/payments', member.cookie).expect(401);
  });

  it('a revoked session can never write, even before any node has heard of it', async () => {
    const member = await cachedMember();
    // No waiting for the NOTIFY: mutations always read the database.
    await one.db.query(`DELETE FROM sessions WHERE sid = $1`, [member.sid]);
    await request(two.http).post('/api/redeem-invite').set('Cookie', member.cookie).send({ code: 'ANYCODE00001' }).expect(401);
  });

  it('an admin demoted on one node is refused admin requests on the other at once, and its cached user follows', async () => {
    const boss = await signUpAs(one, 'admin');
    const demoted = await signUpAs(one, 'admin');
    const sid = sidOf(demoted.cookie);
    for (const t of [one, two]) {
      await get(t, '/api/admin/stats', demoted.cookie).expect(200);
      await get(t, '/api/auth/user', demoted.cookie).expect(200);
    }
    expect(store(two).isCached(sid)).toBe(true);
    const noticed = heard(two, 'user_changed', demoted.user.id);
    await request(one.http).put(`/api/admin/users/${demoted.user.id}`).set('Cookie', boss.cookie).send({ isAdmin: false }).expect(200);
    // Admin routes always read the database: no waiting needed on either node. The privilege change
    // gives the session a new id at its next request; the old id is ended on every node.
    const first = await get(two, '/api/admin/stats', demoted.cookie).expect(403);
    const renewed = sessionCookieOf(first)!;
    expect(renewed).toBeDefined();
    expect(sidOf(renewed)).not.toBe(sid);
    await get(one, '/api/admin/stats', demoted.cookie).expect(401);
    await get(one, '/api/admin/stats', renewed).expect(403);
    // The node that made the change cleared its cache before answering.
    expect((await get(one, '/api/auth/user', renewed).expect(200)).body.isAdmin).toBe(false);
    await noticed;
    expect(store(two).isCached(sid)).toBe(false);
    expect((await get(two, '/api/auth/user', renewed).expect(200)).body.isAdmin).toBe(false);
  });

  it('a membership withdrawn in the database is a 403 on member routes of every node', async () => {
    const member = await cachedMember();
    const noticed = [heard(one, 'user_changed', member.user.id), heard(two, 'user_changed', member.user.id)];
    await one.db.query(`UPDATE users SET invite_code_used = NULL WHERE id = $1`, [member.user.id]);
    await Promise.all(noticed);
    const renewed = sessionCookieOf(await get(one, '/api/payments', member.cookie).expect(403))!;
    for (const t of [one, two]) await get(t, '/api/payments', renewed).expect(403);
  });

  it('a sign-in only (last_sign_in_at) does not invalidate anyone', async () => {
    const member = await cachedMember();
    const other = await cachedMember();
    await one.db.query(`UPDATE users SET last_sign_in_at = now() WHERE id = $1`, [other.user.id]);
    // A later change of another user is heard after the sign-in bookkeeping would have been.
    const noticed = heard(two, 'user_changed', member.user.id);
    await one.db.query(`UPDATE users SET first_name = 'Renamed' WHERE id = $1`, [member.user.id]);
    await noticed;
    expect(store(two).isCached(other.sid)).toBe(true);
    expect(store(two).isCached(member.sid)).toBe(false);
    expect((await get(two, '/api/auth/user', member.cookie).expect(200)).body.firstName).toBe('Renamed');
  });

  it('stands aside while the database listener is down, so a change it cannot hear is never masked', async () => {
    const member = await cachedMember();
    const listener = two.app.get(ChangeFeed);
    const down = new Promise<void>((resolve) => listener.onConnectionChange((up) => !up && resolve()));
    const up = new Promise<void>((resolve) => listener.onConnectionChange((on) => on && resolve()));
    // Ends every LISTEN connection to this database: node two loses its feed (and reconnects later).
    await one.db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`);
    await down;
    expect(listener.listening).toBe(false);
    expect(store(two).isCached(member.sid)).toBe(false);
    await one.db.query(`DELETE FROM sessions WHERE sid = $1`, [member.sid]);
    await get(two, '/api/payments', member.cookie).expect(401);
    await up;
    expect(listener.listening).toBe(true);
  });
});
