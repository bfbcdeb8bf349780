import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';

export const SUSPENDED_MESSAGE = 'Your account is suspended';

/** A suspension in force: until when (null: until lifted), why, the action to appeal, whether she appealed it. */
export interface SuspensionInForce {
  until: Date | null;
  reason: string | null;
  actionId: string | null;
  appealed: boolean;
}

/**
 * 403 `account.suspended` with `until` (ISO 8601, or null: until a moderator lifts it), the
 * moderator's reason, and the action she may appeal (`actionId`, `appealed`). Given only after the
 * right password or passkey: nothing of it reaches a stranger.
 */
export const accountSuspended = (s: SuspensionInForce) =>
  new DomainError('account.suspended', 403, SUSPENDED_MESSAGE, { until: s.until ? s.until.toISOString() : null, reason: s.reason, actionId: s.actionId, appealed: s.appealed });

/**
 * The sign-in's question (issue 32): is this account suspended now? A read-time check of
 * `users.suspended_until` (later than now; `infinity` until lifted), so a suspension ends by itself.
 * Lives in safety, below both of its users: the auth module asks it after the password (or passkey)
 * was right (the answer never tells a stranger anything about an account), and moderation reads the
 * suspension it wrote.
 */
@Injectable()
export class SuspensionRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async assertNotSuspended(userId: string): Promise<void> {
    const suspension = await this.inForce(userId);
    if (suspension) throw accountSuspended(suspension);
  }

  /** Her suspension in force now, with the newest suspend action (the one to appeal), or null. */
  async inForce(userId: string): Promise<SuspensionInForce | null> {
    const [row] = await this.db.query(
      `SELECT CASE WHEN u.suspended_until = 'infinity' THEN NULL ELSE u.suspended_until END AS until, a.id AS action_id, a.reason, ap.id IS NOT NULL AS appealed
       FROM users u
       LEFT JOIN LATERAL (SELECT ma.id, ma.reason FROM moderation_actions ma WHERE ma.user_id = u.id AND ma.action = 'suspend' ORDER BY ma.created_at DESC, ma.id DESC LIMIT 1) a ON true
       LEFT JOIN moderation_appeals ap ON ap.action_id = a.id
       WHERE u.id = $1 AND u.suspended_until > now()`,
      [userId],
    );
    return row ? { until: row.until, reason: row.reason ?? null, actionId: row.action_id ?? null, appealed: row.appealed } : null;
  }
}
