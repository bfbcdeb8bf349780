import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest as Request } from 'fastify';
import { AuthUser } from '../http/auth-user';
import { ACCESS_KEY, AccessLevel } from './access.decorator';
import { AccessErrors } from './access.errors';

const ADMIN_SEGMENT = /(^|\/)admin(\/|$)/i;
const MODERATION_PATH = /^\/api\/moderation(\/|$)/i;

export function isMember(user: AuthUser): boolean {
  return user.isAdmin || !!user.inviteCodeUsed;
}

export function isModerator(user: AuthUser): boolean {
  return user.isAdmin || user.isModerator === true;
}

/**
 * Decides the level a request needs: the decorator's, raised to Admin for admin paths, set to
 * Moderator for paths under /api/moderation; Admin when undecorated.
 */
export function requiredLevel(declared: AccessLevel | undefined, path: string): AccessLevel {
  const bare = path.split('?')[0];
  if (ADMIN_SEGMENT.test(bare)) return AccessLevel.Admin;
  if (MODERATION_PATH.test(bare)) return AccessLevel.Moderator;
  return declared ?? AccessLevel.Admin;
}

export function assertAccess(level: AccessLevel, user: AuthUser | undefined): void {
  if (level === AccessLevel.Public) return;
  if (!user) throw AccessErrors.signInRequired();
  if (level === AccessLevel.SignedIn) return;
  if (level === AccessLevel.Admin) {
    if (!user.isAdmin) throw AccessErrors.adminRequired();
    return;
  }
  if (level === AccessLevel.Moderator) {
    if (!isModerator(user)) throw AccessErrors.moderatorRequired();
    return;
  }
  if (!isMember(user)) throw AccessErrors.inviteRequired();
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
