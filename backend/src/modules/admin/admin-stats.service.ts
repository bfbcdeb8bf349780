import type { AdminStats } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { dbToCents, fromCents } from '../../common/money/money';
import { billingMonthOf, monthBounds } from '../subscriptions/subscription-rules';

@Injectable()
export class AdminStatsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * collectedMonthlyRevenue: payments dated in the current UTC calendar month, start inclusive,
   * next month's start exclusive (so the whole last day counts). outstandingRevenue: for every
   * billed member (invite redeemed, not admin, not paused) what is still unpaid of their rate
   * for the current billing month. Summed in numeric, returned as two-decimal strings.
   */
  async stats(): Promise<AdminStats> {
    const now = this.clock.now();
    const { start, end } = monthBounds(now);
    const [row] = await this.db.query(
      `SELECT
         (SELECT count(*)::int FROM users WHERE deleted_at IS NULL) AS total_users,
         (SELECT count(*)::int FROM invite_codes
            WHERE is_active AND current_uses < max_uses AND (expires_at IS NULL OR expires_at > $1)) AS active_invites,
         (SELECT coalesce(sum(amount), 0) FROM payments WHERE payment_date >= $2 AND payment_date < $3) AS collected,
         (SELECT coalesce(sum(greatest(u.pricing_tier - coalesce(p.paid, 0), 0)), 0)
            FROM users u
            LEFT JOIN (SELECT user_id, sum(amount) AS paid FROM payments WHERE billing_month = $4 GROUP BY user_id) p ON p.user_id = u.id
            WHERE u.invite_code_used IS NOT NULL AND NOT u.is_admin AND u.subscription_status <> 'inactive') AS outstanding`,
      [now, start, end, billingMonthOf(now)],
    );
    return {
      totalUsers: row.total_users,
      activeInvites: row.active_invites,
      collectedMonthlyRevenue: fromCents(dbToCents(row.collected)),
      outstandingRevenue: fromCents(dbToCents(row.outstanding)),
    };
  }
}
