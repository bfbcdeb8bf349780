import type { SubscriptionStatus } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { AdvisoryLock, tryLockXact } from '../../common/locks/advisory-locks';

/** A member whose status the rule decides, with what they paid for the month. */
export interface MemberStatusRow {
  id: string;
  isAdmin: boolean;
  inviteCodeUsed: string | null;
  subscriptionStatus: SubscriptionStatus;
  pricingTier: string;
  joinedAt: Date;
  /** The month's payments summed (numeric text), null when none. */
  paid: string | null;
}

@Injectable()
export class SubscriptionsRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** The daily job's lock, once across nodes: false when another node holds it. */
  tryLockDaily(tx: Tx): Promise<boolean> {
    return tryLockXact(tx, AdvisoryLock.subscriptionsDaily);
  }

  /**
   * Members the rule applies to (redeemed, not admins, not paused), locked until the transaction
   * ends; one member when `userId` is given.
   */
  lockMembers(tx: Tx, billingMonth: string, userId?: string): Promise<MemberStatusRow[]> {
    return tx.query(
      `SELECT u.id, u.is_admin AS "isAdmin", u.invite_code_used AS "inviteCodeUsed", u.subscription_status AS "subscriptionStatus",
              u.pricing_tier AS "pricingTier", coalesce(r.redeemed_at, u.created_at) AS "joinedAt",
              (SELECT sum(p.amount) FROM payments p WHERE p.user_id = u.id AND p.billing_month = $1) AS paid
       FROM users u LEFT JOIN invite_redemptions r ON r.user_id = u.id
       WHERE u.invite_code_used IS NOT NULL AND NOT u.is_admin AND u.subscription_status <> 'inactive'
         AND ($2::uuid IS NULL OR u.id = $2::uuid)
       FOR UPDATE OF u`,
      [billingMonth, userId ?? null],
    );
  }

  async setStatus(tx: Tx, ids: string[], status: SubscriptionStatus): Promise<void> {
    if (ids.length > 0) await tx.query(`UPDATE users SET subscription_status = $1, updated_at = now() WHERE id = ANY($2::uuid[])`, [status, ids]);
  }
}
