import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest as Request } from 'fastify';
import { Strategy } from 'passport-local';
import { AuthUser } from '../../common/http/auth-user';
import { AuthService } from './auth.service';
import { AuthRateLimits } from './rate-limits.provider';

/** passport-local: email + password, rate-limited per IP and per account before any check. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly auth: AuthService,
    private readonly limits: AuthRateLimits,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(req: Request, email: string, password: string): Promise<AuthUser> {
    await this.limits.login.consume(req.ip ?? 'unknown', email.trim());
    const user = await this.auth.validateCredentials(email, password);
    await this.limits.login.resetAccount(email.trim(), req.ip ?? 'unknown');
    return user;
  }
}
