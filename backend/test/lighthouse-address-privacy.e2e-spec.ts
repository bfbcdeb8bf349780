import { HOST_PROFILE, lighthouseSuite, PROPERTY, SEEKER_PROFILE } from './support/lighthouse';
import type { Member } from './support/test-app';

const SECRET_FIELDS = ['address', 'zipCode', 'hostPhone'];

describe('LightHouse (e2e)', () => {
  const { admin, host, seeker, listing, request, move, expectNoSecrets } = lighthouseSuite();

  describe('address privacy', () => {
    it('shows address and zip code only to the owner and to a seeker whose request is accepted, the host phone only after acceptance', async () => {
      const h = await host();
      const id = await listing(h, { maxOccupants: 2 });
      const s = await seeker();
      const otherSeeker = await seeker();
      const otherHost = await host();

      const expectPublic = async (viewer: Member) => {
        const one = (await viewer.agent.get(`/api/lighthouse/properties/${id}`).expect(200)).body;
        expect(one).toMatchObject({ visibility: 'public', city: 'Brooklyn', state: 'NY', hostDisplayName: 'Harbor Host' });
        for (const field of SECRET_FIELDS) expect(one).not.toHaveProperty(field);
        const browsed = (await viewer.agent.get('/api/lighthouse/properties').expect(200)).body.find((p: { id: string }) => p.id === id);
        expect(browsed).toMatchObject({ visibility: 'public', city: 'Brooklyn' });
        expectNoSecrets([one, browsed], h.email);
      };

      // Before any request: every other member, seeker or host.
      for (const viewer of [s, otherSeeker, otherHost]) await expectPublic(viewer);
      // Owner: everything.
      expect((await h.agent.get(`/api/lighthouse/properties/${id}`).expect(200)).body).toMatchObject({ visibility: 'owner', address: PROPERTY.address, zipCode: '11201' });

      // Pending: still public, in the detail and in the seeker's request list.
      const matchId = await request(s, id);
      await expectPublic(s);
      const pending = (await s.agent.get('/api/lighthouse/matches').expect(200)).body;
      expect(pending[0]).toMatchObject({ id: matchId, status: 'pending', viewerRole: 'seeker', property: { visibility: 'public' } });
      expectNoSecrets(pending, h.email);
      // The host sees the seeker's LightHouse profile, but no phone before accepting.
      const incoming = (await h.agent.get('/api/lighthouse/matches').expect(200)).body;
      expect(incoming[0]).toMatchObject({ viewerRole: 'host', seekerMessage: 'Hello, I would like to visit.', seeker: { displayName: 'Sky Seeker', housingNeeds: 'Ground floor', budgetMin: '300.00', phoneNumber: null } });
      expect(JSON.stringify(incoming)).not.toContain(s.email);

      // Accepted: the seeker now sees the address and the host's phone; nobody else does.
      await move(h, matchId, 'accepted', { hostResponse: 'Welcome!' }).expect(200);
      const detail = (await s.agent.get(`/api/lighthouse/properties/${id}`).expect(200)).body;
      expect(detail).toMatchObject({ visibility: 'accepted', address: PROPERTY.address, zipCode: '11201', hostPhone: HOST_PROFILE.phoneNumber });
      const mine = (await s.agent.get('/api/lighthouse/matches').expect(200)).body;
      expect(mine[0]).toMatchObject({ status: 'accepted', hostResponse: 'Welcome!', property: { visibility: 'accepted', address: PROPERTY.address } });
      expect(JSON.stringify(mine)).not.toContain(h.email);
      expect((await h.agent.get('/api/lighthouse/matches').expect(200)).body[0].seeker.phoneNumber).toBe(SEEKER_PROFILE.phoneNumber);
      for (const viewer of [otherSeeker, otherHost]) await expectPublic(viewer);

      // The listing taken down by its host: the accepted seeker still sees it, others get 404.
      await h.agent.put(`/api/lighthouse/properties/${id}`).send({ ...PROPERTY, maxOccupants: 2, isActive: false }).expect(200);
      expect((await s.agent.get(`/api/lighthouse/properties/${id}`).expect(200)).body.visibility).toBe('accepted');
      const gone = await otherSeeker.agent.get(`/api/lighthouse/properties/${id}`).expect(404);
      expect(gone.body.message).toBe('Property not found');
      await h.agent.put(`/api/lighthouse/properties/${id}`).send({ ...PROPERTY, maxOccupants: 2, isActive: true }).expect(200);

      // Completed or cancelled: back to public.
      await move(h, matchId, 'completed').expect(200);
      await expectPublic(s);
      expect((await s.agent.get('/api/lighthouse/matches').expect(200)).body[0].property.visibility).toBe('public');
      expect((await h.agent.get('/api/lighthouse/matches').expect(200)).body[0].seeker.phoneNumber).toBeNull();
    });

    it('never shows the address to admins through the console list', async () => {
      const h = await host();
      const id = await listing(h);
      const rows = (await admin.agent.get('/api/lighthouse/admin/properties').query({ filter: JSON.stringify({ id: [id] }) }).expect(200)).body;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id, city: 'Brooklyn', hostDisplayName: 'Harbor Host', hiddenByAdmin: false });
      expectNoSecrets(rows, h.email);
    });

    it('browses active listings only, newest first, and 404s an inactive or unknown one', async () => {
      const h = await host();
      const first = await listing(h, { title: 'First' });
      const second = await listing(h, { title: 'Second' });
      const inactive = await listing(h, { title: 'Off', isActive: false });
      const s = await seeker();
      const ids = (await s.agent.get('/api/lighthouse/properties').expect(200)).body.map((p: { id: string }) => p.id);
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
      expect(ids).not.toContain(inactive);
      await s.agent.get(`/api/lighthouse/properties/${inactive}`).expect(404);
      await s.agent.get('/api/lighthouse/properties/00000000-0000-4000-8000-000000000000').expect(404);
      await s.agent.post('/api/lighthouse/matches').send({ propertyId: inactive }).expect(404);
    });
  });
});
