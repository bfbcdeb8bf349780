import { SLEEP_STORY_AUDIO_TYPES } from '@pfe/contracts/sleepstories';
import type { SubAppEntry } from '../sub-apps/sub-app';
import { SleepStoriesAccountData } from './sleepstories-account-data';
import { SleepStoriesModule } from './sleepstories.module';

/** SleepStories in the manifest (backend/src/sub-apps.ts): what it plugs into the platform. */
export const sleepStoriesSubApp: SubAppEntry = {
  key: 'sleepstories',
  module: SleepStoriesModule,
  notificationKinds: [{ kind: 'sleepstories.announcement', sentence: 'There is a new SleepStories announcement.' }],
  accountData: SleepStoriesAccountData,
  // SleepStories has no profile: it is used by members who have listened to a story.
  announcements: { audienceSql: `SELECT DISTINCT user_id FROM sleep_story_progress` },
  uploads: [{ route: '/api/sleepstories/admin/:id/audio', types: SLEEP_STORY_AUDIO_TYPES, maxMb: 'media' }],
};
