/**
 * SleepStories' pages in the admin console (spec sub-apps §2: story management, announcements).
 * Loaded by the console only, through the manifest entry (sleepstories.ts).
 */
import announcements from '../../admin/resources/sleepstories/announcements';
import stories from '../../admin/resources/sleepstories/stories';
import type { SubAppConsole } from './types';

export const sleepStoriesConsole: SubAppConsole = {
  resources: [
    { name: 'sleepstories/stories', label: 'Stories', ...stories },
    { name: 'sleepstories/announcements', label: 'Announcements', ...announcements },
  ],
};
