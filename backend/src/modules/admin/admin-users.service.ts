import { DELETED_MEMBER } from '@pfe/contracts';
import type { AdminUser } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { ListPage, ListRequest } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { UpdateUserDto } from './dto/update-user.dto';
import { AdminErrors } from './admin.errors';
import { AdminRepository, AdminUserRow, UserFlags } from './admin.repository';

export { USER_LIST } from './admin.repository';

function toAdminUserResponse(r: AdminUserRow): AdminUser {
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

@Injectable()
export class AdminUsersService {
  constructor(
    private readonly admin: AdminRepository,
    private readonly activity: ActivityService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** Search by name or email with `filter.q`; `filter.subscriptionStatus`, `filter.isAdmin`; getMany with `filter.id`. */
  async list(list: ListRequest): Promise<ListPage<AdminUser>> {
    const page = await this.admin.listUsers(list);
    return { rows: page.rows.map(toAdminUserResponse), total: page.total };
  }

  async get(id: string): Promise<AdminUser> {
    const row = await this.admin.getUser(id);
    if (!row) throw AdminErrors.userNotFound();
    return toAdminUserResponse(row);
  }

  /** Admin flag and subscription status; never one's own admin flag, never the last admin (serialised by a lock). */
  async update(adminId: string, id: string, dto: UpdateUserDto): Promise<AdminUser> {
    if (dto.isAdmin === undefined && dto.isModerator === undefined && dto.subscriptionStatus === undefined) throw AdminErrors.nothingToChange();
    await this.admin.transaction(async (tx) => {
      if (dto.isAdmin === false) await this.admin.lockAdminFlag(tx);
      const user = await this.admin.lockUser(tx, id);
      if (!user) throw AdminErrors.userNotFound();
      if (user.deletedAt) throw AdminErrors.userDeleted();
      const changes: Partial<Pick<UserFlags, 'isAdmin' | 'isModerator' | 'subscriptionStatus'>> = {};
      if (dto.isAdmin !== undefined && dto.isAdmin !== user.isAdmin) {
        if (!dto.isAdmin) {
          if (id === adminId) throw AdminErrors.cannotDemoteSelf();
          if ((await this.admin.countAdmins(tx)) <= 1) throw AdminErrors.lastAdmin();
        }
        changes.isAdmin = dto.isAdmin;
      }
      // The moderator role (issue 32): granted and revoked here, logged like the admin flag.
      if (dto.isModerator !== undefined && dto.isModerator !== user.isModerator) changes.isModerator = dto.isModerator;
      if (dto.subscriptionStatus !== undefined && dto.subscriptionStatus !== user.subscriptionStatus) changes.subscriptionStatus = dto.subscriptionStatus;
      if (Object.keys(changes).length === 0) return;
      await this.admin.updateFlags(tx, id, changes);
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
}
