import { Controller, Get, Module } from '@nestjs/common';
import { Access, AccessLevel } from '../src/common/access/access.decorator';
import { RequiresProfile } from '../src/common/profiles/requires-profile';
import { PROFILE } from './support/chat';
import { createTestApp, signUpAs, TestApp } from './support/test-app';

/** A route that needs the caller's SupportMatch profile, to prove the shared guard. */
@Controller('probe-profile')
@Access(AccessLevel.Member)
class ProbeController {
  @Get()
  @RequiresProfile('supportmatch')
  get() {
    return { ok: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('Per-app profile guard (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, [ProbeModule]);
  });
  afterAll(() => t.close());

  it('checks the access level first, then answers the app’s own error until the member has a profile', async () => {
    await t.agent().get('/api/probe-profile').expect(401);
    const m = await signUpAs(t, 'member');
    expect((await m.agent.get('/api/probe-profile').expect(403)).body.message).toBe('Create your SupportMatch profile first');
    await m.agent.post('/api/supportmatch/profile').send(PROFILE).expect(201);
    await m.agent.get('/api/probe-profile').expect(200);
  });

  it('keeps the own-profile rules: empty 200 when absent, 403 on update without one, 409 on a second create, even at once', async () => {
    const m = await signUpAs(t, 'member');
    const empty = await m.agent.get('/api/supportmatch/profile').expect(200);
    expect(empty.text).toBe('');
    await m.agent.put('/api/supportmatch/profile').send(PROFILE).expect(403);
    const results = await Promise.all([1, 2, 3].map(() => m.agent.post('/api/supportmatch/profile').send(PROFILE)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});
