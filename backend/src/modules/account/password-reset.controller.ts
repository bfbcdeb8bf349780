import { PASSWORD_RESET_REQUESTED, PasswordResetLink, PasswordResetLinkPending, PendingPasswordResetLink } from '@pfe/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { PasswordResetConfirmDto, PasswordResetRequestDto } from './dto/password-reset.dto';
import { PasswordResetService } from './password-reset.service';

/** Password recovery: by email, and through a link an admin makes. */
@Controller()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  /** Always the same answer (202, same bytes), whether the address has an account or not. */
  @Post('auth/password-reset')
  @HttpCode(202)
  @Access(AccessLevel.Public)
  async request(@Body() dto: PasswordResetRequestDto, @Req() req: Request): Promise<{ message: string }> {
    await this.resets.request(dto.email, req.ip ?? 'unknown');
    return { message: PASSWORD_RESET_REQUESTED };
  }

  @Post('auth/password-reset/confirm')
  @HttpCode(204)
  @Access(AccessLevel.Public)
  async confirm(@Body() dto: PasswordResetConfirmDto, @Req() req: Request): Promise<void> {
    await this.resets.confirm(dto.token, dto.newPassword, req.ip ?? 'unknown');
  }

  /**
   * 201 with the link while the platform has one admin; 202 `{id, status: 'pending'}` with two or
   * more (another admin approves it). Shown once: never cached.
   */
  @Post('admin/users/:id/password-reset-link')
  @HttpCode(201)
  @Access(AccessLevel.Admin)
  async adminLink(
    @CurrentUser() admin: AuthUser,
    @Param('id', IdParam) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PasswordResetLink | PasswordResetLinkPending> {
    res.header('Cache-Control', 'no-store');
    const link = await this.resets.adminLink(admin.id, id);
    if ('status' in link) res.status(202);
    return link;
  }

  @Get('admin/password-reset-links')
  @Access(AccessLevel.Admin)
  pendingAdminLinks(@CurrentUser() admin: AuthUser, @Res({ passthrough: true }) res: Response): Promise<PendingPasswordResetLink[]> {
    res.header('Cache-Control', 'no-store');
    return this.resets.pendingAdminLinks(admin.id);
  }

  /** Another admin's pending link: the approver gets the link, once (never cached, never stored). */
  @Post('admin/password-reset-links/:id/approve')
  @HttpCode(200)
  @Access(AccessLevel.Admin)
  approveAdminLink(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string, @Res({ passthrough: true }) res: Response): Promise<PasswordResetLink> {
    res.header('Cache-Control', 'no-store');
    return this.resets.approveAdminLink(admin.id, id);
  }
}
