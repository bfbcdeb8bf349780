// Shared helpers for the benchmarks: start the built app on its own port and data directory.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export async function waitForHealth(base, timeoutMs = 60_000) {
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
export function startApp({ port, dataDir, pgPort, env = {}, nodeArgs = [], main = join(root, 'backend/dist/main.js') }) {
  mkdirSync(dataDir, { recursive: true });
  const startedAt = Date.now();
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    startedAt,
    pid: child.pid,
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
