// Load shedding for password hashing (issue 23): HTTP p99 of signed-in reads while 50 members sign
// in at once, against the same reads on a quiet node. The reads are a closed loop of
// BENCH_READERS (default 10) clients doing GET /api/auth/user with a session (a session and user
// lookup, then JSON); the burst is 50 POST /api/auth/login fired together (distinct accounts).
// Run once per HASH_CONCURRENCY in BENCH_HASH (default "1,64": our default on 2 cores, and
// effectively unbounded, as before), each on a fresh app and database.
//
//   npm run build -w backend && npm run bench:signin
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { call, freshDatabase, root, startApp, waitForHealth } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5320);
const READERS = Number(process.env.BENCH_READERS ?? 10);
const QUIET_MS = Number(process.env.BENCH_QUIET_MS ?? 8000);
const BURST = 50;
const SETTINGS = (process.env.BENCH_HASH ?? '1,64').split(',').map(Number);
const SECRET = 'bench-session-secret-0123456789abcdef0123456789';
const PASSWORD = 'bench-member-password-1';

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const ms = (x) => `${x.toFixed(1)} ms`;

/** Closed-loop readers until stop() is called; returns {samples: [{at, ms, status}]}. */
function readLoop(base, cookie) {
  let running = true;
  const samples = [];
  const one = async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${base}/api/auth/user`, { headers: { Cookie: cookie } });
      await res.arrayBuffer();
      samples.push({ at: started, ms: performance.now() - started, status: res.status });
    }
  };
  const workers = Array.from({ length: READERS }, one);
  return { samples, stop: async () => ((running = false), await Promise.all(workers)) };
}

async function round(hashConcurrency) {
  const db = await freshDatabase('perf_signin');
  const dataDir = join(root, '.test-data', 'bench-signin');
  rmSync(dataDir, { recursive: true, force: true });
  const app = startApp({
    port: PORT,
    dataDir,
    pgPort: 54367,
    env: { DATABASE_URL: db.url, SESSION_SECRET: SECRET, RATE_LIMIT_MAX_PER_IP: '1000000', RATE_LIMIT_MAX_PER_ACCOUNT: '1000000', REDIS_URL: '', HASH_CONCURRENCY: String(hashConcurrency), HASH_QUEUE: '64' },
  });
  try {
    await waitForHealth(app.base);
    const reader = (await call(app.base, 'POST', '/api/auth/register', { body: { email: 'reader@example.test', password: PASSWORD } })).cookie;
    const emails = [];
    for (let i = 0; i < BURST; i++) {
      const email = `burst-${i}@example.test`;
      await call(app.base, 'POST', '/api/auth/register', { body: { email, password: PASSWORD } });
      emails.push(email);
    }
    // Warm-up, then the quiet window.
    let loop = readLoop(app.base, reader);
    await new Promise((r) => setTimeout(r, 1000));
    await loop.stop();
    loop = readLoop(app.base, reader);
    await new Promise((r) => setTimeout(r, QUIET_MS));
    await loop.stop();
    const quiet = loop.samples.map((s) => s.ms);

    loop = readLoop(app.base, reader);
    await new Promise((r) => setTimeout(r, 500));
    const burstStart = performance.now();
    const logins = await Promise.all(
      emails.map(async (email) => {
        const started = performance.now();
        const res = await fetch(`${app.base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
        await res.arrayBuffer();
        return { ms: performance.now() - started, status: res.status };
      }),
    );
    const burstEnd = performance.now();
    await loop.stop();
    const during = loop.samples.filter((s) => s.at >= burstStart && s.at <= burstEnd).map((s) => s.ms);
    const statuses = logins.reduce((acc, l) => ({ ...acc, [l.status]: (acc[l.status] ?? 0) + 1 }), {});
    return {
      hashConcurrency,
      quietP50: pct(quiet, 50),
      quietP99: pct(quiet, 99),
      burstP50: pct(during, 50),
      burstP99: pct(during, 99),
      readsDuringBurst: during.length,
      burstSeconds: (burstEnd - burstStart) / 1000,
      signInP50: pct(logins.map((l) => l.ms), 50),
      signInP99: pct(logins.map((l) => l.ms), 99),
      statuses,
    };
  } finally {
    await app.stop();
    await db.drop();
  }
}

const results = [];
for (const setting of SETTINGS) results.push(await round(setting));
console.log('\n| HASH_CONCURRENCY | quiet p50 | quiet p99 | burst p50 | burst p99 | p99 ratio | reads in burst | burst | sign-in p50 | sign-in p99 | sign-in answers |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.hashConcurrency} | ${ms(r.quietP50)} | ${ms(r.quietP99)} | ${ms(r.burstP50)} | ${ms(r.burstP99)} | ${(r.burstP99 / r.quietP99).toFixed(2)}x | ${r.readsDuringBurst} | ${r.burstSeconds.toFixed(2)} s | ${ms(r.signInP50)} | ${ms(r.signInP99)} | ${JSON.stringify(r.statuses)} |`,
  );
}
