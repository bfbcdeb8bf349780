import { SubscriptionStatus } from '@pfe/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { Tx } from '../../common/database/sql-repository';
import { dbToCents } from '../../common/money/money';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { billingMonthOf, computeStatus } from './subscription-rules';
import { SubscriptionsRepository } from './subscriptions.repository';

@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    private readonly members: SubscriptionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Applies the rule to one member (e.g. right after a payment), inside the caller's transaction. */
  async recomputeUser(tx: Tx, userId: string): Promise<SubscriptionStatus | undefined> {
    const changed = await this.recompute(tx, userId);
    return changed.get(userId);
  }

  /** Applies the rule to every member; returns how many statuses changed. */
  async recomputeAll(): Promise<number> {
    return this.members.transaction(async (tx) => (await this.recompute(tx)).size);
  }

  /** The daily recompute, once across nodes (another node holding the lock is doing it). */
  async recomputeAllOnce(): Promise<void> {
    await this.members.transaction(async (tx) => {
      if (!(await this.members.tryLockDaily(tx))) return; // another node is doing it
      const changed = await this.recompute(tx);
      this.logger.log(`Subscription statuses recomputed: ${changed.size} changed`);
    });
  }

  private async recompute(tx: Tx, userId?: string): Promise<Map<string, SubscriptionStatus>> {
    const now = this.clock.now();
    const rows = await this.members.lockMembers(tx, billingMonthOf(now), userId);
    const changed = new Map<string, SubscriptionStatus>();
    for (const row of rows) {
      const next = computeStatus({
        isAdmin: row.isAdmin,
        isMember: !!row.inviteCodeUsed,
        current: row.subscriptionStatus,
        rateCents: dbToCents(row.pricingTier),
        paidCents: dbToCents(row.paid),
        joinedAt: row.joinedAt,
        now,
        graceDays: this.config.graceDays,
      });
      if (next !== row.subscriptionStatus) changed.set(row.id, next);
    }
    for (const status of ['active', 'overdue'] as const) {
      await this.members.setStatus(tx, [...changed].filter(([, s]) => s === status).map(([id]) => id), status);
    }
    return changed;
  }
}
