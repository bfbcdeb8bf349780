import type { ModerationActionEntry, ModerationAppealEntry, ModerationMember, ModerationReport, OwnModerationEntry } from '@pfe/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { AdminList, ListPage, ListRequest } from '../../common/pagination/admin-list';
import { CreateActionDto, CreateAppealDto, CreateReportDto, DecideAppealDto, SuspensionAppealDto, UpdateReportDto } from './dto/moderation.dto';
import { APPEAL_LIST, ModerationActionsService } from './moderation-actions.service';
import { ModerationMembersService } from './moderation-members.service';
import { MODERATION_REPORT_LIST, ReportsService } from './reports.service';

/** A member reports what she sees, in any app. */
@Controller('reports')
@Access(AccessLevel.Member)
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @Idempotent()
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateReportDto): Promise<{ id: string }> {
    return this.reports.create(user.id, dto);
  }
}

/** A suspended member (no session: every one ended) appeals her suspension from the sign-in page. */
@Controller('auth')
export class SuspensionAppealController {
  constructor(private readonly actions: ModerationActionsService) {}

  @Post('suspension-appeal')
  @Access(AccessLevel.Public)
  appeal(@Req() req: FastifyRequest, @Body() dto: SuspensionAppealDto): Promise<{ id: string }> {
    return this.actions.appealSuspension(req.ip ?? 'unknown', dto, req.headers['user-agent']);
  }
}

/** Moderators and admins: the reports queue, actions, members' history and invite tree, appeals. */
@Controller('moderation')
@Access(AccessLevel.Moderator)
export class ModerationController {
  constructor(
    private readonly reports: ReportsService,
    private readonly actions: ModerationActionsService,
    private readonly members: ModerationMembersService,
  ) {}

  @Get('reports')
  listReports(@AdminList(MODERATION_REPORT_LIST) list: ListRequest): Promise<ListPage<ModerationReport>> {
    return this.reports.list(list);
  }

  @Get('reports/:id')
  getReport(@Param('id', IdParam) id: string): Promise<ModerationReport> {
    return this.reports.get(id);
  }

  @Put('reports/:id')
  updateReport(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string, @Body() dto: UpdateReportDto): Promise<ModerationReport> {
    return this.reports.update(user.id, id, dto);
  }

  @Post('actions')
  @Idempotent()
  act(@CurrentUser() user: AuthUser, @Body() dto: CreateActionDto): Promise<ModerationActionEntry> {
    return this.actions.act(user, dto);
  }

  @Get('members/:id')
  member(@Param('id', IdParam) id: string): Promise<ModerationMember> {
    return this.members.get(id);
  }

  @Get('appeals')
  listAppeals(@AdminList(APPEAL_LIST) list: ListRequest): Promise<ListPage<ModerationAppealEntry>> {
    return this.actions.listAppeals(list);
  }

  @Get('appeals/:id')
  getAppeal(@Param('id', IdParam) id: string): Promise<ModerationAppealEntry> {
    return this.actions.getAppeal(id);
  }

  @Put('appeals/:id')
  decide(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string, @Body() dto: DecideAppealDto): Promise<ModerationAppealEntry> {
    return this.actions.decide(user, id, dto);
  }
}

/** The member's side: what moderators decided about her account, and her appeal. */
@Controller('account')
@Access(AccessLevel.Member)
export class AccountModerationController {
  constructor(private readonly actions: ModerationActionsService) {}

  /** Any signed-in account reads its own history (Settings shows it to an account without an invite too: empty). */
  @Get('moderation')
  @Access(AccessLevel.SignedIn)
  own(@CurrentUser() user: AuthUser): Promise<OwnModerationEntry[]> {
    return this.actions.own(user.id);
  }

  @Post('appeals')
  @Idempotent()
  appeal(@CurrentUser() user: AuthUser, @Body() dto: CreateAppealDto): Promise<{ id: string }> {
    return this.actions.appeal(user.id, dto);
  }
}

/** Admins: an inviter's unused codes stop working at once. */
@Controller('admin/users')
@Access(AccessLevel.Admin)
export class ModerationAdminController {
  constructor(private readonly members: ModerationMembersService) {}

  @Post(':id/revoke-invites')
  @HttpCode(200)
  revokeInvites(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string): Promise<{ revoked: number }> {
    return this.members.revokeUnusedCodes(admin.id, id);
  }
}
