import type { ModerationActionEntry, ModerationAppealEntry, OwnModerationEntry } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/http/auth-user';
import type { ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { NotificationsService } from '../notifications/notifications.service';
import { BlocksService } from '../safety/blocks.service';
import { AuthService } from '../auth/auth.service';
import { AuthRateLimits } from '../auth/rate-limits.provider';
import { CreateActionDto, CreateAppealDto, DecideAppealDto, SuspensionAppealDto } from './dto/moderation.dto';
import { ModerationErrors } from './moderation.errors';
import { toActionEntry, toAppealEntry, toOwnEntry } from './moderation.mappers';
import { ModerationRepository, STORED_STATUS } from './moderation.repository';
import { SuspensionRepository } from '../safety/suspension.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export const APPEAL_LIST: ListSpec = {
  resource: 'appeals',
  sortable: { createdAt: 'ap.created_at', status: 'ap.status', decidedAt: 'ap.decided_at' },
  filters: { status: 'text' },
};

/**
 * What moderators do about a member (warn, suspend for 1/7/30 days or until lifted, lift), with a
 * reason and the report it answers; the member's appeal (once per action) and its decision by a
 * different moderator. Every step is in the activity log and tells the member (in-app and by email:
 * the notifications' security kinds).
 */
@Injectable()
export class ModerationActionsService {
  constructor(
    private readonly repo: ModerationRepository,
    private readonly activity: ActivityService,
    private readonly notifications: NotificationsService,
    private readonly blocks: BlocksService,
    private readonly auth: AuthService,
    private readonly limits: AuthRateLimits,
    private readonly suspensions: SuspensionRepository,
  ) {}

  async act(moderator: AuthUser, dto: CreateActionDto): Promise<ModerationActionEntry> {
    if (dto.userId === moderator.id) throw ModerationErrors.actSelf();
    if (dto.action !== 'suspend' && dto.days !== undefined && dto.days !== null) throw ModerationErrors.daysOnlyForSuspend();
    const afterCommit: (() => void)[] = [];
    const id = await this.repo.transaction(async (tx) => {
      const member = await this.repo.lockMember(tx, dto.userId);
      if (!member || member.deleted_at) throw ModerationErrors.memberNotFound();
      if ((member.is_admin || member.is_moderator) && !moderator.isAdmin) throw ModerationErrors.protectedMember();
      if (dto.reportId) {
        const report = await this.repo.findReport(dto.reportId, tx);
        if (!report) throw ModerationErrors.reportNotFound();
        if (report.reported_user_id !== dto.userId) throw ModerationErrors.reportNotAboutMember();
      }
      if (dto.action === 'lift' && !member.suspended) throw ModerationErrors.notSuspended();

      const days = dto.action === 'suspend' ? (dto.days ?? null) : null;
      const until = dto.action === 'suspend' ? (days ? new Date(Date.now() + days * DAY_MS) : 'infinity') : null;
      const actionId = await this.repo.insertAction(tx, { userId: dto.userId, moderatorId: moderator.id, action: dto.action, reason: dto.reason, days, until, reportId: dto.reportId ?? null });

      if (dto.action === 'suspend') {
        await this.repo.setSuspendedUntil(tx, dto.userId, until);
        // Every session ends now, on every node (the DELETE notifies; sockets get `session.ended`).
        await this.repo.endSessions(tx, dto.userId);
        // Her conversations close quietly, as a block would close them.
        for (const other of await this.repo.openCounterparts(tx, dto.userId)) afterCommit.push(...(await this.blocks.closeBetween(tx, dto.userId, other)));
        await this.notifications.notify(tx, dto.userId, 'security.moderation_suspended', { objectId: actionId });
      } else if (dto.action === 'lift') {
        await this.repo.setSuspendedUntil(tx, dto.userId, null);
        await this.notifications.notify(tx, dto.userId, 'security.moderation_lifted', { objectId: actionId });
      } else {
        await this.notifications.notify(tx, dto.userId, 'security.moderation_warning', { objectId: actionId });
      }
      if (dto.reportId) await this.repo.setReportStatus(tx, dto.reportId, STORED_STATUS.actioned, `${dto.action}: ${dto.reason}`.slice(0, 1000), moderator.id);
      await this.activity.record(tx, moderator.id, {
        action: `moderation_${dto.action}`,
        targetType: 'user',
        targetId: dto.userId,
        details: { actionId, reason: dto.reason, days, reportId: dto.reportId ?? null },
      });
      return actionId;
    });
    afterCommit.forEach((then) => then());
    return toActionEntry((await this.repo.findAction(id))!);
  }

