import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import signature from 'cookie-signature';
import { Client } from 'pg';

/** The built server, as production runs it (`npm test` builds it first: scripts/build-if-needed.mjs). */
export const MAIN = join(__dirname, '..', '..', 'dist', 'main.js');
export const SECRET = 'process-test-session-secret-0123456789abcdef';

export function requireBuild(): void {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` at the repository root first.`);
}

/** Debian's binary, installed with apt-get when missing (needs root, as in CI containers). */
export function ensureDebianBinary(binary: string, pkg: string): string {
  if (existsSync(binary)) return binary;
  console.log(`${binary} not found: installing ${pkg} with apt-get`);
  const result = spawnSync('sh', ['-c', `apt-get update && apt-get install -y ${pkg}`], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(binary)) throw new Error(`Could not install ${pkg} (apt-get install -y ${pkg}); install it and rerun.`);
  return binary;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Date.now() when it exited. */
  at: number;
}

export interface AppProcess {
  base: string;
  port: number;
  child: ChildProcess;
  exit: Promise<Exit>;
  /** Everything it wrote (JSON log lines, and anything on standard error). */
  output(): string;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it holds; throws naming `what` after `ms`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

export async function isReady(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}

/**
 * `node backend/dist/main.js` on `port` with `env`, or with `npmStart` the root's `npm start` (as a
 * person runs the default install: the signals then go to npm, which must hand them to the node;
 * it builds first only when a source is newer than its build); resolves once /api/health/ready answers 200.
 */
export async function startAppProcess(port: number, env: Record<string, string>, options: { npmStart?: boolean } = {}): Promise<AppProcess> {
  requireBuild();
  let out = '';
  const [command, args] = options.npmStart ? ['npm', ['start']] : [process.execPath, [MAIN]];
  const child = spawn(command, args, {
    cwd: join(__dirname, '..', '..', '..'),
    env: {
      PATH: process.env.PATH ?? '',
      ...(options.npmStart ? { HOME: process.env.HOME ?? '/root' } : {}),
      NODE_ENV: 'test',
      PORT: String(port),
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      DATA_DIR: join(__dirname, '..', '..', '..', '.test-data', `process-${port}`),
      RATE_LIMIT_REQUESTS_PER_MINUTE: '10000000',
      CHAT_MESSAGES_PER_MINUTE: '10000',
      CHAT_SOCKET_EVENT_BURST: '1000',
      CHAT_SOCKET_EVENTS_PER_SECOND: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  let exited = false;
  void exit.then(() => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(
      async () => {
        if (exited) throw new Error(`The node on ${port} exited before it was ready:\n${out.slice(-3000)}`);
        return isReady(base);
      },
      `the node on ${port} to be ready`,
      options.npmStart ? 240_000 : 120_000,
    );
  } catch (err) {
    // Never left running: SIGTERM (npm hands it to the node, which stops its PostgreSQL too).
    if (!exited) child.kill('SIGTERM');
    throw new Error(`${(err as Error).message}\n${out.slice(-3000)}`, { cause: err });
  }
  return { base, port, child, exit, output: () => out };
}

export interface ChatMember {
  userId: string;
  partnership: string;
  cookie: string;
}

/**
 * `pairs` SupportMatch partnerships between members with a session each, written straight into
 * the database (no sign-in, so no password hashing weighs on the run); partners are adjacent.
 */
export async function seedPartners(databaseUrl: string, pairs: number): Promise<ChatMember[]> {
  const users = Array.from({ length: pairs * 2 }, () => randomUUID());
  const sids = users.map(() => randomUUID().replace(/-/g, ''));
  const parts = Array.from({ length: pairs }, () => randomUUID());
  const expires = new Date(Date.now() + 86_400_000);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`INSERT INTO users (id, email, invite_code_used) SELECT id, 'proc-' || id || '@example.test', 'TESTCODE0001' FROM unnest($1::uuid[]) id`, [users]);
    await client.query(`INSERT INTO supportmatch_partnerships (id, user1_id, user2_id) SELECT p, ($2::uuid[])[2*i-1], ($2::uuid[])[2*i] FROM unnest($1::uuid[]) WITH ORDINALITY AS t(p, i)`, [parts, users]);
    const sess = users.map((u) => JSON.stringify({ cookie: { originalMaxAge: 86_400_000, expires: expires.toISOString(), httpOnly: true, path: '/', sameSite: 'lax' }, passport: { user: u } }));
    await client.query(`INSERT INTO sessions (sid, sess, expire) SELECT s, j::json, $3 FROM unnest($1::text[], $2::text[]) AS t(s, j)`, [sids, sess, expires]);
  } finally {
    await client.end();
  }
  return users.map((userId, i) => ({ userId, partnership: parts[i >> 1], cookie: `pfe.sid=${encodeURIComponent(`s:${signature.sign(sids[i], SECRET)}`)}` }));
}
