import { AddressInfo } from 'node:net';
import { io, Socket } from 'socket.io-client';
import { signUpAs, TestApp } from './test-app';

export type Member = Awaited<ReturnType<typeof signUpAs>>;

export const PROFILE = { nickname: 'Partner', gender: 'female', genderPreference: 'any', timezone: 'Asia/Tokyo', timezonePreference: 'same_timezone' };

/** Listens on a free loopback port and answers the base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

export function connect(base: string, cookie?: string): Promise<Socket> {
  const socket = io(`${base}/chat`, { transports: ['websocket'], extraHeaders: cookie ? { cookie } : {}, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

export function emit<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return socket.timeout(5000).emitWithAck(event, payload) as Promise<T>;
}

export function nextMessage(socket: Socket): Promise<{ kind: string; id: string; message: { content: string; senderId: string } }> {
  return new Promise((resolve) => socket.once('message', resolve));
}

/** Resolves when the server closes the socket; rejects after `ms`. */
export function disconnected(socket: Socket, ms = 5000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Two members matched into an active partnership by a real matching run, plus an outsider with a profile. */
export async function partners(t: TestApp, admin: Member): Promise<{ a: Member; b: Member; outsider: Member; id: string }> {
  const [a, b, outsider] = [await signUpAs(t, 'member'), await signUpAs(t, 'member'), await signUpAs(t, 'member')];
  for (const m of [a, b, outsider]) await m.agent.post('/api/supportmatch/profile').send(PROFILE).expect(201);
  await t.db.query(`UPDATE supportmatch_partnerships SET status = 'ended' WHERE status = 'active'`);
  await t.db.query(`UPDATE supportmatch_profiles SET is_active = (user_id = ANY($1::uuid[]))`, [[a.user.id, b.user.id]]);
  await admin.agent.post('/api/supportmatch/admin/partnerships/run-matching').expect(200);
  const id = (await a.agent.get('/api/supportmatch/partnership/active').expect(200)).body.id as string;
  return { a, b, outsider, id };
}

/**
 * Two members (no outsider) matched into an active partnership on `t`, with a timezone of their
 * own, for specs that run two app instances on one database.
 */
export async function pairOf(t: TestApp, admin: Member): Promise<{ a: Member; b: Member; id: string }> {
  const [a, b] = [await signUpAs(t, 'member'), await signUpAs(t, 'member')];
  for (const m of [a, b]) await m.agent.post('/api/supportmatch/profile').send({ ...PROFILE, timezone: 'Australia/Sydney' }).expect(201);
  await t.db.query(`UPDATE supportmatch_partnerships SET status = 'ended' WHERE status = 'active'`);
  await t.db.query(`UPDATE supportmatch_profiles SET is_active = (user_id = ANY($1::uuid[]))`, [[a.user.id, b.user.id]]);
  await admin.agent.post('/api/supportmatch/admin/partnerships/run-matching').expect(200);
  const id = (await a.agent.get('/api/supportmatch/partnership/active').expect(200)).body.id as string;
  return { a, b, id };
}
