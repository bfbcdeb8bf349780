import { HOST_PROFILE, lighthouseSuite, SEEKER_PROFILE } from './support/lighthouse';
import { signUpAs } from './support/test-app';

describe('LightHouse (e2e)', () => {
  const { t, member, count } = lighthouseSuite();

  describe('profiles', () => {
    it('answers an empty 200 without a profile, creates once, and keeps the type fixed', async () => {
      const m = await member();
      expect((await m.agent.get('/api/lighthouse/profile').expect(200)).text).toBe('');
      const created = await m.agent.post('/api/lighthouse/profile').send({ ...SEEKER_PROFILE, displayName: '  Sky ' }).expect(201);
      expect(created.body).toMatchObject({ profileType: 'seeker', displayName: 'Sky', budgetMin: '300.00', budgetMax: '900.50', hasProperty: false, isVerified: false, isActive: true });
      expect(created.body).not.toHaveProperty('userId');
      await m.agent.post('/api/lighthouse/profile').send(SEEKER_PROFILE).expect(409);
      const changed = await m.agent.put('/api/lighthouse/profile').send({ ...SEEKER_PROFILE, profileType: 'host' }).expect(400);
      expect(changed.body.message).toBe('Profile type cannot be changed');
      const updated = await m.agent.put('/api/lighthouse/profile').send({ displayName: 'Sky Blue', moveInDate: '2030-02-01' }).expect(200);
      expect(updated.body).toMatchObject({ profileType: 'seeker', displayName: 'Sky Blue', moveInDate: '2030-02-01', budgetMin: null, bio: null });
    });

    it('updates only an existing profile (404 without one)', async () => {
      const m = await member();
      await m.agent.put('/api/lighthouse/profile').send({ displayName: 'Nobody' }).expect(404);
    });

    it.each([
      [{ displayName: 'No type' }, 'Choose whether you are looking for housing'],
      [{ ...SEEKER_PROFILE, profileType: 'landlord' }, 'Profile type must be one of: seeker, host'],
      [{ ...SEEKER_PROFILE, displayName: '   ' }, 'Display name is required'],
      [{ ...SEEKER_PROFILE, displayName: 'x'.repeat(101) }, 'Display name must be at most 100 characters'],
      [{ ...SEEKER_PROFILE, phoneNumber: '1'.repeat(21) }, 'Phone number must be at most 20 characters'],
      [{ ...SEEKER_PROFILE, budgetMin: '900', budgetMax: '100' }, 'The minimum budget cannot be more than the maximum budget'],
      [{ ...SEEKER_PROFILE, budgetMin: '-5' }, 'Minimum budget must be an amount'],
      [{ ...SEEKER_PROFILE, budgetMax: '1.234' }, 'Maximum budget must be an amount'],
      [{ ...SEEKER_PROFILE, moveInDate: '2026-02-30' }, 'Move-in date must be a date'],
      [{ ...HOST_PROFILE, housingNeeds: 'A room' }, 'belong to seeker profiles only'],
      [{ ...SEEKER_PROFILE, isVerified: true }, 'property isVerified should not exist'],
    ])('refuses %j with 400 and writes nothing', async (body, message) => {
      const m = await member();
      const res = await m.agent.post('/api/lighthouse/profile').send(body).expect(400);
      expect(res.body.message).toContain(message);
      expect(await count('SELECT count(*)::int AS n FROM lighthouse_profiles WHERE user_id = $1', [m.user.id])).toBe(0);
    });

    it('creates one profile when two creates race', async () => {
      const m = await member();
      const results = await Promise.all([0, 1].map(() => m.agent.post('/api/lighthouse/profile').send(HOST_PROFILE)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await count('SELECT count(*)::int AS n FROM lighthouse_profiles WHERE user_id = $1', [m.user.id])).toBe(1);
    });

    it('is closed to non-members, and the app routes need a profile first', async () => {
      const u = await signUpAs(t, 'user');
      await u.agent.get('/api/lighthouse/profile').expect(403);
      await t.agent().get('/api/lighthouse/properties').expect(401);
      const m = await member();
      for (const path of ['/api/lighthouse/properties', '/api/lighthouse/my-properties', '/api/lighthouse/matches']) {
        const res = await m.agent.get(path).expect(403);
        expect(res.body.message).toBe('Create your LightHouse profile first');
      }
    });
  });
});
