import { sleepStoriesSubApp } from '../../src/modules/sleepstories/sleepstories.sub-app';
import { makeWav } from '../support/audio';
import type { TestSubApp } from './test-sub-app';

/** SleepStories on the test side: a story with its audio. */
export const sleepStoriesTesting: TestSubApp = {
  entry: sleepStoriesSubApp,
  async seed({ admin }) {
    const story = (await admin.agent.post('/api/sleepstories/admin').send({ title: 'Seed', description: 'Seed story', duration: 60, wistiaMediaId: 'seed01' }).expect(201)).body as { id: string };
    await admin.agent.post(`/api/sleepstories/admin/${story.id}/audio`).set('Sec-Fetch-Site', 'same-origin').attach('file', makeWav(0.05), 'seed.wav').expect(201);
  },
};
