// Issues 19 and 27: the real invalidation window of the per-node session cache. Two app nodes on one
// database (SESSION_CACHE_MS 5000), the second under load (autocannon on its health route). Through
// node 1 the bench changes or ends a session while four pollers read /api/auth/user with its cookie
// on node 2 all along. The window of a trial is how long after the change answered node 2 still
// answered as before (`isAdmin: true`, or 200 for an ended session) to a request it received after
// that answer (0 when it never did). Cases (BENCH_CASES, comma-separated, default all three):
//   demotion  an admin demoted (PUT /api/admin/users/:id)
//   logout    the session signs itself out (POST /api/auth/logout)
//   revoke    another session of the member signs it out in Settings (DELETE /api/account/sessions/:id)
//
//   npm run build && node bench/stale-read.mjs        (BENCH_TRIALS per case, default 25)
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

  const cases = (process.env.BENCH_CASES ?? 'demotion,logout,revoke').split(',');
  const member = { email: 'bench-demoted@example.test', password: 'bench-demoted-password-1' };

  /**
   * Pollers on node 2 with `pollCookie` until 300 ms after `act` (through node 1) answered; answers
   * the longest time after that answer at which node 2 still answered a request sent after it `stale`ly.
   */
  async function windowOf(pollCookie, act, stale) {
    let doneAt = Infinity;
    let stop = false;
    let window = 0;
    const pollers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const sentAt = performance.now();
        const res = await fetch(`${two.base}/api/auth/user`, { headers: { cookie: pollCookie } });
        const at = performance.now();
        const body = res.status === 200 ? await res.json() : (await res.text(), null);
        if (stale(res.status, body) && sentAt > doneAt) window = Math.max(window, at - doneAt);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await act();
    doneAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    await Promise.all(pollers);
    return window;
  }

  /** A new session of the member, cached by node 2. */
  async function cachedSession() {
    const { cookie: fresh } = await call(one.base, 'POST', '/api/auth/login', { body: member });
    for (let i = 0; i < 5; i++) await call(two.base, 'GET', '/api/auth/user', { cookie: fresh });
    return fresh;
  }

  const report = [];
  for (const name of cases) {
    const windows = [];
    for (let trial = 0; trial < trials; trial++) {
      let window;
      if (name === 'demotion') {
        await call(one.base, 'PUT', `/api/admin/users/${target.id}`, { body: { isAdmin: true }, cookie: boss });
        // The grant renews the session id at its next request; then node 2 caches the admin.
        cookie = (await call(two.base, 'GET', '/api/auth/user', { cookie })).cookie;
        for (let i = 0; i < 5; i++) await call(two.base, 'GET', '/api/auth/user', { cookie });
        window = await windowOf(cookie, () => call(one.base, 'PUT', `/api/admin/users/${target.id}`, { body: { isAdmin: false }, cookie: boss }), (_status, body) => body?.isAdmin === true);
        // The demotion renewed the session id too: take the new one for the next trial.
        cookie = (await call(two.base, 'GET', '/api/auth/user', { cookie, expect: [200, 401] })).cookie;
        if ((await call(two.base, 'GET', '/api/auth/user', { cookie, expect: [200, 401] })).status === 401) cookie = (await call(one.base, 'POST', '/api/auth/login', { body: member })).cookie;
      } else if (name === 'logout') {
        const ended = await cachedSession();
        window = await windowOf(ended, () => call(one.base, 'POST', '/api/auth/logout', { cookie: ended }), (status) => status === 200);
      } else if (name === 'revoke') {
        const ended = await cachedSession();
        const { body: sessions } = await call(one.base, 'GET', '/api/account/sessions', { cookie: ended });
        const handle = sessions.find((s) => s.current).id;
        const { cookie: settings } = await call(one.base, 'POST', '/api/auth/login', { body: member });
        window = await windowOf(ended, () => call(one.base, 'DELETE', `/api/account/sessions/${handle}`, { cookie: settings }), (status) => status === 200);
        await call(one.base, 'POST', '/api/auth/logout', { cookie: settings });
      } else {
        throw new Error(`Unknown case ${name} (demotion, logout, revoke)`);
      }
      windows.push(window);
      console.log(`${name} trial ${trial + 1}: stale for ${window.toFixed(1)} ms after the change answered`);
    }
    const sorted = [...windows].sort((a, b) => a - b);
    report.push(
      `${name}: ${trials} trials, node 2 under load: stale answers in ${windows.filter((w) => w > 0).length}; ` +
        `median ${median(windows).toFixed(1)} ms, p90 ${sorted[Math.floor(0.9 * (sorted.length - 1))].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
    );
  }
  console.log(`\n${report.join('\n')}`);
} finally {
  load?.stop();
  await two?.stop();
  await one.stop();
  await db.drop();
}
