import sharp from 'sharp';
import { lighthouseSubApp } from '../../src/modules/lighthouse/lighthouse.sub-app';
import type { TestSubApp } from './test-sub-app';

/** LightHouse on the test side: listings are a host's, requests a seeker's; a listed property with a photo and a request on it. */
export const lighthouseTesting: TestSubApp = {
  entry: lighthouseSubApp,
  profileFor(r) {
    if (/^\/api\/lighthouse\/(properties|my-properties)/.test(r.path)) return { path: '/api/lighthouse/profile', body: { profileType: 'host', displayName: 'Hostile host' } };
    if (/^\/api\/lighthouse\/matches/.test(r.path)) return { path: '/api/lighthouse/profile', body: { profileType: 'seeker', displayName: 'Hostile seeker' } };
    return undefined;
  },
  async seed({ member }) {
    // A listed property and a request on it, so /properties/:id names a real listing.
    const host = await member();
    await host.agent.post('/api/lighthouse/profile').send({ profileType: 'host', displayName: 'Seed host' }).expect(201);
    const property = await host.agent
      .post('/api/lighthouse/properties')
      .send({ title: 'Seed', description: 'Seed listing', address: '1 Seed St', city: 'Seed City', state: 'NY', zipCode: '10001' })
      .expect(201);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    await host.agent.post(`/api/lighthouse/properties/${property.body.id}/photos`).set('Sec-Fetch-Site', 'same-origin').attach('file', png, 'seed.png').expect(201);
    const seeker = await member();
    await seeker.agent.post('/api/lighthouse/profile').send({ profileType: 'seeker', displayName: 'Seed seeker' }).expect(201);
    await seeker.agent.post('/api/lighthouse/matches').send({ propertyId: property.body.id }).expect(201);
  },
};
