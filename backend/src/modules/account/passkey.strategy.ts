import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest as Request } from 'fastify';
import { Strategy } from 'passport-strategy';
import { AuthUser } from '../../common/http/auth-user';
import { validBody } from '../../common/http/validation.pipe';
import { PasskeyAuthenticationDto } from './dto/account.dto';
import { PasskeysService } from './passkeys.service';

type Verified = (err: Error | null, user?: AuthUser | false) => void;

/**
 * A passport Strategy for a WebAuthn assertion: it hands the request to its verify function and
 * answers what that found (a member: success; an error: the error). passport-fido2-webauthn checks
 * the assertion itself, with its own challenge store, where ours is @simplewebauthn's check with the
 * challenge taken out of the stored session once (docs/architecture.md, Passport).
 */
export class WebAuthnStrategy extends Strategy {
  constructor(private readonly verify: (req: Parameters<Strategy['authenticate']>[0], done: Verified) => void) {
    super();
  }

  override authenticate(req: Parameters<Strategy['authenticate']>[0]): void {
    this.verify(req, (err, user) => {
      if (err) this.error(err);
      else if (user) this.success(user);
      else this.fail(401);
    });
  }
}

/**
 * The passkey sign-in, passport strategy `passkey`: the body checked as a `@Body()` would be, then
 * PasskeysService.authenticate runs the ceremony's second half (the challenge taken out of the
 * session once, the password sign-in's rate limits, the assertion verified against the stored
 * credential). The route starts the session (SessionService.signIn), as for a password.
 */
@Injectable()
export class PasskeyStrategy extends PassportStrategy(WebAuthnStrategy, 'passkey') {
  constructor(private readonly passkeys: PasskeysService) {
    super();
  }

  async validate(req: Request): Promise<AuthUser> {
    const { response } = await validBody(req.body, PasskeyAuthenticationDto);
    return this.passkeys.authenticate(req, response as never);
  }
}
