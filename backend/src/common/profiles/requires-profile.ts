import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest as Request } from 'fastify';
import { AuthUser } from '../http/auth-user';
import { DomainError } from '../errors/domain-error';

const REQUIRES_PROFILE = 'requires-profile';

/** The route needs the caller's profile in this app (checked after the access level). */
export const RequiresProfile = (app: string) => SetMetadata(REQUIRES_PROFILE, app);

interface ProfileCheck {
  has(userId: string): Promise<boolean>;
  /** What a member without one is told, e.g. 403 "Create your SocketRelay profile first". */
  missing: () => DomainError;
}

/** Each app registers how to tell whether a member has its profile. */
@Injectable()
export class ProfileRegistry {
  private readonly checks = new Map<string, ProfileCheck>();

  register(app: string, check: ProfileCheck): void {
    this.checks.set(app, check);
  }

  async assertHas(app: string, userId: string): Promise<void> {
    const check = this.checks.get(app);
    if (!check) throw new Error(`No profile check registered for ${app}`);
    if (!(await check.has(userId))) throw check.missing();
  }
}

/** Global, after the AccessGuard: routes marked @RequiresProfile(app) need the caller's profile there. */
@Injectable()
export class ProfileGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly registry: ProfileRegistry,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const app = this.reflector.getAllAndOverride<string | undefined>(REQUIRES_PROFILE, [context.getHandler(), context.getClass()]);
    if (!app) return true;
    const user = context.switchToHttp().getRequest<Request>().user as AuthUser;
    await this.registry.assertHas(app, user.id);
    return true;
  }
}
