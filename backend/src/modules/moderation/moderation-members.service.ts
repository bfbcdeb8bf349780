import type { ModerationMember } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { ActivityService } from '../activity/activity.service';
import { ModerationActionsService } from './moderation-actions.service';
import { ModerationErrors } from './moderation.errors';
import { toModerationReport, toTreeNode } from './moderation.mappers';
import { ModerationRepository } from './moderation.repository';

/** The invite tree answers at most this many accounts (the nearest first; the console shows them all), and the whole tree's counts. */
export const INVITE_TREE_MAX = 500;

/**
 * A member as moderators see her: her name (no email, payment or address), her moderation
 * history, the reports about her, and the invite tree under her with, per inviter, how many of
 * the accounts they brought in were reported or suspended. Admins revoke an inviter's unused codes.
 */
@Injectable()
export class ModerationMembersService {
  constructor(
    private readonly repo: ModerationRepository,
    private readonly actions: ModerationActionsService,
    private readonly activity: ActivityService,
  ) {}

  async get(userId: string): Promise<ModerationMember> {
    const member = await this.repo.memberSummary(userId);
    if (!member) throw ModerationErrors.memberNotFound();
    const [history, reports, tree] = await Promise.all([this.actions.historyOf(userId), this.repo.reportsAbout(userId), this.repo.inviteTree(userId, INVITE_TREE_MAX)]);
    return {
      id: member.id,
      name: member.name,
      isModerator: member.is_moderator,
      isAdmin: member.is_admin,
      joinedAt: member.created_at.toISOString(),
      suspension: member.suspended ? { until: member.until ? member.until.toISOString() : null } : null,
      invitedBy: member.inviter_id ? { id: member.inviter_id, name: member.inviter_name! } : null,
      reportsAgainst: member.reports_against,
      reportsFiled: member.reports_filed,
      history,
      reports: reports.map(toModerationReport),
      inviteTree: tree.map(toTreeNode),
      inviteTreeSize: { members: tree[0]?.tree_members ?? 0, reported: tree[0]?.tree_reported ?? 0, suspended: tree[0]?.tree_suspended ?? 0 },
      unusedInviteCodes: member.unused_codes,
    };
  }

  /** Admin: every unused code the member created stops working, in one step (logged). */
  async revokeUnusedCodes(adminId: string, userId: string): Promise<{ revoked: number }> {
    if (!(await this.repo.userExists(userId))) throw ModerationErrors.memberNotFound();
    const revoked = await this.repo.transaction(async (tx) => {
      const n = await this.repo.revokeUnusedCodes(tx, userId);
      await this.activity.record(tx, adminId, { action: 'revoke_invite_codes', targetType: 'user', targetId: userId, details: { revoked: n } });
      return n;
    });
    return { revoked };
  }
}
