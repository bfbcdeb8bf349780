import { Client } from 'pg';
import { isDatabaseUnavailable } from '../common/database/database-status';
import { ConfigError } from '../config/app-config';

/** The database never answered: printed as one sentence, without a stack trace (main.ts). */
export class DatabaseWaitError extends ConfigError {}

export interface WaitOptions {
  /** Give up after this many seconds (STARTUP_TIMEOUT_S); 0 tries once. */
  timeoutS: number;
  log: (line: string) => void;
  /** Time between attempts, and between log lines (at least one every `logEveryMs`). */
  retryMs?: number;
  logEveryMs?: number;
}

/** Where a URL points, without its password, for log lines. */
export function describeDatabase(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'the database';
  }
}

/**
 * Waits until PostgreSQL at `url` accepts a connection and answers, so a node started before its
 * database (a reboot, `docker compose up`) waits instead of exiting. Only unreachability is waited
 * out: a wrong password or a missing database fails at once. Logs a line every few seconds.
 */
export async function waitForDatabase(url: string, options: WaitOptions): Promise<void> {
  const retryMs = options.retryMs ?? 1000;
  const logEveryMs = options.logEveryMs ?? 5000;
  const started = Date.now();
  let lastLog = 0;
  for (;;) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      if (lastLog > 0) options.log(`The database at ${describeDatabase(url)} answers after ${Math.round((Date.now() - started) / 1000)} s`);
      return;
    } catch (err) {
      await client.end().catch(() => undefined);
      if (!isDatabaseUnavailable(err)) throw err;
      const waited = Date.now() - started;
      if (waited >= options.timeoutS * 1000) {
        throw new DatabaseWaitError(`The database at ${describeDatabase(url)} did not answer within STARTUP_TIMEOUT_S=${options.timeoutS} s: ${(err as Error).message || (err as { code?: string }).code}`, { cause: err });
      }
      if (lastLog === 0 || Date.now() - lastLog >= logEveryMs) {
        lastLog = Date.now();
        const why = (err as { code?: string }).code || (err as Error).message;
        options.log(`Waiting for the database at ${describeDatabase(url)} (${why}): ${Math.round(waited / 1000)} s of ${options.timeoutS} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}
