import { lighthouseSuite, PROPERTY } from './support/lighthouse';

describe('LightHouse (e2e)', () => {
  const { t, admin, host, seeker, listing, request, move } = lighthouseSuite();

  describe('admin', () => {
    it('counts seekers, hosts, properties, active and completed matches', async () => {
      const before = (await admin.agent.get('/api/lighthouse/admin/stats').expect(200)).body;
      const h = await host();
      const s = await seeker();
      const p = await listing(h);
      const m = await request(s, p);
      const mid = (await admin.agent.get('/api/lighthouse/admin/stats').expect(200)).body;
      expect(mid).toEqual({
        totalSeekers: before.totalSeekers + 1,
        totalHosts: before.totalHosts + 1,
        totalProperties: before.totalProperties + 1,
        activeMatches: before.activeMatches + 1,
        completedMatches: before.completedMatches,
      });
      await move(h, m, 'accepted').expect(200);
      await move(h, m, 'completed').expect(200);
      const after = (await admin.agent.get('/api/lighthouse/admin/stats').expect(200)).body;
      expect(after).toMatchObject({ activeMatches: before.activeMatches, completedMatches: before.completedMatches + 1 });
      const s2 = await seeker();
      await s2.agent.get('/api/lighthouse/admin/stats').expect(403);
    });

    it('lets an admin take a listing down and put it back, logged; the host cannot undo it', async () => {
      const h = await host();
      const s = await seeker();
      const p = await listing(h);
      const down = await admin.agent.put(`/api/lighthouse/admin/properties/${p}`).send({ isActive: false }).expect(200);
      expect(down.body).toMatchObject({ id: p, hiddenByAdmin: true, isActive: true });
      await s.agent.get(`/api/lighthouse/properties/${p}`).expect(404);
      expect((await h.agent.get('/api/lighthouse/my-properties').expect(200)).body[0]).toMatchObject({ id: p, hiddenByAdmin: true, isActive: true });
      await h.agent.put(`/api/lighthouse/properties/${p}`).send({ ...PROPERTY, isActive: true }).expect(200);
      await s.agent.get(`/api/lighthouse/properties/${p}`).expect(404);
      const logged = await t.db.query(`SELECT action, admin_id FROM admin_action_logs WHERE target_id = $1 ORDER BY created_at`, [p]);
      expect(logged).toEqual([{ action: 'deactivate_lighthouse_property', admin_id: admin.user.id }]);
      await admin.agent.put(`/api/lighthouse/admin/properties/${p}`).send({ isActive: true }).expect(200);
      await s.agent.get(`/api/lighthouse/properties/${p}`).expect(200);
      await admin.agent.put('/api/lighthouse/admin/properties/00000000-0000-4000-8000-000000000000').send({ isActive: false }).expect(404);
      await admin.agent.put(`/api/lighthouse/admin/properties/${p}`).send({ isActive: 'no' }).expect(400);
      await h.agent.put(`/api/lighthouse/admin/properties/${p}`).send({ isActive: false }).expect(403);
    });

    it('lists properties for the console with Content-Range, filters and sorting', async () => {
      const h = await host();
      const p = await listing(h, { title: 'Console findable listing' });
      const res = await admin.agent.get('/api/lighthouse/admin/properties').query({ filter: JSON.stringify({ q: 'Console findable' }), sort: JSON.stringify(['title', 'ASC']), range: '[0,9]' }).expect(200);
      expect(res.headers['content-range']).toMatch(/^lighthouse\/properties 0-\d+\/\d+$/);
      expect(res.body.map((r: { id: string }) => r.id)).toContain(p);
      await admin.agent.get('/api/lighthouse/admin/properties').query({ sort: JSON.stringify(['address', 'ASC']) }).expect(400);
      expect((await admin.agent.get(`/api/lighthouse/admin/properties/${p}`).expect(200)).body.title).toBe('Console findable listing');
    });

    it('has announcements for lighthouse', async () => {
      await admin.agent.post('/api/lighthouse/admin/announcements').send({ title: 'Welcome to LightHouse', content: 'Listings are reviewed.' }).expect(201);
      const s = await seeker();
      const list = (await s.agent.get('/api/lighthouse/announcements').expect(200)).body;
      expect(list.map((a: { title: string }) => a.title)).toContain('Welcome to LightHouse');
    });
  });
});
