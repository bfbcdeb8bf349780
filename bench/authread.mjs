// Side-by-side authenticated read (issue 14), all against the same PostgreSQL in the same run:
//   ours/payments   GET /api/payments: a member's 5 payments, with the session cookie
//   ours/health     GET /api/health: anonymous, one query (SELECT 1), same app
//   original        the original's stack rebuilt (bench/original-stack.mjs): Express, express-session,
//                   connect-pg-simple with its default touch, a user lookup per request, the same query
//   bare/health     a bare Express app answering GET /api/health with the same query
//   ours/payments at warn  the same build, a second node at LOG_LEVEL=warn (no access line): what the
//                   access log costs (issue 29)
//   floor           a bare Fastify app doing the signed-in read the plain way (bench/original-stack.mjs
//                   MODE=floor: signed cookie, session + user query, membership check, payments query)
// Our app runs at the default log level (log: one access line per request), its lines written to
// .test-data/bench-authread/app.log (a file, as a log collector would read them; BENCH_LOG_LEVEL
// changes the level).
// autocannon, 20 connections, 10 s each, after a warm-up; BENCH_ROUNDS rounds (default 2), the
// targets interleaved within each round so a busy machine weighs on all of them alike.
//
//   npm run bench:authread                 (npm run build first)
//   BENCH_PORT_BASE=5600 npm run bench:authread  uses ports 5600-5608 instead of 5066-5074
//   BENCH_PROFILE=1 npm run bench:authread  also writes a CPU profile of our app to .test-data/bench-profile/
//   BENCH_BEFORE=/path/to/older/checkout npm run bench:authread
//                                           adds that checkout's built backend (its backend/dist) as a fifth
//                                           target on the same database, e.g. the commit before issue 14:
//                                           git worktree add /tmp/before e34c0ec, link node_modules, build backend
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { call, ensureBenchDeps, freshDatabase, median, root, startApp, waitForHealth } from './lib.mjs';

ensureBenchDeps();
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const only = process.env.BENCH_ONLY?.split(',');
// BENCH_PORT_BASE moves the nine ports (default 5066-5074), so two checkouts on one machine do not collide.
const portBase = Number(process.env.BENCH_PORT_BASE ?? 5066);
const [APP_PORT, ORIGINAL_PORT, BARE_PORT, BEFORE_PORT, BARE_FASTIFY_PORT, OUR_LAYER_PORT, FASTIFY_SESSION_PORT, FLOOR_PORT, QUIET_PORT] = [0, 1, 2, 3, 4, 5, 6, 7, 8].map(
  (i) => portBase + i,
);
// Our app's log level: the default (log: an access line per request) unless BENCH_LOG_LEVEL says otherwise.
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'log';
const before = process.env.BENCH_BEFORE;
const SECRET = 'bench-session-secret-0123456789abcdef0123456789';
const ADMIN = { email: 'bench-admin@example.test', password: 'bench-admin-password-1' };

const db = await freshDatabase('perf_authread');
const dataDir = join(root, '.test-data', 'bench-authread');
rmSync(dataDir, { recursive: true, force: true });
const profileDir = join(root, '.test-data', 'bench-profile');
const appLog = join(dataDir, 'app.log');
mkdirSync(dataDir, { recursive: true });
const appLogFd = openSync(appLog, 'w');
const appEnv = { DATABASE_URL: db.url, SESSION_SECRET: SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_MAX_PER_IP: '1000000', REDIS_URL: '' };
const profileArgs = (tag) => (process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${tag}-${Date.now()}.cpuprofile`] : []);
const app = startApp({
  port: APP_PORT,
  dataDir,
  pgPort: 54366,
  nodeArgs: profileArgs('ours'),
  stdio: appLogFd,
  env: { ...appEnv, LOG_LEVEL: logLevel },
});
const children = [];
const stops = [];
/** The process id of each app, by MODE: its CPU time per request is read from /proc around each run. */
const pids = {};
/** User + system CPU time of a process so far, in ms (Linux /proc; NaN elsewhere). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, at USER_HZ 100
  } catch {
    return NaN;
  }
}
function startChild(mode, port) {
  const child = fork(join(root, 'bench', 'original-stack.mjs'), [], { env: { ...process.env, MODE: mode, PORT: String(port), DATABASE_URL: db.url, SESSION_SECRET: SECRET } });
  children.push(child);
  pids[mode] = child.pid;
  return new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${mode} exited with ${code}`)));
  });
}

