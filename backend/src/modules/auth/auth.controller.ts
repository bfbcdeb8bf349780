import type { User } from '@pfe/contracts';
import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { requestLanguage } from '../../common/http/request-language';
import { isOwnNavigation } from '../../common/security/same-origin';
import { toUserResponse } from '../users/user.response';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookie';
import { RegisterDto } from './dto/register.dto';
import { LocalAuthGuard } from './local-auth.guard';
import { AuthRateLimits } from './rate-limits.provider';
import { SessionService } from './session.service';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly limits: AuthRateLimits,
    private readonly devices: DeviceCookies,
  ) {}

  @Post('auth/register')
  @Access(AccessLevel.Public)
  async register(@Body() dto: RegisterDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<User> {
    await this.limits.register.consume(req.ip ?? 'unknown', dto.email);
    const user = await this.auth.register(dto, requestLanguage(req.headers));
    await this.sessions.signIn(req, user);
    this.devices.issue(res, user.email);
    return toUserResponse(user);
  }

  @Post('auth/login')
  @HttpCode(200)
  @Access(AccessLevel.Public)
  @UseGuards(LocalAuthGuard)
  async login(@CurrentUser() user: AuthUser, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<User> {
    await this.sessions.signIn(req, user);
    this.devices.issue(res, user.email);
    return toUserResponse(user);
  }

  @Post('auth/logout')
  @HttpCode(204)
  @Access(AccessLevel.Public)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.signOut(req, res);
  }

  @Get('auth/user')
  @Access(AccessLevel.SignedIn)
  currentUser(@CurrentUser() user: AuthUser): User {
    return toUserResponse(user);
  }

  /**
   * Browser navigation: ends the session and goes home, when the member navigated here on this
   * site. A link on another site (logout CSRF) ends nothing: it lands on /logout, a page with a
   * Log Out button.
   */
  @Get('logout')
  @Access(AccessLevel.Public)
  async logoutAndRedirect(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!isOwnNavigation(req)) return void res.redirect('/logout', 303);
    await this.sessions.signOut(req, res);
    res.redirect('/', 302);
  }

  /** Browser navigation: the sign-in page (no external identity provider is configured). */
  @Get('login')
  @Access(AccessLevel.Public)
  loginRedirect(@Res() res: Response): void {
    res.redirect('/login', 302);
  }
}
