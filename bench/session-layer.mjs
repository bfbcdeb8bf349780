// Issue 19: does the hand-written session layer earn its place? Two bare Fastify apps that do only
// this, run by authread.mjs as child processes against the same database: read the session cookie,
// load the session and its user through the project's store (PgSessionStore, with its per-node
// cache), then answer the member's payments with the same query as GET /api/payments.
//   MODE=ours           our SessionLayer (backend/dist/modules/auth/session.js)
//   MODE=fastifySession @fastify/session + @fastify/cookie (rolling and saveUninitialized off, so
//                       neither writes on a read), its store an adapter over the same PgSessionStore
// Each answers {cookie} on its IPC channel once ready: a signed cookie for the member's session.
//
//   MODE=… PORT=… DATABASE_URL=… SESSION_SECRET=… USER_ID=… node bench/session-layer.mjs
import fastifyCookie, { Signer } from '@fastify/cookie';
import fastifySession from '@fastify/session';
import fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';

const { MODE, PORT, DATABASE_URL, SESSION_SECRET, USER_ID } = process.env;
const root = new URL('..', import.meta.url).pathname;
const backend = createRequire(join(root, 'backend', 'package.json'));
const { PgSessionStore } = backend('./dist/modules/auth/pg-session.store.js');
const { SessionLayer } = backend('./dist/modules/auth/session.js');
const { sign } = backend('cookie-signature');

const pool = new pg.Pool({ connectionString: DATABASE_URL });
// The store takes a TypeORM DataSource for its pool: the same pool, without TypeORM.
const store = new PgSessionStore({ driver: { master: pool } });
// The cache as the app runs it (SESSION_CACHE_MS 5000); no change happens during the run, so the feed is silent.
store.useCache({ listening: true, on() {}, onConnectionChange() {} }, 5000);

const PAYMENTS_SQL = `SELECT id, amount, payment_method, payment_date, billing_month, notes, created_at FROM payments
  WHERE user_id = $1 ORDER BY payment_date DESC, created_at DESC`;
const payments = async (userId) =>
  (await pool.query(PAYMENTS_SQL, [userId])).rows.map((p) => ({
    id: p.id,
    amount: p.amount,
    paymentMethod: p.payment_method,
    paymentDate: p.payment_date.toISOString(),
    billingMonth: p.billing_month,
    notes: p.notes,
    createdAt: p.created_at.toISOString(),
  }));

const maxAgeMs = 14 * 24 * 60 * 60 * 1000;
const sid = randomBytes(24).toString('base64url');
const expires = new Date(Date.now() + maxAgeMs);
const sess = { cookie: { originalMaxAge: maxAgeMs, expires: expires.toISOString(), httpOnly: true, path: '/', sameSite: 'lax', secure: false }, passport: { user: USER_ID } };
await pool.query('INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, $3)', [sid, JSON.stringify(sess), expires]);

const app = fastify();
let cookie;
if (MODE === 'ours') {
  const layer = new SessionLayer(store, { cookieName: 'pfe.sid', secrets: [SESSION_SECRET], maxAgeMs, secure: false });
  app.addHook('onRequest', (request, reply) => layer.open(request, reply));
  app.addHook('onSend', async (request, reply, payload) => {
    await layer.commit(request, reply);
    return payload;
  });
  app.get('/api/payments', async (request, reply) => (request.user ? payments(request.user.id) : reply.code(401).send({ statusCode: 401 })));
  cookie = `pfe.sid=${encodeURIComponent(`s:${sign(sid, SESSION_SECRET)}`)}`;
} else if (MODE === 'fastifySession') {
  const adapter = {
    get(id, cb) {
      store.load(id, true).then((loaded) => cb(null, loaded ? loaded.sess : null), cb);
    },
    set(id, session, cb) {
      store.update(id, session, new Date(session.cookie.expires ?? Date.now() + maxAgeMs)).then(
        (existed) => (existed ? cb() : store.insert(id, session, new Date(Date.now() + maxAgeMs)).then(() => cb(), cb)),
        cb,
      );
    },
    destroy(id, cb) {
      store.destroy(id).then(() => cb(), cb);
    },
  };
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: SESSION_SECRET,
    cookieName: 'pfe.fsid',
    store: adapter,
    rolling: false,
    saveUninitialized: false,
    cookie: { secure: false, httpOnly: true, sameSite: 'lax', maxAge: maxAgeMs },
  });
  app.get('/api/payments', async (request, reply) => {
    const userId = request.session.get('passport')?.user;
    if (!userId) return reply.code(401).send({ statusCode: 401 });
    return payments(userId);
  });
  cookie = `pfe.fsid=${encodeURIComponent(new Signer(SESSION_SECRET).sign(sid))}`;
} else {
  throw new Error(`MODE must be ours or fastifySession, not ${MODE}`);
}
await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.send?.({ cookie });
