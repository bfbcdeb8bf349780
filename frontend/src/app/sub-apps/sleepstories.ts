import BedtimeOutlined from '@mui/icons-material/BedtimeOutlined';
import { sleepStoriesConsolePath } from '../../admin/resources/sleepstories/member-app-paths';
import { i18n } from '../../lib/i18n';
import { lazyScreen } from './lazy-screen';
import type { SubAppEntry } from './types';

/** The member screens (spec sub-apps §2 SleepStories): one chunk, fetched with the app's strings in the page's language. */
const screens = () => Promise.all([import('../../features/sleepstories'), i18n.loadNamespaces('sleepstories')]).then(([module]) => module);

export const sleepStories: SubAppEntry = {
  id: 'sleepstories',
  name: 'SleepStories',
  serviceName: 'Sleep Stories',
  description: 'Calming audio, meditation and bedtime stories.',
  icon: BedtimeOutlined,
  path: '/apps/sleepstories',
  notifications: {
    'sleepstories.announcement': { label: 'Announcements', text: () => i18n.t('shell:kinds.sleepstories.announcement.text'), href: () => '/apps/sleepstories' },
  },
  routes: [
    { id: 'sleepstories', screen: lazyScreen(screens, 'SleepStoriesLibraryRoute') },
    { id: 'sleepstories-story', path: ':id', screen: lazyScreen(screens, 'SleepStoryRoute') },
  ],
  admin: {
    menuGroup: 'SleepStories',
    // /apps/sleepstories/admin[/announcements] → /admin/sleepstories/stories or /admin/sleepstories/announcements.
    consolePath: sleepStoriesConsolePath,
    loadConsole: async () => (await import('../../admin/resources/sleepstories/console')).sleepStoriesConsole,
  },
};
