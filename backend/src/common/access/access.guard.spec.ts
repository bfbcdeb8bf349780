import { DomainError } from '../errors/domain-error';
import { AuthUser } from '../http/auth-user';
import { AccessLevel } from './access.decorator';
import { assertAccess, requiredLevel } from './access.guard';

/** The code of what `run` throws (undefined when it throws nothing). */
function codeOf(run: () => void): string | undefined {
  try {
    run();
  } catch (err) {
    return err instanceof DomainError ? err.code : String(err);
  }
  return undefined;
}

const user = (over: Partial<AuthUser> = {}) => ({ id: 'u', isAdmin: false, inviteCodeUsed: null, ...over }) as AuthUser;

describe('requiredLevel', () => {
  it('closes undecorated routes to everyone but admins', () => {
    expect(requiredLevel(undefined, '/api/things')).toBe(AccessLevel.Admin);
  });
  it('raises any path with an admin segment to Admin, whatever the decorator says', () => {
    expect(requiredLevel(AccessLevel.Public, '/api/admin/stats')).toBe(AccessLevel.Admin);
    expect(requiredLevel(AccessLevel.Member, '/api/supportmatch/admin/reports?x=1')).toBe(AccessLevel.Admin);
    expect(requiredLevel(AccessLevel.Member, '/api/administrators')).toBe(AccessLevel.Member);
  });
});

describe('assertAccess', () => {
  it('401 when signed out, 403 with "Invite code required" for a non-member', () => {
    expect(codeOf(() => assertAccess(AccessLevel.SignedIn, undefined))).toBe('access.signInRequired');
    expect(() => assertAccess(AccessLevel.SignedIn, undefined)).toThrow('Please sign in to continue');
    expect(codeOf(() => assertAccess(AccessLevel.Member, user()))).toBe('access.inviteRequired');
    expect(() => assertAccess(AccessLevel.Member, user())).toThrow('Invite code required');
  });
  it('lets members and admins into member routes and only admins into admin routes', () => {
    expect(() => assertAccess(AccessLevel.Member, user({ inviteCodeUsed: 'ABCDEFGHJKLM' }))).not.toThrow();
    expect(() => assertAccess(AccessLevel.Member, user({ isAdmin: true }))).not.toThrow();
    expect(codeOf(() => assertAccess(AccessLevel.Admin, user({ inviteCodeUsed: 'ABCDEFGHJKLM' })))).toBe('access.adminRequired');
    expect(() => assertAccess(AccessLevel.Admin, user({ isAdmin: true }))).not.toThrow();
  });
});
