import type { User } from '@pfe/contracts';
import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { DeviceCookies } from '../auth/device-cookie';
import { SessionService } from '../auth/session.service';
import { toUserResponse } from '../users/user.response';
import { PasskeyAuthenticationDto } from './dto/account.dto';
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

  @Post('verify')
  @HttpCode(200)
  async verify(@Body() dto: PasskeyAuthenticationDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<User> {
    const user = await this.passkeys.authenticate(req, dto.response as never);
    await this.sessions.signIn(req, user);
    this.devices.issue(res, user.email);
    return toUserResponse(user);
  }
}
