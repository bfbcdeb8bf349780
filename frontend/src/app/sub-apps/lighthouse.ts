import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import { lighthouseConsolePath } from '../../admin/resources/lighthouse/member-app-paths';
import { lazyScreen } from './lazy-screen';
import type { SubAppEntry } from './types';

/** The member screens (spec sub-apps §2 LightHouse): one chunk. */
const screens = () => import('../../features/lighthouse');

export const lightHouse: SubAppEntry = {
  id: 'lighthouse',
  name: 'LightHouse',
  description: 'Safe housing connections in New York.',
  icon: HomeWorkOutlined,
  path: '/apps/lighthouse',
  routes: [
    { id: 'lighthouse', screen: lazyScreen(screens, 'LighthouseDashboardRoute') },
    { id: 'lighthouse-profile', path: 'profile', screen: lazyScreen(screens, 'LighthouseProfileRoute') },
    { id: 'lighthouse-browse', path: 'browse', screen: lazyScreen(screens, 'LighthouseBrowseRoute') },
    { id: 'lighthouse-property-new', path: 'property/new', screen: lazyScreen(screens, 'LighthousePropertyEditorRoute') },
    { id: 'lighthouse-property-edit', path: 'property/edit/:id', screen: lazyScreen(screens, 'LighthousePropertyEditorRoute') },
    { id: 'lighthouse-property', path: 'property/:id', screen: lazyScreen(screens, 'LighthousePropertyRoute') },
    { id: 'lighthouse-my-properties', path: 'my-properties', screen: lazyScreen(screens, 'LighthouseMyPropertiesRoute') },
    { id: 'lighthouse-matches', path: 'matches', screen: lazyScreen(screens, 'LighthouseMatchesRoute') },
    { id: 'lighthouse-conversation', path: 'matches/:id', screen: lazyScreen(screens, 'LighthouseConversationRoute') },
  ],
  admin: {
    menuGroup: 'LightHouse',
    // /apps/lighthouse/admin[/announcements] → /admin/lighthouse[/announcements].
    consolePath: lighthouseConsolePath,
    loadConsole: async () => (await import('./lighthouse-console')).lightHouseConsole,
  },
};
