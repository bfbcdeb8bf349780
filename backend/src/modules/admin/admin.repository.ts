import type { SubscriptionStatus } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { AdvisoryLock, lockXact } from '../../common/locks/advisory-locks';
import { adminListPage, SqlWhere } from '../../common/pagination/admin-list-sql';
import { containsPattern, ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';

/** A member as the console lists them, with who invited them. */
export interface AdminUserRow {
  id: string;
  email: string;
  first_name: string | null;
  deleted_at: Date | null;
  last_name: string | null;
  profile_image_url: string | null;
  is_admin: boolean;
  is_moderator: boolean;
  pricing_tier: string;
  subscription_status: string;
  invite_code_used: string | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  inviter_id: string | null;
  inviter_email: string | null;
  inviter_first_name: string | null;
  inviter_last_name: string | null;
}

/** The flags an admin changes, as the row holds them. */
export interface UserFlags {
  isAdmin: boolean;
  isModerator: boolean;
  subscriptionStatus: SubscriptionStatus;
  deletedAt: Date | null;
}

export interface StatsRow {
  total_users: number;
  active_invites: number;
  collected: string;
  outstanding: string;
}

export const USER_LIST: ListSpec = {
  resource: 'users',
  sortable: {
    createdAt: 'u.created_at',
    email: 'u.email',
    firstName: 'u.first_name',
    lastName: 'u.last_name',
    subscriptionStatus: 'u.subscription_status',
    pricingTier: 'u.pricing_tier',
    isAdmin: 'u.is_admin',
    isModerator: 'u.is_moderator',
  },
  filters: { q: 'text', subscriptionStatus: 'text', isAdmin: 'boolean', isModerator: 'boolean' },
};

const SELECT = `u.id, u.email, u.first_name, u.last_name, u.profile_image_url, u.is_admin, u.is_moderator, u.pricing_tier,
  u.subscription_status, u.invite_code_used, u.last_sign_in_at, u.created_at, u.updated_at, u.deleted_at,
  inviter.id AS inviter_id, inviter.email AS inviter_email,
  inviter.first_name AS inviter_first_name, inviter.last_name AS inviter_last_name`;
const FROM = `users u
  LEFT JOIN invite_redemptions r ON r.user_id = u.id
  LEFT JOIN invite_codes ic ON ic.id = r.invite_code_id
  LEFT JOIN users inviter ON inviter.id = ic.created_by`;

@Injectable()
export class AdminRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** `filter.q` (name or email), `filter.subscriptionStatus`, `filter.isAdmin`, `filter.isModerator`; getMany with `filter.id`. */
  listUsers(list: ListRequest): Promise<ListPage<AdminUserRow>> {
    const q = list.filter.text.q;
    const where = new SqlWhere()
      .add(
        (p) => `(u.email ILIKE ${p} OR u.first_name ILIKE ${p} OR u.last_name ILIKE ${p} OR (u.first_name || ' ' || u.last_name) ILIKE ${p})`,
        q ? containsPattern(q) : undefined,
      )
      .add((p) => `u.subscription_status = ${p}`, list.filter.text.subscriptionStatus)
      .add((p) => `u.is_admin = ${p}`, list.filter.boolean.isAdmin)
      .add((p) => `u.is_moderator = ${p}`, list.filter.boolean.isModerator);
    return adminListPage<AdminUserRow>(this.db.manager, list, { select: SELECT, from: FROM, id: 'u.id', where });
  }

  async getUser(id: string): Promise<AdminUserRow | null> {
    const [row]: AdminUserRow[] = await this.db.query(`SELECT ${SELECT} FROM ${FROM} WHERE u.id = $1`, [id]);
    return row ?? null;
  }

  /** Serialises admin-flag removals (never the last admin), until the transaction ends. */
  lockAdminFlag(tx: Tx): Promise<void> {
    return lockXact(tx, AdvisoryLock.adminFlag);
  }

  /** The member's flags, the row locked until the transaction ends. */
  async lockUser(tx: Tx, id: string): Promise<UserFlags | null> {
    const [row]: UserFlags[] = await tx.query(
      `SELECT is_admin AS "isAdmin", is_moderator AS "isModerator", subscription_status AS "subscriptionStatus", deleted_at AS "deletedAt" FROM users WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row ?? null;
  }

  async countAdmins(tx: Tx): Promise<number> {
    const [{ admins }] = await tx.query('SELECT count(*)::int AS admins FROM users WHERE is_admin');
    return admins;
  }

  async updateFlags(tx: Tx, id: string, changes: Partial<Pick<UserFlags, 'isAdmin' | 'isModerator' | 'subscriptionStatus'>>): Promise<void> {
    await tx.query(
      `UPDATE users SET is_admin = coalesce($2, is_admin), is_moderator = coalesce($4, is_moderator),
              subscription_status = coalesce($3, subscription_status), updated_at = now() WHERE id = $1`,
      [id, changes.isAdmin ?? null, changes.subscriptionStatus ?? null, changes.isModerator ?? null],
    );
  }

  /** The dashboard's figures (AdminStatsService says what each one counts). */
  async stats(now: Date, monthStart: Date, monthEnd: Date, billingMonth: string): Promise<StatsRow> {
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
      [now, monthStart, monthEnd, billingMonth],
    );
    return row;
  }
}
