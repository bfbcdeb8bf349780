import { DELETED_MEMBER } from '@pfe/contracts';
import type { AdminUser } from '@pfe/contracts';
import { AdvisoryLock, lockXact } from '../../common/locks/advisory-locks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { containsPattern, ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { UserEntity } from '../users/entities/user.entity';

import { UpdateUserDto } from './dto/update-user.dto';
import { AdminErrors } from './admin.errors';

interface UserRow {
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
  total: string;
}

const SORTABLE: Record<string, string> = {
  createdAt: 'u.created_at',
  email: 'u.email',
  firstName: 'u.first_name',
  lastName: 'u.last_name',
  subscriptionStatus: 'u.subscription_status',
  pricingTier: 'u.pricing_tier',
  isAdmin: 'u.is_admin',
  isModerator: 'u.is_moderator',
};
export const USER_LIST: ListSpec = { resource: 'users', sortable: SORTABLE, filters: { q: 'text', subscriptionStatus: 'text', isAdmin: 'boolean', isModerator: 'boolean' } };

function toAdminUserResponse(r: UserRow): AdminUser {
  return {
    id: r.id,
    email: r.email,
    // A deleted account stays as an anonymised record (placeholder email, no names).
    firstName: r.deleted_at ? DELETED_MEMBER : r.first_name,
    lastName: r.last_name,
    profileImageUrl: r.profile_image_url,
    isAdmin: r.is_admin,
    isModerator: r.is_moderator,
    pricingTier: r.pricing_tier,
    subscriptionStatus: r.subscription_status,
    inviteCodeUsed: r.invite_code_used,
    invitedBy: r.inviter_id ? { id: r.inviter_id, email: r.inviter_email!, firstName: r.inviter_first_name, lastName: r.inviter_last_name } : null,
    lastSignInAt: r.last_sign_in_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

const SELECT = `
  SELECT u.id, u.email, u.first_name, u.last_name, u.profile_image_url, u.is_admin, u.is_moderator, u.pricing_tier,
         u.subscription_status, u.invite_code_used, u.last_sign_in_at, u.created_at, u.updated_at, u.deleted_at,
         inviter.id AS inviter_id, inviter.email AS inviter_email,
         inviter.first_name AS inviter_first_name, inviter.last_name AS inviter_last_name,
         count(*) OVER () AS total
  FROM users u
  LEFT JOIN invite_redemptions r ON r.user_id = u.id
  LEFT JOIN invite_codes ic ON ic.id = r.invite_code_id
  LEFT JOIN users inviter ON inviter.id = ic.created_by`;

/** Lock key serialising admin-flag changes, so the last admin can never be demoted. */

@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** Search by name or email with `filter.q`; `filter.subscriptionStatus`, `filter.isAdmin`; getMany with `filter.id`. */
  async list(list: ListRequest): Promise<ListPage<AdminUser>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const q = list.filter.text.q;
    if (q) {
      params.push(containsPattern(q));
      where.push(`(u.email ILIKE $${params.length} OR u.first_name ILIKE $${params.length} OR u.last_name ILIKE $${params.length}
               OR (u.first_name || ' ' || u.last_name) ILIKE $${params.length})`);
    }
    const ids = list.filter.ids;
    if (ids) {
      params.push(ids);
      where.push(`u.id = ANY($${params.length}::uuid[])`);
    }
    const status = list.filter.text.subscriptionStatus;
    if (status) {
      params.push(status);
      where.push(`u.subscription_status = $${params.length}`);
    }
    if (list.filter.boolean.isAdmin !== undefined) {
      params.push(list.filter.boolean.isAdmin);
      where.push(`u.is_admin = $${params.length}`);
    }
    if (list.filter.boolean.isModerator !== undefined) {
      params.push(list.filter.boolean.isModerator);
      where.push(`u.is_moderator = $${params.length}`);
    }
    params.push(list.limit, list.offset);
    const rows: UserRow[] = await this.db.query(
      `${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY ${list.orderBy} ${list.direction}, u.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    const total = rows.length > 0 ? Number(rows[0].total) : list.offset === 0 ? 0 : await this.count(where, params.slice(0, -2));
    return { rows: rows.map(toAdminUserResponse), total };
  }

  async get(id: string): Promise<AdminUser> {
    const [row]: UserRow[] = await this.db.query(`${SELECT} WHERE u.id = $1`, [id]);
    if (!row) throw AdminErrors.userNotFound();
    return toAdminUserResponse(row);
  }

  async update(adminId: string, id: string, dto: UpdateUserDto): Promise<AdminUser> {
    if (dto.isAdmin === undefined && dto.isModerator === undefined && dto.subscriptionStatus === undefined) throw AdminErrors.nothingToChange();
    await this.db.transaction(async (tx) => {
      if (dto.isAdmin === false) await lockXact(tx, AdvisoryLock.adminFlag);
      const user = await tx.findOne(UserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw AdminErrors.userNotFound();
      if (user.deletedAt) throw AdminErrors.userDeleted();
      const changes: Partial<UserEntity> = {};
      if (dto.isAdmin !== undefined && dto.isAdmin !== user.isAdmin) {
        if (!dto.isAdmin) {
          if (id === adminId) throw AdminErrors.cannotDemoteSelf();
          const [{ admins }] = await tx.query('SELECT count(*)::int AS admins FROM users WHERE is_admin');
          if (admins <= 1) throw AdminErrors.lastAdmin();
        }
        changes.isAdmin = dto.isAdmin;
      }
      // The moderator role (issue 32): granted and revoked here, logged like the admin flag.
      if (dto.isModerator !== undefined && dto.isModerator !== user.isModerator) changes.isModerator = dto.isModerator;
      if (dto.subscriptionStatus !== undefined && dto.subscriptionStatus !== user.subscriptionStatus) changes.subscriptionStatus = dto.subscriptionStatus;
      if (Object.keys(changes).length === 0) return;
      await tx.update(UserEntity, { id }, changes);
      // Lifting a pause (or a manual status) is checked against the payments at once.
      if (changes.subscriptionStatus && changes.subscriptionStatus !== 'inactive') await this.subscriptions.recomputeUser(tx, id);
      await this.activity.record(tx, adminId, {
        action: 'update_user',
        targetType: 'user',
        targetId: id,
        details: { ...changes, previous: { isAdmin: user.isAdmin, isModerator: user.isModerator, subscriptionStatus: user.subscriptionStatus } },
      });
    });
    return this.get(id);
  }

  private async count(where: string[], params: unknown[]): Promise<number> {
    const [{ n }] = await this.db.query(`SELECT count(*)::int AS n FROM users u ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`, params);
    return n;
  }
}
