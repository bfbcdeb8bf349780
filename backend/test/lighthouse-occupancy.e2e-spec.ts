import { lighthouseSuite, PROPERTY } from './support/lighthouse';

describe('LightHouse (e2e)', () => {
  const { host, seeker, listing, request, move, count, expectNoSecrets } = lighthouseSuite();

  describe('occupancy', () => {
    it('accepts at most maxOccupants, also when the host accepts several requests at once', async () => {
      for (const max of [1, 2]) {
        const h = await host();
        const propertyId = await listing(h, { maxOccupants: max });
        const seekers = await Promise.all([0, 1, 2, 3, 4].map(() => seeker()));
        const ids = await Promise.all(seekers.map((s) => request(s, propertyId)));
        const results = await Promise.all(ids.map((id) => move(h, id, 'accepted')));
        expect(results.filter((r) => r.status === 200)).toHaveLength(max);
        const refused = results.filter((r) => r.status !== 200);
        expect(refused.every((r) => r.status === 409 && r.body.message === 'This property is full')).toBe(true);
        expect(await count(`SELECT count(*)::int AS n FROM lighthouse_matches WHERE property_id = $1 AND status = 'accepted'`, [propertyId])).toBe(max);
      }
    });

    it('makes room again when an accepted request ends', async () => {
      const h = await host();
      const propertyId = await listing(h);
      const [a, b] = [await seeker(), await seeker()];
      const [ida, idb] = [await request(a, propertyId), await request(b, propertyId)];
      await move(h, ida, 'accepted').expect(200);
      await move(h, idb, 'accepted').expect(409);
      await move(h, ida, 'cancelled').expect(200);
      await move(h, idb, 'accepted').expect(200);
    });

    it('tells the host which requests are on a full property (issue 21 item 7)', async () => {
      const h = await host();
      const propertyId = await listing(h, { maxOccupants: 1 });
      const [a, b] = [await seeker(), await seeker()];
      const [ida, idb] = [await request(a, propertyId), await request(b, propertyId)];
      const fullOf = async (id: string) => (await h.agent.get(`/api/lighthouse/matches/${id}`).expect(200)).body.property.full;
      expect(await fullOf(idb)).toBe(false);
      await move(h, ida, 'accepted').expect(200);
      expect(await fullOf(idb)).toBe(true);
      const list = (await h.agent.get('/api/lighthouse/matches').expect(200)).body as { id: string; property: { full: boolean } }[];
      expect(list.find((m) => m.id === idb)?.property.full).toBe(true);
      await move(h, ida, 'completed').expect(200);
      expect(await fullOf(idb)).toBe(false);
    });

    it('tells a seeker when the listing she asked for was withdrawn (issue 21 item 6)', async () => {
      const h = await host();
      const s = await seeker();
      const propertyId = await listing(h);
      const matchId = await request(s, propertyId);
      const mine = async () => (await s.agent.get(`/api/lighthouse/matches/${matchId}`).expect(200)).body;
      expect((await mine()).listingWithdrawn).toBe(false);
      await h.agent.put(`/api/lighthouse/properties/${propertyId}`).send({ ...PROPERTY, isActive: false }).expect(200);
      expect(await mine()).toMatchObject({ status: 'pending', listingWithdrawn: true });
      expectNoSecrets(await mine());
      await s.agent.get(`/api/lighthouse/properties/${propertyId}`).expect(404);
    });

    it('does not double-accept the same request when the host clicks twice: both presses answer the accepted request (issue 28)', async () => {
      const h = await host();
      const propertyId = await listing(h, { maxOccupants: 3 });
      const matchId = await request(await seeker(), propertyId);
      const results = await Promise.all([0, 1].map(() => move(h, matchId, 'accepted')));
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      for (const r of results) expect(r.body).toMatchObject({ id: matchId, status: 'accepted' });
      const list = (await h.agent.get('/api/lighthouse/matches').expect(200)).body as { id: string; status: string }[];
      expect(list.filter((m) => m.id === matchId).map((m) => m.status)).toEqual(['accepted']);
    });
  });
});
