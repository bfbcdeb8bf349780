// Readiness and the rate-limit Redis check on a starved node (issue 29 item 6). The built server
// runs on PostgreSQL and Redis; three phases of BENCH_SECONDS each: quiet, CPU burners
// (`node -e 'for(;;){}'` × BENCH_BURNERS), and burners plus traffic on the node itself (16
// signed-in reads and 4 wrong-password sign-ins in closed loops: each sign-in is a rate-limit hit on
// Redis and a password hash). In each phase a poller asks /api/health/ready every 200 ms and this
// process times the checks' own commands (SELECT 1, and the limit's MULTI INCR/EXPIRE/TTL) on its
// own connections. Printed per phase: readiness' round trip (p50/p99/max) and its 503s, the
// commands' times, and how often the node left Redis for its own memory (its warn line).
//
//   npm run build -w backend && npm run bench:health
//   HEALTH_TIMEOUT_MS=2000 RATE_LIMIT_REDIS_TIMEOUT_MS=250 BENCH_SECONDS=20 npm run bench:health   (the old defaults)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freshDatabase, root, seedPartners, startApp, waitForHealth } from './lib.mjs';

const require = createRequire(join(root, 'backend', 'package.json'));
const { createClient } = require('redis');
const pg = require('pg');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const BURNERS = Number(process.env.BENCH_BURNERS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 5147);
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'bench-session-secret-0123456789abcdef0123456789';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (xs, p) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]);
};
const env = {};
for (const name of ['HEALTH_TIMEOUT_MS', 'RATE_LIMIT_REDIS_TIMEOUT_MS']) if (process.env[name]) env[name] = process.env[name];

const db = await freshDatabase('bench_health');
let log = '';
const app = startApp({
  port: PORT,
  dataDir: join(root, '.bench-data', 'health'),
  pgPort: 54391, // unused: DATABASE_URL is set
  env: { DATABASE_URL: db.url, REDIS_URL: REDIS, SESSION_SECRET: SECRET, TRUST_PROXY: '1', ...env },
  stdio: 'pipe',
});
app.child.stdout.on('data', (d) => (log += d));
app.child.stderr.on('data', (d) => (log += d));
const redis = createClient({ url: REDIS });
const client = new pg.Client({ connectionString: db.url });
const burners = [];
try {
  await waitForHealth(app.base, 120_000);
  await redis.connect();
  await client.connect();
  const [reader] = await seedPartners(db.url, SECRET, 1);

  async function phase(name, { burn, traffic }) {
    for (let i = 0; i < (burn ? BURNERS : 0); i++) burners.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
    await sleep(burn ? 1000 : 0);
    const leftBefore = (log.match(/Redis unavailable for rate limits/g) ?? []).length;
    const until = Date.now() + SECONDS * 1000;
    const ready = { ms: [], statuses: {}, bodies: new Set() };
    const commands = { select: [], multi: [] };
    let requests = 0;
    const poll = async () => {
      while (Date.now() < until) {
        const at = performance.now();
        const res = await fetch(`${app.base}/api/health/ready`).catch(() => null);
        const body = res ? await res.text() : 'no answer';
        ready.ms.push(performance.now() - at);
        ready.statuses[res?.status ?? 'error'] = (ready.statuses[res?.status ?? 'error'] ?? 0) + 1;
        if (res?.status !== 200) ready.bodies.add(body);
        await sleep(200);
      }
    };
    const time = async () => {
      while (Date.now() < until) {
        let at = performance.now();
        await client.query('SELECT 1');
        commands.select.push(performance.now() - at);
        at = performance.now();
        await redis.multi().incr('bench:health').expire('bench:health', 60, 'NX').ttl('bench:health').exec();
        commands.multi.push(performance.now() - at);
        await sleep(50);
      }
    };
    const read = async () => {
      while (Date.now() < until) {
        await fetch(`${app.base}/api/auth/user`, { headers: { Cookie: reader.cookie } }).then((r) => r.arrayBuffer()).catch(() => null);
        requests++;
      }
    };
    const signIn = async (i) => {
      while (Date.now() < until) {
        await fetch(`${app.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${i}.${requests % 250}` },
          body: JSON.stringify({ email: `nobody-${i}-${requests}@example.test`, password: 'wrong-password-123' }),
        }).then((r) => r.arrayBuffer()).catch(() => null);
        requests++;
      }
    };
    await Promise.all([poll(), time(), ...(traffic ? [...Array.from({ length: 16 }, read), ...Array.from({ length: 4 }, (_, i) => signIn(i))] : [])]);
    while (burners.length) burners.pop().kill('SIGKILL');
    const left = (log.match(/Redis unavailable for rate limits/g) ?? []).length - leftBefore;
    console.log(
      `${name.padEnd(22)} readiness ${ready.ms.length} asks: p50 ${pct(ready.ms, 50)} ms, p99 ${pct(ready.ms, 99)} ms, max ${pct(ready.ms, 100)} ms, ` +
        `statuses ${JSON.stringify(ready.statuses)}; SELECT 1 p50/p99/max ${pct(commands.select, 50)}/${pct(commands.select, 99)}/${pct(commands.select, 100)} ms; ` +
        `limit MULTI p50/p99/max ${pct(commands.multi, 50)}/${pct(commands.multi, 99)}/${pct(commands.multi, 100)} ms; ` +
        `node left Redis for limits ${left}×${traffic ? `; ${requests} requests` : ''}`,
    );
    for (const body of ready.bodies) console.log(`  not ready: ${body.slice(0, 200)}`);
  }

  console.log(`settings: HEALTH_TIMEOUT_MS=${env.HEALTH_TIMEOUT_MS ?? 'default'} RATE_LIMIT_REDIS_TIMEOUT_MS=${env.RATE_LIMIT_REDIS_TIMEOUT_MS ?? 'default'}, ${BURNERS} burners, ${SECONDS} s a phase`);
  await phase('quiet', {});
  await phase('burners', { burn: true });
  await phase('burners + traffic', { burn: true, traffic: true });
} finally {
  for (const b of burners) b.kill('SIGKILL');
  await redis.quit().catch(() => undefined);
  await client.end().catch(() => undefined);
  await app.stop();
  await db.drop();
}
