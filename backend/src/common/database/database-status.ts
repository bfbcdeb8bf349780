import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { QueryFailedError } from 'typeorm';
import { DataSource } from 'typeorm';

/** Socket errors of a connection to PostgreSQL that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
/** node-postgres' own words for a connection that is gone, failed or timed out. */
const PG_CONNECTION_MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|Connection ended/i;
/**
 * SQLSTATEs that say "the server is not there for you": connection exceptions (class 08), shutting
 * down or starting (57P01-57P03), too many connections (53300).
 */
const PG_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/** Whether an error means the database could not be reached (as opposed to a query's own fault). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const inner = err instanceof QueryFailedError ? err.driverError : err;
  const e = inner as { code?: unknown; message?: unknown; errors?: unknown[] } | undefined;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code)) return true;
  // An AggregateError (IPv4 and IPv6 both refused) carries its causes.
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x))) return true;
  return typeof e.message === 'string' && PG_CONNECTION_MESSAGES.test(e.message);
}

const PROBE_MS = 2000;

/**
 * The node's view of its database during an outage. The first request that fails because the
 * database is unreachable marks it down (one log line); a probe (SELECT 1 every two seconds) marks
 * it up again (one log line, with how long it was out). Requests meanwhile answer 503 with
 * Retry-After, without a log line each (see HttpExceptionFilter).
 */
@Injectable()
export class DatabaseStatus implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private downSince?: number;
  private timer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  get down(): boolean {
    return this.downSince !== undefined;
  }

  /** A request failed with `err`, which isDatabaseUnavailable said means the database is out. */
  unreachable(err: unknown): void {
    if (this.downSince !== undefined) return;
    this.downSince = Date.now();
    const inner = err instanceof QueryFailedError ? err.driverError : err;
    const why = (inner as { code?: string; message?: string })?.code || (inner as { message?: string })?.message || 'unknown';
    this.logger.error(`The database is unreachable (${why}): answering 503 until it is back`);
    this.schedule();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    this.timer = setTimeout(() => void this.probe(), PROBE_MS);
    this.timer.unref();
  }

  private async probe(): Promise<void> {
    try {
      await this.db.query('SELECT 1');
    } catch {
      if (this.timer) this.schedule();
      return;
    }
    const seconds = ((Date.now() - (this.downSince ?? Date.now())) / 1000).toFixed(1);
    this.downSince = undefined;
    this.timer = undefined;
    this.logger.log(`The database is back after ${seconds} s`);
  }
}
