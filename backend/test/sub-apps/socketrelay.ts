import { socketRelaySubApp } from '../../src/modules/socketrelay/socketrelay.sub-app';
import type { TestSubApp } from './test-sub-app';

const PROFILE = { displayName: 'Hostile', city: 'Austin', state: 'Texas', country: 'United States' };

/** SocketRelay on the test side: every route but the profile's creation needs a profile; a request someone could fulfil. */
export const socketRelayTesting: TestSubApp = {
  entry: socketRelaySubApp,
  profileFor: (r) => (r.path.startsWith('/api/socketrelay/') && !(r.method === 'POST' && r.path === '/api/socketrelay/profile') ? { path: '/api/socketrelay/profile', body: PROFILE } : undefined),
  async seed({ member }) {
    // A SocketRelay request someone could fulfil, so `/requests/:id/…` names a real one.
    const a = await member();
    await a.agent.post('/api/socketrelay/profile').send(PROFILE).expect(201);
    await a.agent.post('/api/socketrelay/requests').send({ description: 'Seed request' }).expect(201);
  },
};
