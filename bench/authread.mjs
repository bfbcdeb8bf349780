// Side-by-side authenticated read (issue 14), all against the same PostgreSQL in the same run:
//   ours/payments   GET /api/payments: a member's 5 payments, with the session cookie
//   ours/health     GET /api/health: anonymous, one query (SELECT 1), same app
//   original        the original's stack rebuilt (bench/original-stack.mjs): Express, express-session,
//                   connect-pg-simple with its default touch, a user lookup per request, the same query
//   bare/health     a bare Express app answering GET /api/health with the same query
// autocannon, 20 connections, 10 s each, after a warm-up; BENCH_ROUNDS rounds (default 2), the
// targets interleaved within each round so a busy machine weighs on all of them alike.
//
//   npm run bench:authread                 (npm run build first)
//   BENCH_PROFILE=1 npm run bench:authread  also writes a CPU profile of our app to .test-data/bench-profile/
//   BENCH_BEFORE=/path/to/older/checkout npm run bench:authread
//                                           adds that checkout's built backend (its backend/dist) as a fifth
//                                           target on the same database, e.g. the commit before issue 14:
//                                           git worktree add /tmp/before e34c0ec, link node_modules, build backend
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { call, ensureBenchDeps, freshDatabase, median, root, startApp, waitForHealth } from './lib.mjs';

ensureBenchDeps();
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const only = process.env.BENCH_ONLY?.split(',');
const [APP_PORT, ORIGINAL_PORT, BARE_PORT, BEFORE_PORT, BARE_FASTIFY_PORT, OUR_LAYER_PORT, FASTIFY_SESSION_PORT] = [5066, 5067, 5068, 5069, 5070, 5071, 5072];
const before = process.env.BENCH_BEFORE;
const SECRET = 'bench-session-secret-0123456789abcdef0123456789';
const ADMIN = { email: 'bench-admin@example.test', password: 'bench-admin-password-1' };

const db = await freshDatabase('perf_authread');
const dataDir = join(root, '.test-data', 'bench-authread');
rmSync(dataDir, { recursive: true, force: true });
const profileDir = join(root, '.test-data', 'bench-profile');
const app = startApp({
  port: APP_PORT,
  dataDir,
  pgPort: 54366,
  nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  env: { DATABASE_URL: db.url, SESSION_SECRET: SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_MAX_PER_IP: '1000000', REDIS_URL: '' },
});
const children = [];
const stops = [];
function startChild(mode, port) {
  const child = fork(join(root, 'bench', 'original-stack.mjs'), [], { env: { ...process.env, MODE: mode, PORT: String(port), DATABASE_URL: db.url, SESSION_SECRET: SECRET } });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${mode} exited with ${code}`)));
  });
}

/** bench/session-layer.mjs in one MODE: answers its member cookie once it listens. */
function startSessionChild(mode, port, userId) {
  const child = fork(join(root, 'bench', 'session-layer.mjs'), [], { env: { ...process.env, MODE: mode, PORT: String(port), DATABASE_URL: db.url, SESSION_SECRET: SECRET, USER_ID: userId } });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ base: `http://127.0.0.1:${port}`, cookie: m.cookie }));
    child.once('exit', (code) => reject(new Error(`session-layer ${mode} exited with ${code}`)));
  });
}

