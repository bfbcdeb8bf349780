import { SetMetadata } from '@nestjs/common';

/**
 * Who may call a route. The global AccessGuard treats a route without this decorator
 * as Admin (deny by default), and any /api path with an `admin` segment as Admin whatever it says.
 */
export enum AccessLevel {
  Public = 'public',
  SignedIn = 'signed-in',
  Member = 'member',
  Admin = 'admin',
}

export const ACCESS_KEY = 'access-level';

export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);
