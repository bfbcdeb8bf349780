import { isAcceptablePassword, PASSWORD_RULE } from './common/validation/validators';
import 'reflect-metadata';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig, loadConfig } from './config/app-config';
import { backup } from './database/backup/backup';
import { restore } from './database/backup/restore';
import { dataSourceOptions } from './database/data-source-options';
import { EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres';
import { hashPassword } from './modules/auth/password-hasher';
import { normalizeEmail } from './modules/users/users.service';
import { changeCredentials } from './modules/account/credentials';

export const USAGE = `Operator commands (npm run cli -- <command>):
  make-admin <email>        give an existing account the admin flag
  revoke-admin <email>      remove the admin flag (refused for the last admin)
  reset-password <email>    set a new password, read from standard input (10 to 128 characters)
  backup <file>             write one archive of the database and the media folder (MEDIA_DIR)
  restore <file>            restore such an archive into an empty install (new database, empty MEDIA_DIR)`;

/** The new password of `reset-password`: the first line of standard input. */
async function readPasswordFromStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('New password (input hidden is not supported; pipe it in to keep it out of view): ');
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function canConnect(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** DATABASE_URL, or the embedded database (the running app's one, or started here). */
async function databaseUrl(config: AppConfig): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const running = `postgres://postgres:embedded@127.0.0.1:${config.embeddedPgPort}/app`;
  if (await canConnect(running)) return { url: running };
  const embedded = await startEmbeddedPostgres({ dir: join(config.dataDir, 'postgres'), port: config.embeddedPgPort, database: 'app' });
  return { url: embedded.url, embedded };
}

/** Connects to the database (see databaseUrl), migrations applied. */
async function openDatabase(config: AppConfig): Promise<{ db: DataSource; embedded?: EmbeddedDatabase }> {
  const { url, embedded } = await databaseUrl(config);
  const db = await new DataSource({ ...dataSourceOptions(url), logging: false }).initialize();
  return { db, embedded };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** The files deleted while a backup ran (each named on its own progress line). */
const missingNote = (count: number, tail = '') => (count > 0 ? `; ${count} media files deleted while the backup ran are missing${tail}` : '');

/** `backup <file>` and `restore <file>`: see database/backup and docs/operations.md. */
async function archive(command: 'backup' | 'restore', file: string, config: AppConfig, progress: (line: string) => void): Promise<string> {
  const { url, embedded } = await databaseUrl(config);
  try {
    if (command === 'backup') {
      const done = await backup(url, config.mediaDir, file, progress);
      return `Backup written to ${done.file}: ${done.tables} tables, ${done.rows} rows, ${done.mediaFiles} media files (${mb(done.mediaBytes)})${missingNote(done.missingMedia)}`;
    }
    const done = await restore(url, config.mediaDir, file, progress);
    return `Restored the backup of ${done.createdAt}: ${done.tables} tables, ${done.rows} rows, ${done.mediaFiles} media files (${mb(done.mediaBytes)})${missingNote(done.missingMedia, ' (their rows left out)')}; every member signs in again`;
  } finally {
    await embedded?.stop();
  }
}

export interface OperatorIo {
  /** The settings (DATABASE_URL, MEDIA_DIR, ...): the process's environment by default. */
  env?: Record<string, string | undefined>;
  /** The new password of `reset-password`: standard input's first line by default. */
  readPassword?: () => Promise<string>;
  /** Progress lines (restore): standard error by default. */
  progress?: (line: string) => void;
}

/**
 * One operator command (`make-admin`, `revoke-admin`, `reset-password`, `backup`, `restore`): the
 * line to print on success; throws with the message to print on failure (src/cli.ts exits 1 then).
 */
export async function runOperatorCommand(command: string | undefined, emailArg: string | undefined, io: OperatorIo = {}): Promise<string> {
  const env = io.env ?? process.env;
  if ((command === 'backup' || command === 'restore') && emailArg) return archive(command, emailArg, loadConfig(env), io.progress ?? ((line) => console.error(line)));
  if (!command || !emailArg || !['make-admin', 'revoke-admin', 'reset-password'].includes(command)) throw new Error(USAGE);
  const email = normalizeEmail(emailArg);
  const password = command === 'reset-password' ? await (io.readPassword ?? readPasswordFromStdin)() : '';
  if (command === 'reset-password' && !isAcceptablePassword(password)) {
    throw new Error(PASSWORD_RULE);
  }
  const { db, embedded } = await openDatabase(loadConfig(env));
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.query('SELECT id, is_admin FROM users WHERE email = $1 FOR UPDATE', [email]);
      if (!user) throw new Error(`No account with the email ${email}`);
      if (command === 'make-admin') {
        await tx.query('UPDATE users SET is_admin = true, updated_at = now() WHERE id = $1', [user.id]);
        return `${email} is now an admin`;
      }
      if (command === 'revoke-admin') {
        await tx.query('LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE');
        const [{ admins }] = await tx.query('SELECT count(*)::int AS admins FROM users WHERE is_admin');
        if (user.is_admin && admins <= 1) throw new Error('Refused: this is the last admin');
        await tx.query('UPDATE users SET is_admin = false, updated_at = now() WHERE id = $1', [user.id]);
        return `${email} is no longer an admin`;
      }
      // The recovery rule: every session ends, every reset link stops working, every passkey goes.
      const changed = await changeCredentials(tx, { userId: user.id, passwordHash: await hashPassword(password), keepSession: null, passkeys: 'all' });
      if (!changed) throw new Error(`No account with the email ${email}`);
      return `The password of ${email} was reset; ${changed.endedSessions} session(s) ended, ${changed.removedPasskeys} passkey(s) removed, ${changed.voidedResetLinks} reset link(s) voided`;
    });
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}
