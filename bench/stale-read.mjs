// Issue 19: the real invalidation window of the per-node session cache. Two app nodes on one
// database (SESSION_CACHE_MS 5000), the second under load (autocannon on its health route). An
// admin is demoted through node 1; four pollers read /api/auth/user with the demoted admin's cookie
// on node 2 all along. The window of a trial is how long after the demotion answered node 2 still
// answered `isAdmin: true` to a request it received after that answer (0 when it never did).
//
//   npm run build && node bench/stale-read.mjs        (BENCH_TRIALS, default 25)
import autocannon from 'autocannon';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { call, freshDatabase, median, root, startApp, waitForHealth } from './lib.mjs';

const trials = Number(process.env.BENCH_TRIALS ?? 25);
const SECRET = 'bench-session-secret-0123456789abcdef0123456789';
const ADMIN = { email: 'bench-admin@example.test', password: 'bench-admin-password-1' };
const db = await freshDatabase('perf_staleread');
const env = { DATABASE_URL: db.url, SESSION_SECRET: SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_MAX_PER_IP: '1000000', REDIS_URL: '', SESSION_CACHE_MS: '5000' };
const dataDir = join(root, '.test-data', 'bench-staleread');
rmSync(dataDir, { recursive: true, force: true });
const one = startApp({ port: 5081, dataDir: `${dataDir}-1`, pgPort: 54367, env });
let two;
let load;
try {
  await waitForHealth(one.base);
  two = startApp({ port: 5082, dataDir: `${dataDir}-2`, pgPort: 54367, env });
  await waitForHealth(two.base);
  const boss = (await call(one.base, 'POST', '/api/auth/login', { body: ADMIN })).cookie;
  const registered = await call(one.base, 'POST', '/api/auth/register', { body: { email: 'bench-demoted@example.test', password: 'bench-demoted-password-1' } });
  const { body: target } = await call(one.base, 'GET', '/api/auth/user', { cookie: registered.cookie });
  let cookie = registered.cookie;
  load = autocannon({ url: `${two.base}/api/health`, connections: 20, duration: 3600 });

  const windows = [];
  for (let trial = 0; trial < trials; trial++) {
    await call(one.base, 'PUT', `/api/admin/users/${target.id}`, { body: { isAdmin: true }, cookie: boss });
    // The grant renews the session id at its next request; then node 2 caches the admin.
    cookie = (await call(two.base, 'GET', '/api/auth/user', { cookie })).cookie;
    for (let i = 0; i < 5; i++) await call(two.base, 'GET', '/api/auth/user', { cookie });
    let demotedAt = Infinity;
    let stop = false;
    let window = 0;
    const pollers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const sentAt = performance.now();
        const res = await fetch(`${two.base}/api/auth/user`, { headers: { cookie } });
        const at = performance.now();
        const body = res.status === 200 ? await res.json() : (await res.text(), null);
        if (body?.isAdmin && sentAt > demotedAt) window = Math.max(window, at - demotedAt);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await call(one.base, 'PUT', `/api/admin/users/${target.id}`, { body: { isAdmin: false }, cookie: boss });
    demotedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    await Promise.all(pollers);
    // The demotion renewed the session id too: take the new one for the next trial.
    cookie = (await call(two.base, 'GET', '/api/auth/user', { cookie, expect: [200, 401] })).cookie;
    if ((await call(two.base, 'GET', '/api/auth/user', { cookie, expect: [200, 401] })).status === 401) {
      cookie = (await call(one.base, 'POST', '/api/auth/login', { body: { email: 'bench-demoted@example.test', password: 'bench-demoted-password-1' } })).cookie;
    }
    windows.push(window);
    console.log(`trial ${trial + 1}: stale for ${window.toFixed(1)} ms after the demotion answered`);
  }
  const sorted = [...windows].sort((a, b) => a - b);
  console.log(
    `\n${trials} trials, node 2 under load: stale answers in ${windows.filter((w) => w > 0).length}; ` +
      `median ${median(windows).toFixed(1)} ms, p90 ${sorted[Math.floor(0.9 * (sorted.length - 1))].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
  );
} finally {
  load?.stop();
  await two?.stop();
  await one.stop();
  await db.drop();
}
