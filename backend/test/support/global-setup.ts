import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { TestProject } from 'vitest/node';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { EmbeddedPostgresCtor, startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { freePort } from './ports';
import { testAppMigrationFiles } from './test-migrations';
import { startRedis } from './topology';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's database server: a database on it to connect to (e2e-environment.ts makes each worker's own from the template). */
    e2eDatabaseUrl: string;
    /** The migrated database each worker's database is a copy of (`CREATE DATABASE … TEMPLATE`). */
    e2eTemplateDatabase: string;
    /** One Redis per worker, started here (worker n takes the n-th). */
    e2eRedisUrls: string[];
  }
}

const SRC = join(__dirname, '..', '..', 'src');

/** Runs every migration on `url`, the test-only apps' too (the classes loaded by Vite, as e2e-environment.ts loads them). */
async function migrate(url: string): Promise<void> {
  const dir = join(SRC, 'database', 'migrations');
  const files = [...readdirSync(dir).filter((f) => /^[^/]*\.ts$/.test(f)).sort().map((f) => join(dir, f)), ...testAppMigrationFiles()];
  const modules = await Promise.all(files.map((f) => import(f) as Promise<Record<string, unknown>>));
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  const migrations = modules.flatMap((m) => Object.values(m).filter((v): v is Function => typeof v === 'function'));
  const ds = new DataSource({ ...dataSourceOptions(url), entities: [], migrations, migrationsRun: false });
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await ds.destroy();
  }
}

async function sql(url: string, ...statements: string[]): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * Every real part the e2e files use, started here and never assumed to be running: PostgreSQL
 * (TEST_DATABASE_URL's server when set, else an embedded one with durability off, on a free port),
 * one migrated template database, and one Debian `redis-server` per worker on a free port. Anything
 * that cannot start fails the run (nothing is skipped). Returns the teardown.
 */
export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop().catch((err: Error) => console.error(`e2e teardown: ${err.message}`));
  };
  try {
    const workers = Math.max(1, project.vitest.config.maxWorkers);
    const redisUrls = await Promise.all(
      Array.from({ length: workers }, async () => {
        const port = await freePort();
        const redis = await startRedis(port);
        stops.push(() => redis.stop());
        return `redis://127.0.0.1:${port}`;
      }),
    );
    project.provide('e2eRedisUrls', redisUrls);

    const base = process.env.TEST_DATABASE_URL;
    let serverUrl: string;
    let run: string;
    if (base) {
      run = `e2e_${Date.now()}_${process.pid}`;
      await sql(base, `CREATE DATABASE ${run}`);
      stops.push(async () => {
        const client = new Client({ connectionString: base });
        await client.connect();
        try {
          const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${run}%`]);
          for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        } finally {
          await client.end();
        }
      });
      serverUrl = withDatabase(base, run);
    } else {
      const port = Number(process.env.E2E_PG_PORT || (await freePort()));
      const dir = join(__dirname, '..', '..', '..', '.test-data', `backend-e2e-${port}`);
      rmSync(dir, { recursive: true, force: true });
      // Vitest runs this file without Node's dynamic-import hook, which the app's own loader relies on.
      const pkg = 'embedded-postgres'; // (by name: the package's ESM-only types are not resolvable from this tsconfig)
      // embedded-postgres registers async-exit-hook, whose `beforeExit` listener calls process.exit(0)
      // (a failed run would end with exit code 0) and whose `exit` listener then throws. Its listeners
      // are taken off once PostgreSQL stopped.
      const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
      const emitter = process as unknown as { listeners(event: string): unknown[]; off(event: string, listener: unknown): void };
      const hook: [string, unknown][] = [];
      const load = async () => {
        const before = new Set(events.flatMap((e) => emitter.listeners(e)));
        const loaded = (await import(pkg)) as { default: EmbeddedPostgresCtor };
        for (const e of events) for (const listener of emitter.listeners(e)) if (!before.has(listener)) hook.push([e, listener]);
        return loaded;
      };
      // Nothing in a test database must survive a crash: no fsync, no waiting for the WAL (as immich's tests run).
      const settings = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '400' };
      const db = await startEmbeddedPostgres({ dir, port, database: 'e2e', load, settings });
      stops.push(async () => {
        await db.stop();
        for (const [e, listener] of hook) emitter.off(e, listener);
        rmSync(dir, { recursive: true, force: true });
      });
      run = 'e2e';
      serverUrl = db.url;
    }
    const template = `${run}_template`;
    await sql(serverUrl, `CREATE DATABASE ${template}`);
    await migrate(withDatabase(serverUrl, template));
    project.provide('e2eDatabaseUrl', serverUrl);
    project.provide('e2eTemplateDatabase', template);
    return teardown;
  } catch (err) {
    await teardown();
    throw err;
  }
}
