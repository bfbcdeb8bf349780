// Shared helpers for the benchmarks: start the built app on its own port and data directory.
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { io as connectSocket } from 'socket.io-client';

const require = createRequire(import.meta.url);
const signature = require('cookie-signature');

export const root = new URL('..', import.meta.url).pathname;

// BENCH_START_TIMEOUT_S: how long an app may take to answer (default 60 s; more on a crowded machine).
export async function waitForHealth(base, timeoutMs = Number(process.env.BENCH_START_TIMEOUT_S ?? 60) * 1000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return Date.now() - start;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${base} did not become healthy`);
}

/** Starts `node backend/dist/main.js`; resolves with {base, stop, startedAt}. */
export function startApp({ port, dataDir, pgPort, env = {}, nodeArgs = [], main = join(root, 'backend/dist/main.js'), stdio = 'inherit' }) {
  mkdirSync(dataDir, { recursive: true });
  const startedAt = Date.now();
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: root,
    // The global per-IP ceiling off in effect: every bench sends far more than a person from one address.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', DATABASE_URL: '', RATE_LIMIT_REQUESTS_PER_MINUTE: '10000000', ...env },
    stdio: ['ignore', stdio, stdio],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    startedAt,
    pid: child.pid,
    child,
    /** Resolves with {code, signal, at} when the process has exited. */
    exit: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() }))),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The PostgreSQL server the benches use: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one. */
export const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on `url` with a short-lived client (pg from the root workspace). */
export async function sql(url, text, values) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh database on serverUrl's server: {url, drop()}. */
export async function freshDatabase(prefix) {
  const name = `${prefix}_${Date.now()}`;
  await sql(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => sql(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** bench/'s own dependencies (not a workspace): installed from its lockfile when missing. */
export function ensureBenchDeps() {
  if (['connect-pg-simple', 'express', 'express-session', '@fastify/session', '@fastify/cookie'].every((name) => existsSync(join(root, 'bench', 'node_modules', name)))) return;
  execFileSync('npm', ['ci', '--prefix', join(root, 'bench'), '--no-audit', '--no-fund'], { stdio: 'inherit' });
}

/** A JSON call with an optional session cookie; answers {status, body, cookie} (the pfe.sid cookie set, or the one sent). */
export async function call(base, method, path, { body, cookie, expect = [200, 201, 204] } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(cookie ? { Cookie: cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!expect.includes(res.status)) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('pfe.sid='));
  return { status: res.status, body: text ? JSON.parse(text) : undefined, cookie: setCookie ? setCookie.split(';')[0] : cookie };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * `pairs` SupportMatch partnerships between 2×pairs members, each with a session signed with
 * `secret` (the app's SESSION_SECRET), written straight into the database so no sign-in's password
 * hashing weighs on a run; answers [{user, partnership, cookie}] (partners adjacent).
 */
export async function seedPartners(url, secret, pairs) {
  const users = Array.from({ length: pairs * 2 }, () => randomUUID());
  const sids = users.map(() => randomUUID().replace(/-/g, ''));
  const parts = Array.from({ length: pairs }, () => randomUUID());
  const expires = new Date(Date.now() + 7 * 86400_000);
  await sql(url, `INSERT INTO users (id, email, invite_code_used) SELECT id, 'bench-' || id || '@example.test', 'BENCHCODE001' FROM unnest($1::uuid[]) id`, [users]);
  await sql(url, `INSERT INTO supportmatch_partnerships (id, user1_id, user2_id) SELECT p, ($2::uuid[])[2*i-1], ($2::uuid[])[2*i] FROM unnest($1::uuid[]) WITH ORDINALITY AS t(p, i)`, [parts, users]);
  const sess = users.map((u) => JSON.stringify({ cookie: { originalMaxAge: 7 * 86400_000, expires: expires.toISOString(), httpOnly: true, path: '/', sameSite: 'lax' }, passport: { user: u } }));
  await sql(url, `INSERT INTO sessions (sid, sess, expire) SELECT s, j::json, $3 FROM unnest($1::text[], $2::text[]) AS t(s, j)`, [sids, sess, expires]);
  return users.map((u, i) => ({ user: u, partnership: parts[i >> 1], cookie: `pfe.sid=${encodeURIComponent(`s:${signature.sign(sids[i], secret)}`)}` }));
}

/** A /chat socket with the session `cookie`, once the server said `ready` (no reconnection). */
export function connectChat(base, cookie) {
  return new Promise((resolve, reject) => {
    const socket = connectSocket(`${base}/chat`, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
    const timer = setTimeout(() => reject(new Error('connect timeout')), 60_000);
    socket.once('ready', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}
