import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest as Request } from 'fastify';
import { Strategy } from 'passport-local';
import { AuthUser } from '../../common/http/auth-user';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookie';
import { AuthRateLimits } from './rate-limits.provider';

/**
 * The password sign-in, passport-local: email + password, rate-limited before any check: per IP
 * and per (account, IP) for an untrusted client; a browser holding this account's device cookie
 * is limited by its own budget only, so a flood of failures from elsewhere on her network cannot
 * lock her out. A suspended account is refused when its session would start (SessionService.signIn).
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly auth: AuthService,
    private readonly limits: AuthRateLimits,
    private readonly devices: DeviceCookies,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(req: Request, email: string, password: string): Promise<AuthUser> {
    const ip = req.ip ?? 'unknown';
    const device = this.devices.trustedFor(req, email);
    if (device) await this.limits.login.consumeHolder(`device:${device}`);
    else await this.limits.login.consume(ip, email.trim());
    const user = await this.auth.validateCredentials(email, password, req.headers['user-agent']);
    if (device) await this.limits.login.resetHolder(`device:${device}`);
    else await this.limits.login.resetAccount(email.trim(), ip);
    return user;
  }
}
