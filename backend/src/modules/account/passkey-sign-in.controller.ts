import type { User } from '@pfe/contracts';
import { Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { DeviceCookies } from '../auth/device-cookie';
import { SessionService } from '../auth/session.service';
import { toUserResponse } from '../users/user.response';
import { PasskeyAuthenticationDto } from './dto/account.dto';
import { PasskeyAuthGuard } from './passkey-auth.guard';
import { PasskeysService } from './passkeys.service';

/**
 * Sign-in with a passkey: the same limits, the same fresh session id, the same access rules and the
 * same device cookie (this browser has signed in to this account) as a password.
 */
@Controller('auth/passkey')
@Access(AccessLevel.Public)
export class PasskeySignInController {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly sessions: SessionService,
    private readonly devices: DeviceCookies,
  ) {}

  @Post('options')
  @HttpCode(200)
  options(@Req() req: Request) {
    return this.passkeys.authenticationOptions(req);
  }

  /** The `passkey` Passport strategy (PasskeyStrategy) has checked the assertion; this starts her session. */
  @Post('verify')
  @HttpCode(200)
  @UseGuards(PasskeyAuthGuard)
  @ApiBody({ type: PasskeyAuthenticationDto })
  async verify(@CurrentUser() user: AuthUser, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<User> {
    await this.sessions.signIn(req, user);
    this.devices.issue(res, user.email);
    return toUserResponse(user);
  }
}
