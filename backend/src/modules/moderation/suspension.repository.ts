import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';

export const SUSPENDED_MESSAGE = 'Your account is suspended';

/** 403 `account.suspended` with `until` (ISO 8601, or null: until a moderator lifts it). */
export const accountSuspended = (until: Date | null) => new DomainError('account.suspended', 403, SUSPENDED_MESSAGE, { until: until ? until.toISOString() : null });

/**
 * The sign-in's question (issue 32): is this account suspended now? A read-time check of
 * `users.suspended_until` (later than now; `infinity` until lifted), so a suspension ends by itself.
 * Provided by the auth module, which asks it after the password (or passkey) was right: the answer
 * never tells a stranger anything about an account.
 */
@Injectable()
export class SuspensionRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async assertNotSuspended(userId: string): Promise<void> {
    const [row] = await this.db.query(
      `SELECT CASE WHEN suspended_until = 'infinity' THEN NULL ELSE suspended_until END AS until FROM users WHERE id = $1 AND suspended_until > now()`,
      [userId],
    );
    if (row) throw accountSuspended(row.until);
  }
}
