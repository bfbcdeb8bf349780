import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { createClient } from 'redis';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

/**
 * One real PostgreSQL for the whole e2e run: TEST_DATABASE_URL's server when set (a fresh
 * database is created on it), else an embedded PostgreSQL in .test-data/. Tests read the URL
 * from E2E_DATABASE_URL; migrations run when the first app starts.
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

export default async function globalSetup(): Promise<void> {
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (await redisAnswers(redisUrl)) process.env.E2E_REDIS_URL = redisUrl;
  else console.warn(`\nRedis at ${redisUrl} does not answer: the tests that need Redis are not run.`);
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `e2e_${Date.now()}`;
    const admin = new Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    process.env.E2E_DATABASE_URL = url.toString();
    (globalThis as Record<string, unknown>).__E2E_DROP__ = async () => {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
    return;
  }
  const dir = join(__dirname, '..', '..', '..', '.test-data', 'backend-e2e');
  rmSync(dir, { recursive: true, force: true });
  const db = await startEmbeddedPostgres({ dir, port: Number(process.env.E2E_PG_PORT ?? 54331), database: 'e2e' });
  process.env.E2E_DATABASE_URL = db.url;
  (globalThis as Record<string, unknown>).__E2E_DROP__ = () => db.stop();
}