  async historyOf(userId: string): Promise<ModerationActionEntry[]> {
    return (await this.repo.actionsOf(userId)).map(toActionEntry);
  }

  /** The member's own warnings and suspensions (lifts are not hers to appeal), never who decided. */
  async own(userId: string): Promise<OwnModerationEntry[]> {
    const rows = await this.repo.actionsOf(userId);
    const current = (await this.repo.suspensionOf(userId)) ? await this.repo.transaction((tx) => this.repo.currentSuspensionAction(tx, userId)) : undefined;
    return rows.filter((r) => r.action !== 'lift').map((r) => toOwnEntry(r, current));
  }

  /** One appeal per action (the unique key holds it when two arrive at once). */
  async appeal(userId: string, dto: CreateAppealDto): Promise<{ id: string }> {
    const id = await this.repo.transaction(async (tx) => {
      const action = await this.repo.findAction(dto.actionId, tx);
      if (!action || action.user_id !== userId || action.action === 'lift') throw ModerationErrors.actionNotFound();
      const appealId = await this.repo.insertAppeal(tx, dto.actionId, userId, dto.text);
      if (!appealId) throw ModerationErrors.appealExists();
      return appealId;
    });
    return { id };
  }

  /**
   * The appeal of a suspended member, who cannot sign in: her email and password are checked as the
   * sign-in checks them (the same rate limits, the same 401 for any failure), then the suspension in
   * force is appealed (once; 409 when there is none now).
   */
  async appealSuspension(ip: string, dto: SuspensionAppealDto, userAgent?: string): Promise<{ id: string }> {
    await this.limits.login.consume(ip, dto.email.trim());
    const user = await this.auth.validateCredentials(dto.email, dto.password, userAgent);
    await this.limits.login.resetAccount(dto.email.trim(), ip);
    const suspension = await this.suspensions.inForce(user.id);
    if (!suspension?.actionId) throw ModerationErrors.notSuspended();
    return this.appeal(user.id, { actionId: suspension.actionId, text: dto.text });
  }

  async listAppeals(list: ListRequest): Promise<ListPage<ModerationAppealEntry>> {
    const { rows, total } = await this.repo.listAppeals(list, list.filter.text.status);
    return { rows: rows.map(toAppealEntry), total };
  }

  async getAppeal(id: string): Promise<ModerationAppealEntry> {
    const row = await this.repo.findAppeal(id);
    if (!row) throw ModerationErrors.appealNotFound();
    return toAppealEntry(row);
  }

  /**
   * A different moderator than the one who acted decides. Overturning a suspension still in force
   * lifts it. The member is told the outcome.
   */
  async decide(moderator: AuthUser, id: string, dto: DecideAppealDto): Promise<ModerationAppealEntry> {
    await this.repo.transaction(async (tx) => {
      const appeal = await this.repo.findAppeal(id, tx);
      if (!appeal) throw ModerationErrors.appealNotFound();
      if (appeal.moderator_id === moderator.id) throw ModerationErrors.sameModerator();
      if (appeal.user_id === moderator.id) throw ModerationErrors.actSelf();
      if (appeal.status !== 'pending' || !(await this.repo.decideAppeal(tx, id, dto.decision, moderator.id))) throw ModerationErrors.appealDecided();
      if (dto.decision === 'overturned' && appeal.action === 'suspend') {
        await this.repo.lockMember(tx, appeal.user_id);
        if ((await this.repo.currentSuspensionAction(tx, appeal.user_id)) === appeal.action_id) await this.repo.setSuspendedUntil(tx, appeal.user_id, null);
      }
      await this.notifications.notify(tx, appeal.user_id, 'security.moderation_appeal_decided', { objectId: appeal.action_id });
      await this.activity.record(tx, moderator.id, { action: 'moderation_appeal_decided', targetType: 'user', targetId: appeal.user_id, details: { appealId: id, decision: dto.decision } });
    });
    return this.getAppeal(id);
  }
}
