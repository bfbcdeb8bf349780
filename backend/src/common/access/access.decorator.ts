import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';

/**
 * Who may call a route. The global AccessGuard treats a route without this decorator
 * as Admin (deny by default), any /api path with an `admin` segment as Admin whatever it says, and any
 * path under /api/moderation as Moderator (unless it is an admin path).
 */
export enum AccessLevel {
  Public = 'public',
  SignedIn = 'signed-in',
  Member = 'member',
  /** `isModerator` or admin: every path under /api/moderation (raised there whatever the decorator says). */
  Moderator = 'moderator',
  Admin = 'admin',
}

export const ACCESS_KEY = 'access-level';

/** The name of the session-cookie security scheme in the OpenAPI document (common/openapi). */
export const SESSION_SECURITY = 'session';

/** What the OpenAPI document says about each level: the session it needs and the refusals it can answer. */
function openApiFor(level: AccessLevel): (ClassDecorator & MethodDecorator)[] {
  if (level === AccessLevel.Public) return [];
  const signedIn = [ApiCookieAuth(SESSION_SECURITY), ApiUnauthorizedResponse({ description: 'Please sign in to continue' })];
  if (level === AccessLevel.SignedIn) return signedIn;
  const forbidden = level === AccessLevel.Admin ? 'Administrator access required' : level === AccessLevel.Moderator ? 'Moderator access required' : 'Invite code required';
  return [...signedIn, ApiForbiddenResponse({ description: forbidden })];
}

/** The one access decorator: opens a route (or a controller) to a level and documents it in OpenAPI. */
export const Access = (level: AccessLevel) => applyDecorators(SetMetadata(ACCESS_KEY, level), ...openApiFor(level));
