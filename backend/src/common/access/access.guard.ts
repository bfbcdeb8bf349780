import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest as Request } from 'fastify';
import { AuthUser } from '../http/auth-user';
import { ACCESS_KEY, AccessLevel } from './access.decorator';

const ADMIN_SEGMENT = /(^|\/)admin(\/|$)/i;

export function isMember(user: AuthUser): boolean {
  return user.isAdmin || !!user.inviteCodeUsed;
}

/** Decides the level a request needs: the decorator's, raised to Admin for admin paths; Admin when undecorated. */
export function requiredLevel(declared: AccessLevel | undefined, path: string): AccessLevel {
  if (ADMIN_SEGMENT.test(path.split('?')[0])) return AccessLevel.Admin;
  return declared ?? AccessLevel.Admin;
}

export function assertAccess(level: AccessLevel, user: AuthUser | undefined): void {
  if (level === AccessLevel.Public) return;
  if (!user) throw new UnauthorizedException('Please sign in to continue');
  if (level === AccessLevel.SignedIn) return;
  if (level === AccessLevel.Admin) {
    if (!user.isAdmin) throw new ForbiddenException('Administrator access required');
    return;
  }
  if (!isMember(user)) throw new ForbiddenException('Invite code required');
}

/** The one global guard: every HTTP route is closed unless @Access opens it. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true; // gateways authenticate at connection
    const declared = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const req = context.switchToHttp().getRequest<Request>();
    // The route Fastify matched, never the raw URL (`/api/%61dmin/...` is routed to the admin handler).
    assertAccess(requiredLevel(declared, req.routeOptions.url ?? req.url), req.user as AuthUser | undefined);
    return true;
  }
}
