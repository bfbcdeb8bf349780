import { SubscriptionStatus } from '@pfe/contracts';
import { AdvisoryLock, tryLockXact } from '../../common/locks/advisory-locks';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { dbToCents } from '../../common/money/money';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

import { billingMonthOf, computeStatus } from './subscription-rules';

interface MemberRow {
  id: string;
  is_admin: boolean;
  invite_code_used: string | null;
  subscription_status: SubscriptionStatus;
  pricing_tier: string;
  joined_at: Date;
  paid: string | null;
}

@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Applies the rule to one member (e.g. right after a payment), inside the caller's transaction. */
  async recomputeUser(manager: EntityManager, userId: string): Promise<SubscriptionStatus | undefined> {
    const changed = await this.recompute(manager, userId);
    return changed.get(userId);
  }

  /** Applies the rule to every member; returns how many statuses changed. */
  async recomputeAll(): Promise<number> {
    return this.db.transaction(async (tx) => (await this.recompute(tx)).size);
  }

  /** The daily recompute, once across nodes (another node holding the lock is doing it). */
  async recomputeAllOnce(): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await tryLockXact(tx, AdvisoryLock.subscriptionsDaily))) return; // another node is doing it
      const changed = await this.recompute(tx);
      this.logger.log(`Subscription statuses recomputed: ${changed.size} changed`);
    });
  }

  private async recompute(manager: EntityManager, userId?: string): Promise<Map<string, SubscriptionStatus>> {
    const now = this.clock.now();
    const month = billingMonthOf(now);
    const rows: MemberRow[] = await manager.query(
      `SELECT u.id, u.is_admin, u.invite_code_used, u.subscription_status, u.pricing_tier,
              coalesce(r.redeemed_at, u.created_at) AS joined_at,
              (SELECT sum(p.amount) FROM payments p WHERE p.user_id = u.id AND p.billing_month = $1) AS paid
       FROM users u LEFT JOIN invite_redemptions r ON r.user_id = u.id
       WHERE u.invite_code_used IS NOT NULL AND NOT u.is_admin AND u.subscription_status <> 'inactive'
         AND ($2::uuid IS NULL OR u.id = $2::uuid)
       FOR UPDATE OF u`,
      [month, userId ?? null],
    );
    const changed = new Map<string, SubscriptionStatus>();
    for (const row of rows) {
      const next = computeStatus({
        isAdmin: row.is_admin,
        isMember: !!row.invite_code_used,
        current: row.subscription_status,
        rateCents: dbToCents(row.pricing_tier),
        paidCents: dbToCents(row.paid),
        joinedAt: row.joined_at,
        now,
        graceDays: this.config.graceDays,
      });
      if (next !== row.subscription_status) changed.set(row.id, next);
    }
    for (const status of ['active', 'overdue'] as const) {
      const ids = [...changed].filter(([, s]) => s === status).map(([id]) => id);
      if (ids.length > 0) await manager.query(`UPDATE users SET subscription_status = $1, updated_at = now() WHERE id = ANY($2::uuid[])`, [status, ids]);
    }
    return changed;
  }
}
