import { lighthouseSuite } from './support/lighthouse';

describe('LightHouse (e2e)', () => {
  const { t, host, seeker, listing, request, move } = lighthouseSuite();

  describe('blocks', () => {
    it('cancels their open requests quietly, closes the conversation, and hides listings and requests both ways', async () => {
      const h = await host();
      const s = await seeker();
      const bystander = await seeker();
      const p1 = await listing(h, { maxOccupants: 2 });
      const p2 = await listing(h);
      const accepted = await request(s, p1);
      const pending = await request(s, p2);
      const untouched = await request(bystander, p2);
      await move(h, accepted, 'accepted').expect(200);

      await s.agent.post('/api/blocks').send({ userId: h.user.id }).expect(201);

      const statuses = await t.db.query('SELECT id, status FROM lighthouse_matches WHERE id = ANY($1::uuid[])', [[accepted, pending, untouched]]);
      expect(Object.fromEntries(statuses.map((r: { id: string; status: string }) => [r.id, r.status]))).toEqual({ [accepted]: 'cancelled', [pending]: 'cancelled', [untouched]: 'pending' });
      // Neither sees the other's listings or requests.
      const browsed = (await s.agent.get('/api/lighthouse/properties').expect(200)).body.map((p: { id: string }) => p.id);
      expect(browsed).not.toContain(p1);
      await s.agent.get(`/api/lighthouse/properties/${p1}`).expect(404);
      await s.agent.post('/api/lighthouse/matches').send({ propertyId: p2 }).expect(404);
      expect((await s.agent.get('/api/lighthouse/matches').expect(200)).body).toEqual([]);
      const incoming = (await h.agent.get('/api/lighthouse/matches').expect(200)).body.map((m: { id: string }) => m.id);
      expect(incoming).toEqual([untouched]);
      await h.agent.get(`/api/lighthouse/matches/${accepted}`).expect(404);
      await move(h, pending, 'accepted').expect(404);
      await h.agent.get(`/api/lighthouse/matches/${accepted}/messages`).expect(404);
      // The bystander is unaffected.
      expect((await bystander.agent.get(`/api/lighthouse/properties/${p2}`).expect(200)).body.visibility).toBe('public');
      // The blocker's own list names the host by their LightHouse display name.
      const blocks = (await s.agent.get('/api/blocks').expect(200)).body;
      expect(blocks[0]).toMatchObject({ blockedUserId: h.user.id, metIn: [{ app: 'lighthouse', name: 'Harbor Host' }] });
    });

    it('hides across a block made by the host as well, names the seeker she met, and an unblock lists the property again', async () => {
      const h = await host();
      const s = await seeker();
      const p = await listing(h);
      const pending = await request(s, p);
      const block = (await h.agent.post('/api/blocks').send({ userId: s.user.id }).expect(201)).body;
      // The host met this seeker through her request: her LightHouse name, nothing else.
      const seekerName = (await t.db.query('SELECT display_name FROM lighthouse_profiles WHERE user_id = $1', [s.user.id]))[0].display_name;
      expect(block.metIn).toEqual([{ app: 'lighthouse', name: seekerName }]);
      await s.agent.get(`/api/lighthouse/properties/${p}`).expect(404);
      expect((await s.agent.get('/api/lighthouse/properties').expect(200)).body.map((x: { id: string }) => x.id)).not.toContain(p);
      await s.agent.post('/api/lighthouse/matches').send({ propertyId: p }).expect(404);
      expect((await s.agent.get('/api/lighthouse/matches').expect(200)).body).toEqual([]);
      expect((await h.agent.get('/api/lighthouse/matches').expect(200)).body).toEqual([]);
      await h.agent.get(`/api/lighthouse/matches/${pending}`).expect(404);
      // Unblocked: the listing is there for her again (the cancelled request stays cancelled).
      await h.agent.delete(`/api/blocks/${block.id}`).expect(204);
      expect((await s.agent.get(`/api/lighthouse/properties/${p}`).expect(200)).body.visibility).toBe('public');
      expect((await s.agent.get('/api/lighthouse/matches').expect(200)).body).toMatchObject([{ id: pending, status: 'cancelled' }]);
    });
  });
});
