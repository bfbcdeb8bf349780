import type { AccountSecured, AccountSession, AccountSettings, Passkey, PasswordChanged, SafetyCheck } from '@pfe/contracts';
import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, PipeTransform, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { isCrossSiteRequest } from '../../common/security/same-origin';
import { SessionService } from '../auth/session.service';
import { AccountSessionsService } from './account-sessions.service';
import { AccountErrors } from './account.errors';
import { AccountService } from './account.service';
import { ChangePasswordDto, DeleteAccountDto, PasskeyRegistrationDto, PasswordConfirmationDto, SecureAccountDto, UpdateSettingsDto } from './dto/account.dto';
import { SafetyCheckService } from './safety-check.service';
import { PasskeysService } from './passkeys.service';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

/** A session handle is 32 base64url characters; anything else names nothing (404). */
const SessionHandle: PipeTransform<string, string> = {
  transform: (value) => {
    if (!/^[A-Za-z0-9_-]{32}$/.test(value)) throw new NotFoundException('Session not found');
    return value;
  },
};

/**
 * The member's own account: settings, sessions, password, passkeys, export and deletion.
 * Signed in is enough (no invite needed): anyone with an account can take their data and leave.
 */
@Controller('account')
@Access(AccessLevel.SignedIn)
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly accountSessions: AccountSessionsService,
    private readonly passkeys: PasskeysService,
    private readonly sessions: SessionService,
    private readonly safetyCheck: SafetyCheckService,
  ) {}

  @Get('settings')
  settings(@CurrentUser() user: AuthUser): Promise<AccountSettings> {
    return this.account.settings(user.id);
  }

  @Put('settings')
  updateSettings(@CurrentUser() user: AuthUser, @Body() dto: UpdateSettingsDto): Promise<AccountSettings> {
    return this.account.updateSettings(user.id, dto);
  }

  @Get('sessions')
  listSessions(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<AccountSession[]> {
    return this.accountSessions.list(user.id, req.sessionID!);
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  async revokeSession(@CurrentUser() user: AuthUser, @Param('id', SessionHandle) id: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const { sid } = await this.accountSessions.revoke(user.id, id);
    if (sid === req.sessionID) await this.sessions.signOut(req, res);
  }

  @Post('sessions/revoke-others')
  @HttpCode(200)
  async revokeOthers(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<{ ended: number }> {
    return { ended: await this.accountSessions.revokeOthers(user.id, req.sessionID!) };
  }

  /** A new password (and, when asked, no passkeys); this session answers with a new id. */
  @Put('password')
  async changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto, @Req() req: Request): Promise<PasswordChanged> {
    const changed = await this.account.changePassword(user, dto, req.sessionID!);
    this.sessions.renewId(req);
    return changed;
  }

  /** Safety Check: every way into the account (devices, passkeys, reset links, email, recent events). */
  @Get('safety-check')
  async safety(@CurrentUser() user: AuthUser, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SafetyCheck> {
    res.header('Cache-Control', 'no-store');
    return this.safetyCheck.check(user.id, req.sessionID!);
  }

  /**
   * "Secure my account": every other session, every passkey not kept and every reset link end in
   * one transaction (and the password changes if a new one is given). This session continues under
   * a new id, so a copy of its cookie stops working too.
   */
  @Post('secure')
  @HttpCode(200)
  async secure(@CurrentUser() user: AuthUser, @Body() dto: SecureAccountDto, @Req() req: Request): Promise<AccountSecured> {
    const secured = await this.account.secure(user, dto, req.sessionID!);
    this.sessions.renewId(req);
    return secured;
  }

  @Get('passkeys')
  listPasskeys(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<Passkey[]> {
    return this.passkeys.list(user.id, req.sessionID!);
  }

  /** Starts adding a passkey: the current password first, so a stolen session cannot plant one. */
  @Post('passkeys/registration-options')
  @HttpCode(200)
  registrationOptions(@CurrentUser() user: AuthUser, @Body() dto: PasswordConfirmationDto, @Req() req: Request) {
    return this.passkeys.registrationOptions(user, dto.password, req);
  }

  @Post('passkeys')
  @Idempotent()
  addPasskey(@CurrentUser() user: AuthUser, @Body() dto: PasskeyRegistrationDto, @Req() req: Request): Promise<Passkey> {
    return this.passkeys.register(user, req, dto.response as never, dto.name);
  }

  @Delete('passkeys/:id')
  @HttpCode(204)
  removePasskey(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string): Promise<void> {
    return this.passkeys.remove(user.id, id);
  }

  /**
   * One JSON file, downloaded as an attachment, never cached. Only from this site: a cross-site
   * request (a stranger's link or image) is refused before anything is read or any alert is sent.
   */
  @Get('export')
  async export(@CurrentUser() user: AuthUser, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    if (isCrossSiteRequest(req)) throw AccountErrors.exportCrossSite();
    const data = await this.account.export(user.id);
    res.header('Content-Disposition', `attachment; filename="account-export-${data.exportedAt.slice(0, 10)}.json"`);
    res.header('Cache-Control', 'no-store');
    return data;
  }

  @Delete()
  @HttpCode(204)
  async delete(@CurrentUser() user: AuthUser, @Body() dto: DeleteAccountDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.account.delete(user, dto.password, req.sessionID!);
    await this.sessions.signOut(req, res);
  }
}
