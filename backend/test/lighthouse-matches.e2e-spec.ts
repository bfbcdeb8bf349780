import { lighthouseSuite } from './support/lighthouse';
import type { Member } from './support/test-app';

const ACCEPTED = 'Your match request has been accepted! The host will be in touch with you soon.';

describe('LightHouse (e2e)', () => {
  const { t, admin, host, seeker, listing, request, move, count } = lighthouseSuite();

  describe('match requests', () => {
    it('lets only seekers request, once while open, and tells a host the spec sentence', async () => {
      const h = await host();
      const id = await listing(h);
      const otherHost = await host();
      const denied = await otherHost.agent.post('/api/lighthouse/matches').send({ propertyId: id }).expect(403);
      expect(denied.body.message).toBe('You are registered as a host. Switch to a seeker profile to request housing.');
      const s = await seeker();
      const first = await s.agent.post('/api/lighthouse/matches').send({ propertyId: id, proposedMoveInDate: '2030-03-01' }).expect(201);
      expect(first.body).toMatchObject({ status: 'pending', proposedMoveInDate: '2030-03-01', seekerMessage: null });
      const again = await s.agent.post('/api/lighthouse/matches').send({ propertyId: id }).expect(409);
      expect(again.body.message).toBe('You already have an open request for this property');
      // Once closed, a new request is possible.
      await move(s, first.body.id, 'cancelled').expect(200);
      await request(s, id);
    });

    it('keeps one open request per seeker and property when two are sent at once', async () => {
      const h = await host();
      const id = await listing(h);
      const s = await seeker();
      const results = await Promise.all([0, 1, 2].map(() => s.agent.post('/api/lighthouse/matches').send({ propertyId: id })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(await count(`SELECT count(*)::int AS n FROM lighthouse_matches WHERE seeker_id = $1 AND status = 'pending'`, [s.user.id])).toBe(1);
    });

    it.each([
      [{}, 'Choose a property'],
      [{ propertyId: 'nope' }, 'Choose a property'],
      [{ propertyId: '00000000-0000-4000-8000-000000000000', message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
      [{ propertyId: '00000000-0000-4000-8000-000000000000', proposedMoveInDate: '2030-13-01' }, 'Proposed move-in date must be a date'],
    ])('refuses %j with 400', async (body, message) => {
      const s = await seeker();
      expect((await s.agent.post('/api/lighthouse/matches').send(body).expect(400)).body.message).toContain(message);
    });

    it('shows each side only their own requests; anyone else gets 404', async () => {
      const h = await host();
      const id = await listing(h);
      const s = await seeker();
      const matchId = await request(s, id);
      const otherSeeker = await seeker();
      const otherHost = await host();
      expect((await otherSeeker.agent.get('/api/lighthouse/matches').expect(200)).body).toEqual([]);
      expect((await otherHost.agent.get('/api/lighthouse/matches').expect(200)).body).toEqual([]);
      for (const outsider of [otherSeeker, otherHost]) {
        await outsider.agent.get(`/api/lighthouse/matches/${matchId}`).expect(404);
        for (const status of ['accepted', 'rejected', 'cancelled', 'completed']) {
          expect((await move(outsider, matchId, status).expect(404)).body.message).toBe('Match request not found');
        }
      }
      expect((await s.agent.get(`/api/lighthouse/matches/${matchId}`).expect(200)).body.viewerRole).toBe('seeker');
      expect((await h.agent.get(`/api/lighthouse/matches/${matchId}`).expect(200)).body.viewerRole).toBe('host');
      expect(await count('SELECT count(*)::int AS n FROM lighthouse_matches WHERE id = $1 AND status = $2', [matchId, 'pending'])).toBe(1);
    });
  });

  describe('transitions', () => {
    type Actor = 'seeker' | 'host';
    /** Every move of the table, from every status, by both sides. */
    const ALLOWED: Record<string, Partial<Record<Actor, string[]>>> = {
      pending: { seeker: ['cancelled'], host: ['accepted', 'rejected'] },
      accepted: { host: ['completed', 'cancelled'] },
    };
    /** Already done is success (issue 28): a move to the status it has, by a side that can make that move (a second press). */
    const REACHABLE: Record<Actor, string[]> = { seeker: ['cancelled'], host: ['accepted', 'rejected', 'completed', 'cancelled'] };
    const STATUSES = ['pending', 'accepted', 'rejected', 'completed', 'cancelled'];
    const cases: [string, Actor, string, boolean][] = [];
    for (const from of STATUSES)
      for (const actor of ['seeker', 'host'] as Actor[])
        for (const to of STATUSES) cases.push([from, actor, to, (ALLOWED[from]?.[actor] ?? []).includes(to) || (from === to && REACHABLE[actor].includes(to))]);

    let h: Member;
    let s: Member;
    beforeAll(async () => {
      h = await host();
      s = await seeker();
    });

    it.each(cases)('from %s, the %s moving to %s: allowed %s', async (from, actor, to, allowed) => {
      const propertyId = await listing(h);
      const matchId = await request(s, propertyId);
      await t.db.query('UPDATE lighthouse_matches SET status = $2 WHERE id = $1', [matchId, from]);
      const res = await move(actor === 'host' ? h : s, matchId, to);
      const after = (await t.db.query('SELECT status FROM lighthouse_matches WHERE id = $1', [matchId]))[0].status;
      if (allowed) {
        expect(res.status).toBe(200);
        expect(res.body.status).toBe(to);
        expect(after).toBe(to);
      } else {
        expect(res.status).toBe(409);
        expect(typeof res.body.message).toBe('string');
        expect(res.body.message.length).toBeGreaterThan(10);
        expect(after).toBe(from);
      }
    });

    it('refuses an unknown status with 400 and a seeker writing the host response with 409', async () => {
      const matchId = await request(s, await listing(h));
      expect((await move(h, matchId, 'archived').expect(400)).body.message).toContain('Status must be one of');
      await move(s, matchId, 'cancelled', { hostResponse: 'sneaky' }).expect(409);
      expect((await t.db.query('SELECT status, host_response FROM lighthouse_matches WHERE id = $1', [matchId]))[0]).toEqual({ status: 'pending', host_response: null });
    });

    it('gives the seeker the accepted and rejected outcomes', async () => {
      const id1 = await request(s, await listing(h));
      const id2 = await request(s, await listing(h));
      await move(h, id1, 'accepted').expect(200);
      await move(h, id2, 'rejected', { hostResponse: 'Sorry, it is taken.' }).expect(200);
      const mine = (await s.agent.get('/api/lighthouse/matches').expect(200)).body as { id: string; status: string; hostResponse: string | null }[];
      expect(mine.find((m) => m.id === id1)?.status).toBe('accepted');
      expect(mine.find((m) => m.id === id2)).toMatchObject({ status: 'rejected', hostResponse: 'Sorry, it is taken.' });
      expect(ACCEPTED).toContain('accepted');
    });

    it('refuses to accept on a listing an admin took down', async () => {
      const propertyId = await listing(h);
      const matchId = await request(s, propertyId);
      await admin.agent.put(`/api/lighthouse/admin/properties/${propertyId}`).send({ isActive: false }).expect(200);
      expect((await move(h, matchId, 'accepted').expect(409)).body.message).toContain('not listed');
      await move(h, matchId, 'rejected').expect(200);
    });
  });
});
