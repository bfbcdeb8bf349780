import { lighthouseSuite, PROPERTY } from './support/lighthouse';

describe('LightHouse (e2e)', () => {
  const { host, seeker, listing, request, move, count } = lighthouseSuite();

  describe('properties', () => {
    it('lets only hosts list, normalises the fields, and gives the owner the whole listing', async () => {
      const s = await seeker();
      const denied = await s.agent.post('/api/lighthouse/properties').send(PROPERTY).expect(403);
      expect(denied.body.message).toBe('Only hosts can list properties');
      const h = await host();
      const created = (await h.agent.post('/api/lighthouse/properties').send(PROPERTY).expect(201)).body;
      expect(created).toMatchObject({
        visibility: 'owner',
        address: '12 Secret Street, Apt 4',
        zipCode: '11201',
        bathrooms: '1.5',
        monthlyRent: '650.00',
        securityDeposit: '0.00',
        amenities: ['Wifi', 'Laundry'],
        houseRules: 'No smoking',
        maxOccupants: 1,
        hostDisplayName: 'Harbor Host',
        pendingRequests: 0,
        acceptedRequests: 0,
      });
      expect((await h.agent.get('/api/lighthouse/profile').expect(200)).body.hasProperty).toBe(true);
      const mine = (await h.agent.get('/api/lighthouse/my-properties').expect(200)).body;
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ id: created.id, address: PROPERTY.address });
      const defaults = (await h.agent.post('/api/lighthouse/properties').send({ ...PROPERTY, propertyType: undefined, maxOccupants: undefined, amenities: undefined }).expect(201)).body;
      expect(defaults).toMatchObject({ propertyType: 'room', maxOccupants: 1, amenities: [], photos: [] });
    });

    it('lets only the owner edit (anyone else 404) and keeps max occupants at or above the accepted requests', async () => {
      const h = await host();
      const other = await host();
      const id = await listing(h, { maxOccupants: 2 });
      await other.agent.put(`/api/lighthouse/properties/${id}`).send(PROPERTY).expect(404);
      const s1 = await seeker();
      const s2 = await seeker();
      await move(h, await request(s1, id), 'accepted').expect(200);
      await move(h, await request(s2, id), 'accepted').expect(200);
      const lower = await h.agent.put(`/api/lighthouse/properties/${id}`).send({ ...PROPERTY, maxOccupants: 1 }).expect(409);
      expect(lower.body.message).toBe('Max occupants cannot be lower than the number of accepted requests');
      const edited = await h.agent.put(`/api/lighthouse/properties/${id}`).send({ ...PROPERTY, maxOccupants: 3, title: 'Renamed' }).expect(200);
      expect(edited.body).toMatchObject({ title: 'Renamed', maxOccupants: 3, acceptedRequests: 2 });
    });

    it.each([
      [{ title: '' }, 'Title is required'],
      [{ description: undefined }, 'Description is required'],
      [{ address: ' ' }, 'Address is required'],
      [{ state: 'x'.repeat(51) }, 'State must be at most 50 characters'],
      [{ zipCode: '12345678901' }, 'Zip code must be at most 10 characters'],
      [{ propertyType: 'castle' }, 'Property type must be one of: room, apartment, community'],
      [{ bedrooms: -1 }, 'Bedrooms must be a whole number'],
      [{ bedrooms: 1.5 }, 'Bedrooms must be a whole number'],
      [{ bathrooms: '1.25' }, 'Bathrooms must be a number from 0 to 99.9'],
      [{ monthlyRent: '-1' }, 'Monthly rent must be an amount'],
      [{ securityDeposit: '10.123' }, 'Security deposit must be an amount'],
      [{ monthlyRent: '1e3' }, 'Monthly rent must be an amount'],
      [{ monthlyRent: '123456789' }, 'Monthly rent must be at most $99,999,999.99'],
      [{ availableFrom: '2030-02-01', availableUntil: '2030-01-01' }, 'Available from must be on or before available until'],
      [{ maxOccupants: 0 }, 'Max occupants must be a whole number from 1'],
      [{ amenities: ['Wifi', '   '] }, 'Amenities must be a list'],
      [{ amenities: 'Wifi' }, 'Amenities must be a list'],
      // Photos are uploaded (POST .../photos), never typed addresses.
      [{ photos: ['https://example.test/room.jpg'] }, 'property photos should not exist'],
      [{ hostId: '00000000-0000-4000-8000-000000000000' }, 'property hostId should not exist'],
    ])('refuses %j with 400 and writes nothing', async (overrides, message) => {
      const h = await host();
      const res = await h.agent.post('/api/lighthouse/properties').send({ ...PROPERTY, ...overrides }).expect(400);
      expect(res.body.message).toContain(message);
      expect(await count('SELECT count(*)::int AS n FROM lighthouse_properties WHERE host_id = $1', [h.user.id])).toBe(0);
    });
  });
});
