import type { AdminStats } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { dbToCents, fromCents } from '../../common/money/money';
import { billingMonthOf, monthBounds } from '../subscriptions/subscription-rules';
import { AdminRepository } from './admin.repository';

@Injectable()
export class AdminStatsService {
  constructor(
    private readonly admin: AdminRepository,
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
    const row = await this.admin.stats(now, start, end, billingMonthOf(now));
    return {
      totalUsers: row.total_users,
      activeInvites: row.active_invites,
      collectedMonthlyRevenue: fromCents(dbToCents(row.collected)),
      outstandingRevenue: fromCents(dbToCents(row.outstanding)),
    };
  }
}
