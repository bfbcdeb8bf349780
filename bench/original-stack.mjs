// The original's stack, rebuilt for comparison (run by authread.mjs as a child process):
// Express + express-session + connect-pg-simple with its defaults (the session's expiry is
// touched, an UPDATE, on every request) + passport-style deserialisation (a user lookup per
// request) + the same payments query as our GET /api/payments. Also a bare Express app's
// anonymous one-query route (GET /api/health: SELECT 1), the yardstick for our own; and the same two
// bare routes on Fastify alone (MODE=bareFastify), to show what the payments query itself costs
// against SELECT 1 when next to nothing else runs.
// MODE=floor (issue 29) is the floor of our signed-in read: a bare Fastify app doing the same work
// the plain way, with nothing else (no log, no headers, no cache): the signed session cookie
// checked (HMAC), the session and its user in one indexed query (the project's own join), the
// membership check, the payments query, the same JSON.
//
//   MODE=original|bare|bareFastify|floor PORT=… DATABASE_URL=… SESSION_SECRET=… node bench/original-stack.mjs
import fastifyCookie from '@fastify/cookie';
import signature from 'cookie-signature';
import express from 'express';
import fastify from 'fastify';
import session from 'express-session';
import pgSimple from 'connect-pg-simple';
import pg from 'pg';

const { MODE = 'original', PORT, DATABASE_URL, SESSION_SECRET } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL }); // pg's default: 10 connections
const app = express();
app.disable('x-powered-by');

const PAYMENTS_SQL = `SELECT id, amount, payment_method, payment_date, billing_month, notes, created_at FROM payments
  WHERE user_id = $1 ORDER BY payment_date DESC, created_at DESC`;
const toPayment = (p) => ({
  id: p.id,
  amount: p.amount,
  paymentMethod: p.payment_method,
  paymentDate: p.payment_date.toISOString(),
  billingMonth: p.billing_month,
  notes: p.notes,
  createdAt: p.created_at.toISOString(),
});

if (MODE === 'floor') {
  const SESSION_SQL = `SELECT s.sess, u.id, u.is_admin, u.invite_code_used
    FROM sessions s LEFT JOIN users u ON u.id = (s.sess #>> '{passport,user}')::uuid AND u.deleted_at IS NULL
    WHERE s.sid = $1 AND s.expire >= now()`;
  const floor = fastify();
  await floor.register(fastifyCookie);
  floor.get('/api/payments', async (req, reply) => {
    const raw = req.cookies['pfe.sid'];
    const sid = raw?.startsWith('s:') ? signature.unsign(raw.slice(2), SESSION_SECRET) : false;
    const user = sid ? (await pool.query(SESSION_SQL, [sid])).rows[0] : undefined;
    if (!user?.id) return reply.code(401).send({ statusCode: 401, message: 'Unauthorized' });
    if (!user.is_admin && !user.invite_code_used) return reply.code(403).send({ statusCode: 403, message: 'Invite code required' });
    return (await pool.query(PAYMENTS_SQL, [user.id])).rows.map(toPayment);
  });
  await floor.listen({ port: Number(PORT), host: '127.0.0.1' });
  process.send?.('ready');
} else if (MODE === 'bareFastify') {
  const bare = fastify();
  bare.get('/api/payments', async (req) => (await pool.query(PAYMENTS_SQL, [req.query.user])).rows.map(toPayment));
  bare.get('/api/health', async () => {
    await pool.query('SELECT 1');
    return { status: 'ok', database: 'up' };
  });
  await bare.listen({ port: Number(PORT), host: '127.0.0.1' });
  process.send?.('ready');
} else if (MODE === 'bare') {
  // The payments query alone, for the user named in the query string: no session, no check (the
  // floor of what the signed-in read can cost on this machine).
  app.get('/api/payments', async (req, res, next) => {
    try {
      res.json((await pool.query(PAYMENTS_SQL, [req.query.user])).rows.map(toPayment));
    } catch (err) {
      next(err);
    }
  });
  app.get('/api/health', async (_req, res, next) => {
    try {
      await pool.query('SELECT 1');
      res.json({ status: 'ok', database: 'up' });
    } catch (err) {
      next(err);
    }
  });
} else {
  const PgStore = pgSimple(session);
  app.use(express.json());
  app.use(
    session({
      store: new PgStore({ pool, tableName: 'bench_original_session', createTableIfMissing: true }),
      secret: SESSION_SECRET,
      resave: false,
      saveUninitialized: false,
      cookie: { httpOnly: true, sameSite: 'lax', maxAge: 7 * 24 * 60 * 60 * 1000 },
    }),
  );
  // passport.session()'s deserializeUser: the user row, read on every request.
  app.use(async (req, _res, next) => {
    const id = req.session?.userId;
    if (!id) return next();
    try {
      const { rows } = await pool.query('SELECT * FROM users WHERE id = $1', [id]);
      req.user = rows[0];
      next();
    } catch (err) {
      next(err);
    }
  });
  // Signs the bench's member in (the bench calls it once, with the shared secret).
  app.post('/bench/login', (req, res) => {
    if (req.get('x-bench-secret') !== SESSION_SECRET) return res.sendStatus(403);
    req.session.userId = req.body.userId;
    res.sendStatus(204);
  });
  app.get('/api/payments', async (req, res, next) => {
    if (!req.user) return res.status(401).json({ message: 'Unauthorized' });
    if (!req.user.is_admin && !req.user.invite_code_used) return res.status(403).json({ message: 'Invite code required' });
    try {
      const { rows } = await pool.query(PAYMENTS_SQL, [req.user.id]);
      res.json(rows.map(toPayment));
    } catch (err) {
      next(err);
    }
  });
}

if (MODE !== 'bareFastify' && MODE !== 'floor') app.listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
