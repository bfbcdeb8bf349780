import { Controller, Get, Module } from '@nestjs/common';
import { Access, AccessLevel } from '../src/common/access/access.decorator';
import { createTestApp, signUpAs, TestApp } from './support/test-app';

/** Routes that exist only in this spec, to prove the guard's defaults. */
@Controller('probe')
class ProbeController {
  @Get('undecorated')
  undecorated() {
    return { ok: true };
  }

  @Get('public')
  @Access(AccessLevel.Public)
  open() {
    return { ok: true };
  }

  @Get('signed-in')
  @Access(AccessLevel.SignedIn)
  signedIn() {
    return { ok: true };
  }

  @Get('member')
  @Access(AccessLevel.Member)
  member() {
    return { ok: true };
  }

  /** A forgotten restriction: the admin path segment still requires an admin. */
  @Get('admin/leaky')
  @Access(AccessLevel.Public)
  leaky() {
    return { ok: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

type Role = 'anonymous' | 'user' | 'member' | 'admin';

describe('Access levels (e2e)', () => {
  let t: TestApp;
  const agents = {} as Record<Role, ReturnType<TestApp['agent']>>;

  beforeAll(async () => {
    t = await createTestApp({}, [ProbeModule]);
    agents.anonymous = t.agent();
    agents.user = (await signUpAs(t, 'user')).agent;
    agents.member = (await signUpAs(t, 'member')).agent;
    agents.admin = (await signUpAs(t, 'admin')).agent;
  });
  afterAll(() => t.close());

  const table: [string, Record<Role, number>][] = [
    ['/api/health', { anonymous: 200, user: 200, member: 200, admin: 200 }],
    ['/api/probe/public', { anonymous: 200, user: 200, member: 200, admin: 200 }],
    ['/api/auth/user', { anonymous: 401, user: 200, member: 200, admin: 200 }],
    ['/api/probe/signed-in', { anonymous: 401, user: 200, member: 200, admin: 200 }],
    ['/api/probe/member', { anonymous: 401, user: 403, member: 200, admin: 200 }],
    ['/api/probe/undecorated', { anonymous: 401, user: 403, member: 403, admin: 200 }],
    ['/api/probe/admin/leaky', { anonymous: 401, user: 403, member: 403, admin: 200 }],
  ];

  describe.each(table)('%s', (path, expected) => {
    it.each(Object.entries(expected) as [Role, number][])('as %s → %i', async (role, status) => {
      await agents[role].get(path).expect(status);
    });
  });

  it('tells a signed-in user without an invite that an invite code is required', async () => {
    const res = await agents.user.get('/api/probe/member').expect(403);
    expect(res.body).toEqual({ statusCode: 403, code: 'access.inviteRequired', message: 'Invite code required', error: 'Forbidden' });
  });
});
