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

const user = (over: Partial<AuthUser> = {}) => ({ id: 'u', isAdmin: false, isModerator: false, inviteCodeUsed: null, ...over }) as AuthUser;

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
  it('lets moderators and admins, and no one else, into moderation routes; a moderator is not an admin', () => {
    const moderator = user({ isModerator: true, inviteCodeUsed: 'ABCDEFGHJKLM' });
    expect(() => assertAccess(AccessLevel.Moderator, moderator)).not.toThrow();
    expect(() => assertAccess(AccessLevel.Moderator, user({ isAdmin: true }))).not.toThrow();
    expect(codeOf(() => assertAccess(AccessLevel.Moderator, user({ inviteCodeUsed: 'ABCDEFGHJKLM' })))).toBe('access.moderatorRequired');
    expect(codeOf(() => assertAccess(AccessLevel.Admin, moderator))).toBe('access.adminRequired');
  });
});

describe('requiredLevel for moderation paths', () => {
  it('is Moderator for every path under /api/moderation, whatever the decorator says, and Admin for an admin segment there', () => {
    expect(requiredLevel(AccessLevel.Member, '/api/moderation/reports')).toBe(AccessLevel.Moderator);
    expect(requiredLevel(AccessLevel.Public, '/api/moderation')).toBe(AccessLevel.Moderator);
    expect(requiredLevel(undefined, '/api/moderation/members/:id')).toBe(AccessLevel.Moderator);
    expect(requiredLevel(AccessLevel.Member, '/api/moderation/admin/x')).toBe(AccessLevel.Admin);
    expect(requiredLevel(AccessLevel.Member, '/api/moderationx')).toBe(AccessLevel.Member);
    expect(requiredLevel(AccessLevel.Member, '/api/reports')).toBe(AccessLevel.Member);
  });
});
