/**
 * SleepStories' pages in the admin console (spec sub-apps §2: story management, announcements),
 * with an overview at /admin/sleepstories like the other apps'. Loaded by the console only,
 * through the manifest entry (sleepstories.ts).
 */
import announcements from '../../admin/resources/sleepstories/announcements';
import { SleepStoriesDashboard } from '../../admin/resources/sleepstories/sleepstories-dashboard';
import stories from '../../admin/resources/sleepstories/stories';
import type { SubAppConsole } from './types';

export const sleepStoriesConsole: SubAppConsole = {
  overview: { path: 'sleepstories', label: 'Overview', component: SleepStoriesDashboard },
  resources: [
    { name: 'sleepstories/stories', label: 'Stories', ...stories },
    { name: 'sleepstories/announcements', label: 'Announcements', ...announcements },
  ],
};
