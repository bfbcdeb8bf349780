import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import { supportMatchConsolePath } from '../../admin/resources/supportmatch/member-app-paths';
import { i18n } from '../../lib/i18n';
import { lazyScreen } from './lazy-screen';
import type { SubAppEntry } from './types';
import { unreadMessages } from '../../lib/sub-apps';

/** The member screens (spec sub-apps §2 SupportMatch): one chunk, fetched with the app's strings in the page's language. */
const screens = () => Promise.all([import('../../features/supportmatch'), i18n.loadNamespaces('supportmatch')]).then(([module]) => module);

export const supportMatch: SubAppEntry = {
  id: 'supportmatch',
  name: 'SupportMatch',
  description: 'Accountability partners for your recovery.',
  icon: Diversity3Outlined,
  path: '/apps/supportmatch',
  notifications: {
    'supportmatch.partnership_started': { label: 'New partner', text: () => i18n.t('shell:kinds.supportmatch.partnership_started.text'), href: () => '/apps/supportmatch/partnership' },
    'supportmatch.partnership_ended': { label: 'Partnership ended', text: () => i18n.t('shell:kinds.supportmatch.partnership_ended.text'), href: () => '/apps/supportmatch/history' },
    'supportmatch.chat_unread': { label: 'Unread messages', text: (n) => i18n.t('shell:kinds.supportmatch.chat_unread.text', { messages: unreadMessages(n) }), href: () => '/apps/supportmatch/partnership' },
    'supportmatch.announcement': { label: 'Announcements', text: () => i18n.t('shell:kinds.supportmatch.announcement.text'), href: () => '/apps/supportmatch/announcements' },
  },
  routes: [
    { id: 'supportmatch', screen: lazyScreen(screens, 'SupportMatchDashboardRoute') },
    { id: 'supportmatch-profile', path: 'profile', screen: lazyScreen(screens, 'SupportMatchProfileRoute') },
    { id: 'supportmatch-partnership', path: 'partnership', screen: lazyScreen(screens, 'SupportMatchPartnershipRoute') },
    { id: 'supportmatch-announcements', path: 'announcements', screen: lazyScreen(screens, 'SupportMatchAnnouncementsRoute') },
    { id: 'supportmatch-history', path: 'history', screen: lazyScreen(screens, 'SupportMatchHistoryRoute') },
    { id: 'supportmatch-safety', path: 'safety', screen: lazyScreen(screens, 'SupportMatchSafetyRoute') },
  ],
  admin: {
    menuGroup: 'SupportMatch',
    // /apps/supportmatch/admin[/partnerships|/reports|/announcements|/users] → /admin/supportmatch[/…] (users → profiles).
    consolePath: supportMatchConsolePath,
    loadConsole: async () => (await import('../../admin/resources/supportmatch/console')).supportMatchConsole,
  },
};
