import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { QUICK_EXIT_URL, SUPPORT_CHAT_URL, type Credentials } from './env';
import { ARTIFACTS_DIR, REPO_DIR } from './paths';

const HEALTH_TIMEOUT_MS = 120_000;

/** Fails fast with a clear message when the builds the journeys run against are missing. */
export function requireBuilds(): void {
  const missing = ['frontend/dist/index.html', 'backend/dist/main.js'].filter((p) => !existsSync(join(REPO_DIR, p)));
  if (missing.length) {
    throw new Error(`Missing ${missing.join(' and ')}: run \`npm run build\` at the repository root first.`);
  }
}

/** A TCP port nothing listens on right now (a listener on port 0, closed at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Database {
  env: Record<string, string>;
  drop: () => Promise<void>;
}

/**
 * A fresh database for this run: a new database on TEST_DATABASE_URL's server when it is set,
 * else a fresh embedded PostgreSQL (on a free port) with its data under <repo>/.test-data/e2e-<port>,
 * so backends on different ports (one per Playwright worker, or another run) never share or wipe each
 * other's data.
 */
async function prepareDatabase(port: number): Promise<Database> {
  const external = process.env.TEST_DATABASE_URL;
  if (!external) {
    const dataDir = join(REPO_DIR, '.test-data', `e2e-${port}`);
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    return {
      env: { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { default: pg } = await import('pg');
  const name = `e2e_${port}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: external });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(external);
  url.pathname = `/${name}`;
  const dataDir = join(REPO_DIR, '.test-data', `e2e-external-${port}`);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    drop: async () => {
      const client = new pg.Client({ connectionString: external });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface Backend {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Starts `node backend/dist/main.js` on a test port and waits until GET /api/health answers 200. */
export async function startBackend({ port, admin }: { port: number; admin: Credentials }): Promise<Backend> {
  const database = await prepareDatabase(port);
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const logPath = join(ARTIFACTS_DIR, `backend-${port}.log`);
  const log = createWriteStream(logPath);
  const env = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, database.env, {
    NODE_ENV: 'test',
    PORT: String(port),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX_PER_IP: '10000',
    RATE_LIMIT_MAX_PER_ACCOUNT: '10000',
    QUICK_EXIT_URL,
    SUPPORT_CHAT_URL,
  });
  const child = spawn(process.execPath, ['backend/dist/main.js'], { cwd: REPO_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));

  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  const logTail = () => readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n');
  while (true) {
    // Assigned by the exit listener while this loop awaits; TypeScript cannot see that.
    const exitedNow = exited as { code: number | null; signal: NodeJS.Signals | null } | null;
    if (exitedNow) throw new Error(`The backend exited (${exitedNow.code ?? exitedNow.signal}) before it was healthy:\n${logTail()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The backend was not healthy after ${HEALTH_TIMEOUT_MS / 1000}s:\n${logTail()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseUrl,
    /** SIGTERM lets the backend stop its embedded PostgreSQL; SIGKILL only if it hangs. */
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exit;
        clearTimeout(timer);
      }
      log.end();
      await database.drop().catch((err: Error) => console.error(`Could not drop the e2e database: ${err.message}`));
    },
  };
}