try {
  await waitForHealth(app.base);
  // A member with 5 payments, made through the API.
  const admin = (await call(app.base, 'POST', '/api/auth/login', { body: ADMIN })).cookie;
  const { body: invite } = await call(app.base, 'POST', '/api/admin/invites', { body: { maxUses: 1 }, cookie: admin });
  const reg = await call(app.base, 'POST', '/api/auth/register', { body: { email: `bench-member@example.test`, password: 'bench-member-password-1', firstName: 'Ana' } });
  // Redeeming is a privilege change: the session answers with a new id (issue 19).
  const member = (await call(app.base, 'POST', '/api/redeem-invite', { body: { code: invite.code }, cookie: reg.cookie })).cookie;
  const { body: me } = await call(app.base, 'GET', '/api/auth/user', { cookie: member });
  for (let i = 1; i <= 5; i++) {
    await call(app.base, 'POST', '/api/admin/payments', { body: { userId: me.id, amount: '10.00', paymentDate: `2026-0${i}-15`, paymentMethod: 'cash' }, cookie: admin });
  }
  const { body: own } = await call(app.base, 'GET', '/api/payments', { cookie: member });
  if (own.length !== 5) throw new Error(`expected 5 payments, got ${own.length}`);

  await Promise.all([startChild('original', ORIGINAL_PORT), startChild('bare', BARE_PORT), startChild('bareFastify', BARE_FASTIFY_PORT)]);
  const [ourLayer, fastifySessionLayer] = await Promise.all([
    startSessionChild('ours', OUR_LAYER_PORT, me.id),
    startSessionChild('fastifySession', FASTIFY_SESSION_PORT, me.id),
  ]);
  let beforeApp;
  if (before) {
    rmSync(`${dataDir}-before`, { recursive: true, force: true });
    beforeApp = startApp({
      port: BEFORE_PORT,
      dataDir: `${dataDir}-before`,
      pgPort: 54366,
      main: join(before, 'backend/dist/main.js'),
      env: { DATABASE_URL: db.url, SESSION_SECRET: SECRET, RATE_LIMIT_MAX_PER_IP: '1000000', REDIS_URL: '', FRONTEND_DIST: join(root, 'frontend/dist') },
    });
    stops.push(() => beforeApp.stop());
    await waitForHealth(beforeApp.base);
    await call(beforeApp.base, 'GET', '/api/payments', { cookie: member });
  }
  const originalBase = `http://127.0.0.1:${ORIGINAL_PORT}`;
  const login = await fetch(`${originalBase}/bench/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bench-secret': SECRET },
    body: JSON.stringify({ userId: me.id }),
  });
  const originalCookie = login.headers.getSetCookie()[0].split(';')[0];
  const check = await (await fetch(`${originalBase}/api/payments`, { headers: { cookie: originalCookie } })).json();
  if (check.length !== 5) throw new Error(`original stack: expected 5 payments, got ${JSON.stringify(check)}`);

  const targets = [
    { key: 'payments', label: 'ours: GET /api/payments (member, 5 payments)', url: `${app.base}/api/payments`, headers: { cookie: member } },
    { key: 'user', label: 'ours: GET /api/auth/user (member, no query of its own)', url: `${app.base}/api/auth/user`, headers: { cookie: member } },
    { key: 'health', label: 'ours: GET /api/health (anonymous, 1 query)', url: `${app.base}/api/health` },
    { key: 'healthSignedIn', label: 'ours: GET /api/health signed in (the same route with the member\'s cookie)', url: `${app.base}/api/health`, headers: { cookie: member } },
    { key: 'original', label: 'original stack: GET /api/payments (session touch + user lookup)', url: `${originalBase}/api/payments`, headers: { cookie: originalCookie } },
    { key: 'bare', label: 'bare Express: GET /api/health (1 query)', url: `http://127.0.0.1:${BARE_PORT}/api/health` },
    { key: 'barePayments', label: 'bare Express: the payments query alone (no session, no check)', url: `http://127.0.0.1:${BARE_PORT}/api/payments?user=${me.id}` },
    { key: 'ourSessionLayer', label: 'bare Fastify + our session layer and store: the payments query', url: `${ourLayer.base}/api/payments`, headers: { cookie: ourLayer.cookie } },
    { key: 'fastifySession', label: 'bare Fastify + @fastify/session over our store: the payments query', url: `${fastifySessionLayer.base}/api/payments`, headers: { cookie: fastifySessionLayer.cookie } },
    { key: 'bareFastify', label: 'bare Fastify: GET /api/health (1 query)', url: `http://127.0.0.1:${BARE_FASTIFY_PORT}/api/health` },
    { key: 'bareFastifyPayments', label: 'bare Fastify: the payments query alone (no session, no check)', url: `http://127.0.0.1:${BARE_FASTIFY_PORT}/api/payments?user=${me.id}` },
    ...(before
      ? [
          { key: 'beforePayments', label: 'before (BENCH_BEFORE): GET /api/payments', url: `http://127.0.0.1:${BEFORE_PORT}/api/payments`, headers: { cookie: member } },
          { key: 'beforeHealth', label: 'before (BENCH_BEFORE): GET /api/health', url: `http://127.0.0.1:${BEFORE_PORT}/api/health` },
        ]
      : []),
  ].filter((t) => (only ? only.includes(t.key) : t.key !== 'user'));
  const run = (t, seconds = duration) => autocannon({ url: t.url, connections, duration: seconds, headers: t.headers ?? {} });
  for (const t of targets) await run(t, 3); // warm-up (JIT, pools, prepared statements)
  const results = Object.fromEntries(targets.map((t) => [t.key, []]));
  for (let r = 0; r < rounds; r++) {
    for (const t of targets) {
      const out = await run(t);
      results[t.key].push({ rps: out.requests.average, p99: out.latency.p99, non2xx: out.non2xx, errors: out.errors });
      console.log(`round ${r + 1} ${t.key}: ${out.requests.average.toFixed(0)} req/s, p99 ${out.latency.p99} ms, non-2xx ${out.non2xx}, errors ${out.errors}`);
    }
  }

  const rps = (k) => (results[k] ? median(results[k].map((x) => x.rps)) : NaN);
  console.log(`\nautocannon, ${connections} connections, ${duration} s each, ${rounds} round(s); median req/s (all rounds)`);
  console.log('| target | req/s (median) | each round | p99 ms | non-2xx |');
  console.log('|---|---|---|---|---|');
  for (const t of targets) {
    const rs = results[t.key];
    console.log(`| ${t.label} | ${rps(t.key).toFixed(0)} | ${rs.map((x) => x.rps.toFixed(0)).join(' / ')} | ${rs.map((x) => x.p99).join(' / ')} | ${rs.reduce((a, x) => a + x.non2xx + x.errors, 0)} |`);
  }
  const perRound = (a, b) => (results[a] && results[b] ? results[a].map((x, i) => x.rps / results[b][i].rps) : []);
  const ratio = (a, b) => {
    const rs = perRound(a, b);
    return rs.length ? `${median(rs).toFixed(2)} (rounds: ${rs.map((x) => x.toFixed(2)).join(', ')})` : 'n/a';
  };
  console.log('\n| goal | measured (median of per-round ratios) | target |');
  console.log('|---|---|---|');
  console.log(`| signed-in read / anonymous route, same app | ${ratio('payments', 'health')} | ≥ 0.80 |`);
  console.log(`| signed-in read / original stack | ${ratio('payments', 'original')} | ≥ 2.5 |`);
  console.log(`| our anonymous route / bare Express | ${ratio('health', 'bare')} | ≥ 1.00 |`);
  console.log(`| the same one-query route signed in / anonymous (the session's own cost) | ${ratio('healthSignedIn', 'health')} | |`);
  console.log(`| @fastify/session / our session layer (same store, same query; issue 19) | ${ratio('fastifySession', 'ourSessionLayer')} | move to it if ≥ 0.90 |`);
  console.log(`| (floor) bare payments query / bare health query | ${ratio('barePayments', 'bare')} | |`);
  console.log(`| (floor, Fastify) bare payments query / bare health query | ${ratio('bareFastifyPayments', 'bareFastify')} | |`);
  console.log(`| our signed-in read / the bare payments query | ${ratio('payments', 'barePayments')} | |`);
  console.log(`| our signed-in read / the bare Fastify payments query | ${ratio('payments', 'bareFastifyPayments')} | |`);
  if (before) {
    console.log(`| before: signed-in read / anonymous route | ${ratio('beforePayments', 'beforeHealth')} | (was) |`);
    console.log(`| before: signed-in read / original stack | ${ratio('beforePayments', 'original')} | (was) |`);
    console.log(`| before: anonymous route / bare Express | ${ratio('beforeHealth', 'bare')} | (was) |`);
    console.log(`| signed-in read now / before | ${ratio('payments', 'beforePayments')} | |`);
    console.log(`| anonymous route now / before | ${ratio('health', 'beforeHealth')} | |`);
  }
} finally {
  for (const c of children) c.kill('SIGTERM');
  for (const stop of stops) await stop();
  await app.stop();
  await db.drop().catch((err) => console.warn(`drop failed: ${err.message}`));
}
