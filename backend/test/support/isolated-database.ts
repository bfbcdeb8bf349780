import { Client } from 'pg';

async function run(url: string, sql: string, params: unknown[] = []): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** `url` with its database replaced by `name`. */
export const databaseUrl = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * A migrated copy of the run's template database (test/support/global-setup.ts) named `name`,
 * made on the server of `serverUrl` unless it exists already.
 */
export async function workerDatabase(serverUrl: string, name: string): Promise<void> {
  const exists = await run(serverUrl, `SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
  if (!exists) await run(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${process.env.E2E_TEMPLATE_DATABASE}`);
  }

/**
 * A database of a spec's own on the e2e server, for specs whose assertions must not see other
 * specs' rows (a fingerprint of every table, a matching run over every profile). Empty, unless
 * `migrated`: then a copy of the run's migrated template (made in milliseconds).
 */
export async function isolatedDatabase(prefix: string, options: { migrated?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const shared = process.env.E2E_DATABASE_URL!;
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await run(shared, options.migrated ? `CREATE DATABASE ${name} TEMPLATE ${process.env.E2E_TEMPLATE_DATABASE}` : `CREATE DATABASE ${name}`);
  return { url: databaseUrl(shared, name), drop: () => run(shared, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined) };
}
