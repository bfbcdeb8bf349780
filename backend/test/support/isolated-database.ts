import { Client } from 'pg';

/**
 * A database of a spec's own on the e2e server, for specs whose assertions must not see other
 * specs' rows (a fingerprint of every table, a matching run over every profile).
 */
export async function isolatedDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const shared = process.env.E2E_DATABASE_URL!;
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new Client({ connectionString: shared });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
