// Authenticated-read throughput: GET /api/auth/user with a session cookie versus
// GET /api/health (no session, one database round trip), measured with autocannon.
import autocannon from 'autocannon';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, startApp, waitForHealth } from './lib.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const dataDir = join(root, '.test-data', 'bench-auth');
rmSync(dataDir, { recursive: true, force: true });
const app = startApp({ port: 5092, dataDir, pgPort: 54392, env: { RATE_LIMIT_MAX_PER_IP: '100000' } });
try {
  await waitForHealth(app.base);
  const res = await fetch(`${app.base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.test`, password: 'bench-password-123' }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
  const cookie = res.headers.get('set-cookie').split(';')[0];
  const run = (path, headers = {}) =>
    autocannon({ url: `${app.base}${path}`, connections, duration, headers });
  await run('/api/health'); // warm-up
  const open = await run('/api/health');
  const authed = await run('/api/auth/user', { cookie });
  const non2xx = authed.non2xx + open.non2xx;
  const ratio = authed.requests.average / open.requests.average;
  console.log(`GET /api/health (no session): ${open.requests.average.toFixed(0)} req/s, p99 ${open.latency.p99} ms`);
  console.log(`GET /api/auth/user (session): ${authed.requests.average.toFixed(0)} req/s, p99 ${authed.latency.p99} ms`);
  console.log(`ratio: ${(ratio * 100).toFixed(1)}% (goal ≥ 60%), non-2xx responses: ${non2xx}`);
} finally {
  await app.stop();
}