/** bench/session-layer.mjs in one MODE: answers its member cookie once it listens. */
function startSessionChild(mode, port, userId) {
  const child = fork(join(root, 'bench', 'session-layer.mjs'), [], { env: { ...process.env, MODE: mode, PORT: String(port), DATABASE_URL: db.url, SESSION_SECRET: SECRET, USER_ID: userId } });
  children.push(child);
  pids[`layer-${mode}`] = child.pid;
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

  await Promise.all([startChild('original', ORIGINAL_PORT), startChild('bare', BARE_PORT), startChild('bareFastify', BARE_FASTIFY_PORT), startChild('floor', FLOOR_PORT)]);
  // The same build at LOG_LEVEL=warn, on the same database: the member's cookie is valid on both.
  rmSync(`${dataDir}-quiet`, { recursive: true, force: true });
  const quietApp = startApp({ port: QUIET_PORT, dataDir: `${dataDir}-quiet`, pgPort: 54366, nodeArgs: profileArgs('ours-warn'), env: { ...appEnv, LOG_LEVEL: 'warn' } });
  stops.push(() => quietApp.stop());
  pids.ours = app.pid;
  pids.oursQuiet = quietApp.pid;
  await waitForHealth(quietApp.base);
  const [ourLayer, fastifySessionLayer] = await Promise.all([
    startSessionChild('ours', OUR_LAYER_PORT, me.id),
    startSessionChild('fastifySession', FASTIFY_SESSION_PORT, me.id),
  ]);
  let beforeApp;
  if (before) {
    rmSync(`${dataDir}-before`, { recursive: true, force: true });
    mkdirSync(`${dataDir}-before`, { recursive: true });
    beforeApp = startApp({
      port: BEFORE_PORT,
      dataDir: `${dataDir}-before`,
      pgPort: 54366,
      main: join(before, 'backend/dist/main.js'),
      // At the same log level as ours, its lines to a file of its own.
      stdio: openSync(join(`${dataDir}-before`, 'app.log'), 'w'),
      env: { DATABASE_URL: db.url, SESSION_SECRET: SECRET, RATE_LIMIT_MAX_PER_IP: '1000000', REDIS_URL: '', FRONTEND_DIST: join(root, 'frontend/dist'), LOG_LEVEL: logLevel },
    });
    pids.before = beforeApp.pid;
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
    { key: 'payments', pid: 'ours', label: `ours: GET /api/payments (member, 5 payments), LOG_LEVEL=${logLevel}`, url: `${app.base}/api/payments`, headers: { cookie: member } },
    { key: 'paymentsQuiet', pid: 'oursQuiet', label: 'ours: the same read, the same build at LOG_LEVEL=warn (no access line)', url: `http://127.0.0.1:${QUIET_PORT}/api/payments`, headers: { cookie: member } },
    { key: 'floor', pid: 'floor', label: 'floor: bare Fastify, signed cookie + session/user query + payments query', url: `http://127.0.0.1:${FLOOR_PORT}/api/payments`, headers: { cookie: member } },
    { key: 'user', pid: 'ours', label: 'ours: GET /api/auth/user (member, no query of its own)', url: `${app.base}/api/auth/user`, headers: { cookie: member } },
    { key: 'health', pid: 'ours', label: 'ours: GET /api/health (anonymous, 1 query)', url: `${app.base}/api/health` },
    { key: 'healthSignedIn', pid: 'ours', label: 'ours: GET /api/health signed in (the same route with the member\'s cookie)', url: `${app.base}/api/health`, headers: { cookie: member } },
    { key: 'original', pid: 'original', label: 'original stack: GET /api/payments (session touch + user lookup)', url: `${originalBase}/api/payments`, headers: { cookie: originalCookie } },
    { key: 'bare', pid: 'bare', label: 'bare Express: GET /api/health (1 query)', url: `http://127.0.0.1:${BARE_PORT}/api/health` },
    { key: 'barePayments', pid: 'bare', label: 'bare Express: the payments query alone (no session, no check)', url: `http://127.0.0.1:${BARE_PORT}/api/payments?user=${me.id}` },
    { key: 'ourSessionLayer', pid: 'layer-ours', label: 'bare Fastify + our session layer and store: the payments query', url: `${ourLayer.base}/api/payments`, headers: { cookie: ourLayer.cookie } },
    { key: 'fastifySession', pid: 'layer-fastifySession', label: 'bare Fastify + @fastify/session over our store: the payments query', url: `${fastifySessionLayer.base}/api/payments`, headers: { cookie: fastifySessionLayer.cookie } },
    { key: 'bareFastify', pid: 'bareFastify', label: 'bare Fastify: GET /api/health (1 query)', url: `http://127.0.0.1:${BARE_FASTIFY_PORT}/api/health` },
    { key: 'bareFastifyPayments', pid: 'bareFastify', label: 'bare Fastify: the payments query alone (no session, no check)', url: `http://127.0.0.1:${BARE_FASTIFY_PORT}/api/payments?user=${me.id}` },
    ...(before
      ? [
          { key: 'beforePayments', pid: 'before', label: 'before (BENCH_BEFORE): GET /api/payments', url: `http://127.0.0.1:${BEFORE_PORT}/api/payments`, headers: { cookie: member } },
          { key: 'beforeHealth', pid: 'before', label: 'before (BENCH_BEFORE): GET /api/health', url: `http://127.0.0.1:${BEFORE_PORT}/api/health` },
        ]
      : []),
  ].filter((t) => (only ? only.includes(t.key) : t.key !== 'user'));
  const run = (t, seconds = duration) => autocannon({ url: t.url, connections, duration: seconds, headers: t.headers ?? {} });
  for (const t of targets) await run(t, 3); // warm-up (JIT, pools, prepared statements)
  const results = Object.fromEntries(targets.map((t) => [t.key, []]));
  for (let r = 0; r < rounds; r++) {
    for (const t of targets) {
      const cpuBefore = cpuMs(pids[t.pid]);
      const out = await run(t);
      // The app process's own CPU time (all its threads) per answered request, in µs: what one request
      // costs the app, whatever else the machine runs (PostgreSQL's share is not in it).
      const cpuUs = ((cpuMs(pids[t.pid]) - cpuBefore) * 1000) / out.requests.total;
      results[t.key].push({ rps: out.requests.average, p99: out.latency.p99, non2xx: out.non2xx, errors: out.errors, cpuUs });
      console.log(`round ${r + 1} ${t.key}: ${out.requests.average.toFixed(0)} req/s, p99 ${out.latency.p99} ms, app CPU ${cpuUs.toFixed(0)} µs/request, non-2xx ${out.non2xx}, errors ${out.errors}`);
    }
  }

  const rps = (k) => (results[k] ? median(results[k].map((x) => x.rps)) : NaN);
  console.log(`\nautocannon, ${connections} connections, ${duration} s each, ${rounds} round(s); median req/s (all rounds)`);
  console.log('| target | req/s (median) | each round | p99 ms | app CPU µs/request (median) | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const t of targets) {
    const rs = results[t.key];
    const cpu = median(rs.map((x) => x.cpuUs));
    console.log(`| ${t.label} | ${rps(t.key).toFixed(0)} | ${rs.map((x) => x.rps.toFixed(0)).join(' / ')} | ${rs.map((x) => x.p99).join(' / ')} | ${Number.isNaN(cpu) ? 'n/a' : cpu.toFixed(0)} | ${rs.reduce((a, x) => a + x.non2xx + x.errors, 0)} |`);
  }
  const perRound = (a, b) => (results[a] && results[b] ? results[a].map((x, i) => x.rps / results[b][i].rps) : []);
  const ratio = (a, b) => {
    const rs = perRound(a, b);
    return rs.length ? `${median(rs).toFixed(2)} (rounds: ${rs.map((x) => x.toFixed(2)).join(', ')})` : 'n/a';
  };
  console.log('\n| goal | measured (median of per-round ratios) | target |');
  console.log('|---|---|---|');
  console.log(`| signed-in read (LOG_LEVEL=${logLevel}) / the floor (bare Fastify doing the same read) | ${ratio('payments', 'floor')} | ≥ 1.3 (issue 29) |`);
  console.log(`| signed-in read (LOG_LEVEL=${logLevel}) / original stack | ${ratio('payments', 'original')} | ≥ 5 (issue 29) |`);
  console.log(`| signed-in read LOG_LEVEL=${logLevel} / LOG_LEVEL=warn (1 − the access log's cost) | ${ratio('payments', 'paymentsQuiet')} | ≥ 0.90 (issue 29) |`);
  console.log(`| signed-in read at LOG_LEVEL=warn / the floor | ${ratio('paymentsQuiet', 'floor')} | |`);
  const cpu = (k) => (results[k] ? median(results[k].map((x) => x.cpuUs)) : NaN);
  console.log(`| the access line's CPU per request: LOG_LEVEL=${logLevel} − warn, µs (share of the request) | ${(cpu('payments') - cpu('paymentsQuiet')).toFixed(0)} (${(((cpu('payments') - cpu('paymentsQuiet')) / cpu('payments')) * 100).toFixed(0)} %) | ≤ 10 % |`);
  console.log(`| signed-in read / anonymous route, same app | ${ratio('payments', 'health')} | ≥ 0.80 (issue 14) |`);
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
    console.log(`| before: signed-in read / the floor | ${ratio('beforePayments', 'floor')} | (was) |`);
    console.log(`| before: signed-in read / LOG_LEVEL=warn now | ${ratio('beforePayments', 'paymentsQuiet')} | (was) |`);
    console.log(`| anonymous route now / before | ${ratio('health', 'beforeHealth')} | |`);
  }
} finally {
  for (const c of children) c.kill('SIGTERM');
  for (const stop of stops) await stop();
  await app.stop();
  closeSync(appLogFd);
  const lines = readFileSync(appLog, 'utf8').split('\n').filter(Boolean);
  const access = lines.filter((l) => l.includes('"msg":"request"')).length;
  console.log(`\nour app's log (${appLog}): ${lines.length} lines, ${access} of them access lines`);
  if (process.exitCode) console.log(lines.slice(-20).join('\n'));
  await db.drop().catch((err) => console.warn(`drop failed: ${err.message}`));
}
