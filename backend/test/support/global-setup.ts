import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { createClient } from 'redis';
import type { TestProject } from 'vitest/node';
import { EmbeddedPostgresCtor, startEmbeddedPostgres } from '../../src/database/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The e2e run's own database (test/support/e2e-environment.ts puts it in E2E_DATABASE_URL). */
    e2eDatabaseUrl: string;
    /** Redis's URL when it answered at the start of the run, else '' (the Redis suites are skipped). */
    e2eRedisUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole e2e run: TEST_DATABASE_URL's server when set (a fresh
 * database is created on it and dropped at the end), else an embedded PostgreSQL in .test-data/.
 * Migrations run when the first app starts. Returns the teardown.
 */
async function redisAnswers(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const redisUp = await redisAnswers(redisUrl);
  if (!redisUp) console.warn(`\nRedis at ${redisUrl} does not answer: the suites that need Redis are reported as skipped.`);
  project.provide('e2eRedisUrl', redisUp ? redisUrl : '');
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `e2e_${Date.now()}`;
    const admin = new Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    project.provide('e2eDatabaseUrl', url.toString());
    return async () => {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const dir = join(__dirname, '..', '..', '..', '.test-data', 'backend-e2e');
  rmSync(dir, { recursive: true, force: true });
  // Vitest runs this file without Node's dynamic-import hook, which the app's own loader relies on.
  const pkg = 'embedded-postgres'; // (by name: the package's ESM-only types are not resolvable from this tsconfig)
  const load = () => import(pkg) as Promise<{ default: EmbeddedPostgresCtor }>;
  const db = await startEmbeddedPostgres({ dir, port: Number(process.env.E2E_PG_PORT ?? 54331), database: 'e2e', load });
  project.provide('e2eDatabaseUrl', db.url);
  return () => db.stop();
}
