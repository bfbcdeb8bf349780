// Graceful shutdown under chat traffic (issue 23): the built server is started, 20 chat sockets
// (10 SupportMatch partnerships) send through Redis and 4 keep-alive clients read a session in a
// closed loop; then SIGTERM. Each round prints the exit code, the time from the signal to the
// exit, what the keep-alive clients saw after the signal, and whether anything went wrong in the
// node's log (an unhandled rejection, a publish to a closed Redis client). 20 rounds by default.
//
// BENCH_MODE=npm-embedded runs the default install instead: `npm start` with no DATABASE_URL (the
// embedded PostgreSQL in .bench-data/sigterm-embedded), the signal sent to the npm process as an
// orchestrator or a terminal's kill would; each round also checks PostgreSQL's port is closed after
// the exit (the node stops it last).
//
//   npm run bench:sigterm        (npm run build first; Redis at REDIS_URL or 127.0.0.1:6379)
//   BENCH_ROUNDS=5 BENCH_PORT=5142 SHUTDOWN_TIMEOUT_MS=10000 npm run bench:sigterm
//   BENCH_MODE=npm-embedded BENCH_ROUNDS=10 npm run bench:sigterm
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { connectChat, freshDatabase, median, root, seedPartners, startApp, waitForHealth } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const MODE = process.env.BENCH_MODE ?? 'external';
if (!['external', 'npm-embedded'].includes(MODE)) throw new Error(`BENCH_MODE is external or npm-embedded, not ${MODE}`);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54392);
const EMBEDDED_DIR = join(root, '.bench-data', 'sigterm-embedded');
const EMBEDDED_URL = `postgres://postgres:embedded@127.0.0.1:${PG_PORT}/app`;
const PORT = Number(process.env.BENCH_PORT ?? 5142);
const TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TRAFFIC_MS = Number(process.env.BENCH_TRAFFIC_MS ?? 3000);
const SECRET = 'bench-session-secret-0123456789abcdef0123456789';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET on a keep-alive agent: 'ok', 'close' (answered with Connection: close), another status, or the error code. */
function get(agent, url, cookie) {
  return new Promise((resolve) => {
    const req = request(url, { agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode !== 200 ? String(res.statusCode) : res.headers.connection === 'close' ? 'close' : 'ok'));
      res.on('error', (err) => resolve(err.code ?? err.message));
    });
    req.on('error', (err) => resolve(err.code ?? err.message));
    req.end();
  });
}

/** Whether something accepts connections on 127.0.0.1:port. */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}

/** `npm start` at the root, as a person or a process manager runs the default install. */
function npmStart(env) {
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: EMBEDDED_DIR, EMBEDDED_PG_PORT: String(PG_PORT), DATABASE_URL: '', RATE_LIMIT_REQUESTS_PER_MINUTE: '10000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return {
    base: `http://127.0.0.1:${PORT}`,
    child,
    exit: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() }))),
  };
}

async function round(db, n) {
  let log = '';
  const env = {
    REDIS_URL: REDIS,
    SESSION_SECRET: SECRET,
    SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
    CHAT_MESSAGES_PER_MINUTE: '10000',
    CHAT_SOCKET_EVENT_BURST: '1000',
    CHAT_SOCKET_EVENTS_PER_SECOND: '1000',
    LOG_LEVEL: 'log',
  };
  const app =
    MODE === 'npm-embedded'
      ? npmStart(env)
      : startApp({
          port: PORT,
          dataDir: join(root, '.bench-data', 'sigterm'),
          pgPort: 54390, // unused: DATABASE_URL is set
          env: { ...env, DATABASE_URL: db.url },
          stdio: 'pipe',
        });
  app.child.stdout.on('data', (d) => (log += d));
  app.child.stderr.on('data', (d) => (log += d));
  await waitForHealth(app.base, 120_000);
  const members = n === 0 ? await seedPartners(db.url, SECRET, 10) : db.members;
  db.members = members;
  const sockets = await Promise.all(members.map((m) => connectChat(app.base, m.cookie)));
  await Promise.all(sockets.map((s, i) => s.timeout(10_000).emitWithAck('subscribe', { kind: 'partnership', id: members[i].partnership })));

  let signalled = false;
  let stop = false;
  const after = {};
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const hammer = async () => {
    while (!stop) {
      const outcome = await get(agent, `${app.base}/api/auth/user`, members[0].cookie);
      if (signalled) after[outcome] = (after[outcome] ?? 0) + 1;
      // A refused connection is retried after a moment, as a client or a balancer would.
      if (outcome !== 'ok' && outcome !== 'close') await sleep(20);
    }
  };
  let sent = 0;
  const chatter = async (socket, partnership) => {
    while (!stop && socket.connected) {
      socket.emit('send', { kind: 'partnership', id: partnership, content: `m${sent++}` });
      await sleep(200);
    }
  };
  const loops = [...Array.from({ length: 4 }, hammer), ...sockets.map((s, i) => chatter(s, members[i].partnership))];
  await sleep(TRAFFIC_MS);
  const at = Date.now();
  signalled = true;
  app.child.kill('SIGTERM');
  const exit = await Promise.race([app.exit, sleep(TIMEOUT_MS * 3).then(() => null)]);
  stop = true;
  await Promise.all(loops);
  agent.destroy();
  for (const s of sockets) s.close();
  if (!exit) app.child.kill('SIGKILL');
  const own = /Stopped in (\d+) ms \(requests and sockets done in (\d+) ms\)/.exec(log);
  const trouble = /Unhandled|ClientClosedError|The client is closed|Cutting \d+/.exec(log)?.[0];
  // The default install: PostgreSQL is stopped by the node, last (nothing left listening on its port).
  const pgLeft = MODE === 'npm-embedded' ? await accepts(PG_PORT) : false;
  return { code: exit ? exit.code : 'hung', ms: exit ? exit.at - at : null, stopped: own ? Number(own[1]) : null, drained: own ? Number(own[2]) : null, sent, after, trouble: trouble ?? (pgLeft ? 'PostgreSQL still running' : undefined) };
}

if (MODE === 'npm-embedded') rmSync(EMBEDDED_DIR, { recursive: true, force: true });
const db = MODE === 'npm-embedded' ? { url: EMBEDDED_URL, drop: async () => rmSync(EMBEDDED_DIR, { recursive: true, force: true }) } : await freshDatabase('bench_sigterm');
const results = [];
try {
  for (let n = 0; n < ROUNDS; n++) {
    const r = await round(db, n);
    results.push(r);
    console.log(
      `round ${String(n + 1).padStart(2)}: exit ${r.code} in ${r.ms} ms (node: stopped in ${r.stopped} ms, drained in ${r.drained} ms); ` +
        `${r.sent} chat sends; after the signal: ${JSON.stringify(r.after)}${r.trouble ? `; LOG: ${r.trouble}` : ''}`,
    );
  }
} finally {
  await db.drop();
}
const ms = results.map((r) => r.ms).filter((x) => x !== null);
const clean = results.filter((r) => r.code === 0 && r.ms !== null && r.ms < TIMEOUT_MS && !r.trouble).length;
console.log(`\n${MODE}: ${clean}/${results.length} exited 0 within ${TIMEOUT_MS} ms with a clean log; signal → exit: median ${median(ms)} ms, max ${Math.max(...ms)} ms`);
process.exit(clean === results.length ? 0 : 1);
