import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import { lighthouseConsolePath } from '../../admin/resources/lighthouse/member-app-paths';
import { i18n } from '../../lib/i18n';
import { lazyScreen } from './lazy-screen';
import type { SubAppEntry } from './types';
import { unreadMessages } from '../../lib/sub-apps';

/** The member screens (spec sub-apps §2 LightHouse): one chunk, fetched with the app's strings in the page's language. */
const screens = () => Promise.all([import('../../features/lighthouse'), i18n.loadNamespaces('lighthouse')]).then(([module]) => module);

export const lightHouse: SubAppEntry = {
  id: 'lighthouse',
  name: 'LightHouse',
  description: 'Safe housing connections in New York.',
  icon: HomeWorkOutlined,
  path: '/apps/lighthouse',
  notifications: {
    'lighthouse.match_requested': { label: 'A request on my listing', text: () => i18n.t('shell:kinds.lighthouse.match_requested.text'), href: () => '/apps/lighthouse/matches' },
    'lighthouse.match_accepted': { label: 'My request is accepted', text: () => i18n.t('shell:kinds.lighthouse.match_accepted.text'), href: () => '/apps/lighthouse/matches' },
    'lighthouse.match_rejected': { label: 'My request is not accepted', text: () => i18n.t('shell:kinds.lighthouse.match_rejected.text'), href: () => '/apps/lighthouse/matches' },
    'lighthouse.chat_unread': { label: 'Unread messages', text: (n) => i18n.t('shell:kinds.lighthouse.chat_unread.text', { messages: unreadMessages(n) }), href: (n) => `/apps/lighthouse/matches/${n.objectId}` },
    'lighthouse.announcement': { label: 'Announcements', text: () => i18n.t('shell:kinds.lighthouse.announcement.text'), href: () => '/apps/lighthouse' },
    'lighthouse.reference_written': { label: 'A reference after a stay', text: () => i18n.t('shell:kinds.lighthouse.reference_written.text'), href: (n) => `/apps/lighthouse/matches/${n.objectId}` },
  },
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
    loadConsole: async () => (await import('../../admin/resources/lighthouse/console')).lightHouseConsole,
  },
};
