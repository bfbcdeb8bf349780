import { SESSION_ENDED_EVENT } from '@pfe/contracts';
import { Socket } from 'socket.io-client';
import { connect, listen } from './support/chat';
import { createTestApp, PASSWORD, sessionCookieOf, signUpAs, TestApp } from './support/test-app';

/**
 * ARCHITECTURE.md "Realtime contract": ending a session first sends `session.ended {}` to its
 * sockets, then disconnects them, on every node. Two app instances on one database: a session's
 * sockets on both hear it, in that order, whichever node ended it; other sessions hear nothing.
 */
describe('session.ended before the sockets close, on every node (e2e)', () => {
  let one: TestApp;
  let two: TestApp;
  let baseOne: string;
  let baseTwo: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    one = await createTestApp();
    two = await createTestApp();
    [baseOne, baseTwo] = [await listen(one), await listen(two)];
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  /** What a socket heard, in order: `session.ended` (with its payload) and its disconnect reason. */
  async function watched(base: string, cookie: string): Promise<{ socket: Socket; log: string[]; closed: Promise<void> }> {
    const socket = await connect(base, cookie);
    sockets.push(socket);
    const log: string[] = [];
    socket.on(SESSION_ENDED_EVENT, (payload: unknown) => log.push(`${SESSION_ENDED_EVENT} ${JSON.stringify(payload)}`));
    const closed = new Promise<void>((resolve) =>
      socket.on('disconnect', (reason) => {
        log.push(`disconnect: ${reason}`);
        resolve();
      }),
    );
    return { socket, log, closed };
  }

  /** A member signed in on two devices (both through node one): A is the member's first session, B her second. */
  async function memberOnTwoDevices() {
    const m = await signUpAs(one, 'member');
    const b = one.agent();
    const res = await b.post('/api/auth/login').set('User-Agent', 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0').send({ email: m.email, password: PASSWORD }).expect(200);
    return { m, b, bCookie: sessionCookieOf(res)! };
  }

  const ENDED = [`${SESSION_ENDED_EVENT} {}`, 'disconnect: io server disconnect'];

  it('on logout: the session’s sockets on both nodes hear session.ended {}, then close', async () => {
    const { m, b, bCookie } = await memberOnTwoDevices();
    const [onOne, onTwo, otherSession] = [await watched(baseOne, bCookie), await watched(baseTwo, bCookie), await watched(baseTwo, m.cookie)];
    await b.post('/api/auth/logout').expect(204);
    await Promise.all([onOne.closed, onTwo.closed]);
    expect(onOne.log).toEqual(ENDED);
    expect(onTwo.log).toEqual(ENDED);
    // The member's other session is untouched: still connected, told nothing.
    expect(otherSession.socket.connected).toBe(true);
    expect(otherSession.log).toEqual([]);
  });

  it('on "Sign out" of another device in Settings (revocation), on both nodes', async () => {
    const { m, bCookie } = await memberOnTwoDevices();
    const [onOne, onTwo, own] = [await watched(baseOne, bCookie), await watched(baseTwo, bCookie), await watched(baseOne, m.cookie)];
    const other = (await m.agent.get('/api/account/sessions').expect(200)).body.find((s: { current: boolean }) => !s.current);
    await m.agent.delete(`/api/account/sessions/${other.id}`).expect(204);
    await Promise.all([onOne.closed, onTwo.closed]);
    expect(onOne.log).toEqual(ENDED);
    expect(onTwo.log).toEqual(ENDED);
    expect(own.socket.connected).toBe(true);
    expect(own.log).toEqual([]);
  });

  it('on a password change: the other sessions hear session.ended; the changing one moves to a new id and is not told it ended', async () => {
    const { m, bCookie } = await memberOnTwoDevices();
    const [other, own] = [await watched(baseTwo, bCookie), await watched(baseTwo, m.cookie)];
    await m.agent.put('/api/account/password').send({ currentPassword: PASSWORD, newPassword: 'another-long-passphrase' }).expect(200);
    await Promise.all([other.closed, own.closed]);
    expect(other.log).toEqual(ENDED);
    // Its sockets close (their cookie's id is gone) without session.ended: the page is still signed in.
    expect(own.log).toEqual(['disconnect: io server disconnect']);
    await m.agent.get('/api/auth/user').expect(200);
  });

  it('on "Sign out all other devices", ended through node two', async () => {
    const { m, bCookie } = await memberOnTwoDevices();
    const [onOne, onTwo] = [await watched(baseOne, bCookie), await watched(baseTwo, bCookie)];
    const onNodeTwo = two.agent();
    await onNodeTwo.post('/api/auth/login').send({ email: m.email, password: PASSWORD }).expect(200);
    expect((await onNodeTwo.post('/api/account/sessions/revoke-others').expect(200)).body).toEqual({ ended: 2 });
    await Promise.all([onOne.closed, onTwo.closed]);
    expect(onOne.log).toEqual(ENDED);
    expect(onTwo.log).toEqual(ENDED);
  });
});
