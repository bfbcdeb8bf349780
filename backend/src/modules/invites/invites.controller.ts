import type { Invite, InviteDetail, User } from '@pfe/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest as Request } from 'fastify';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { AdminList, ListPage, ListRequest } from '../../common/pagination/admin-list';
import { AuthRateLimits } from '../auth/rate-limits.provider';
import { SessionService } from '../auth/session.service';
import { toUserResponse } from '../users/user.response';
import { CreateInviteDto } from './dto/create-invite.dto';
import { RedeemInviteDto } from './dto/redeem-invite.dto';
import { UpdateInviteDto } from './dto/update-invite.dto';
import { INVITE_LIST, InvitesService } from './invites.service';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

@Controller()
export class InvitesController {
  constructor(
    private readonly invites: InvitesService,
    private readonly limits: AuthRateLimits,
    private readonly sessions: SessionService,
  ) {}

  @Post('redeem-invite')
  @HttpCode(200)
  @Access(AccessLevel.SignedIn)
  async redeem(@CurrentUser() user: AuthUser, @Body() dto: RedeemInviteDto, @Req() req: Request): Promise<User> {
    await this.limits.redeem.consume(req.ip ?? 'unknown', user.id);
    const member = await this.invites.redeem(user.id, dto.code);
    this.sessions.renewId(req);
    return toUserResponse(member);
  }

  @Get('admin/invites')
  @Access(AccessLevel.Admin)
  list(@AdminList(INVITE_LIST) list: ListRequest): Promise<ListPage<Invite>> {
    return this.invites.list(list);
  }

  @Get('admin/invites/:id')
  @Access(AccessLevel.Admin)
  get(@Param('id', IdParam) id: string): Promise<InviteDetail> {
    return this.invites.get(id);
  }

  @Post('admin/invites')
  @Idempotent()
  @Access(AccessLevel.Admin)
  create(@CurrentUser() admin: AuthUser, @Body() dto: CreateInviteDto): Promise<Invite> {
    return this.invites.create(admin.id, dto);
  }

  @Put('admin/invites/:id')
  @Access(AccessLevel.Admin)
  update(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string, @Body() dto: UpdateInviteDto): Promise<InviteDetail> {
    return this.invites.setActive(admin.id, id, dto.isActive);
  }
}
