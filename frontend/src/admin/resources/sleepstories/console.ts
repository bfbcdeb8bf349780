/**
 * SleepStories' pages in the admin console (spec sub-apps §2: story management, announcements),
 * with an overview at /admin/sleepstories like the other apps'. Loaded by the console only,
 * through the manifest entry (app/sub-apps/sleepstories.ts).
 */
import announcements from './announcements';
import { SleepStoriesDashboard } from './sleepstories-dashboard';
import stories from './stories';
import type { SubAppConsole } from '../../sub-app-console';

export const sleepStoriesConsole: SubAppConsole = {
  overview: { path: 'sleepstories', label: 'Overview', component: SleepStoriesDashboard },
  resources: [
    { name: 'sleepstories/stories', label: 'Stories', ...stories },
    { name: 'sleepstories/announcements', label: 'Announcements', ...announcements },
  ],
};
