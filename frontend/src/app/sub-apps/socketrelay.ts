import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { socketRelayConsolePath } from '../../admin/resources/socketrelay/member-app-paths';
import { i18n } from '../../lib/i18n';
import { lazyScreen } from './lazy-screen';
import type { SubAppEntry } from './types';
import { unreadMessages } from '../../lib/sub-apps';

/** The member screens (spec sub-apps §2 SocketRelay): one chunk, fetched with the app's strings in the page's language. */
const screens = () => Promise.all([import('../../features/socketrelay'), i18n.loadNamespaces('socketrelay')]).then(([module]) => module);

export const socketRelay: SubAppEntry = {
  id: 'socketrelay',
  name: 'SocketRelay',
  description: 'Request or supply goods and services.',
  icon: SwapHorizOutlined,
  path: '/apps/socketrelay',
  notifications: {
    'socketrelay.request_taken': { label: 'Someone takes my request', text: () => i18n.t('shell:kinds.socketrelay.request_taken.text'), href: (n) => `/apps/socketrelay/chat/${n.objectId}` },
    'socketrelay.fulfillment_closed': { label: 'A fulfillment is closed', text: (n) => i18n.t('shell:kinds.socketrelay.fulfillment_closed.text', { outcome: i18n.t(`shell:closeOutcome.${n.data.outcome ?? 'cancelled'}`) }), href: (n) => `/apps/socketrelay/chat/${n.objectId}` },
    'socketrelay.request_expiring': { label: 'My request expires tomorrow', text: () => i18n.t('shell:kinds.socketrelay.request_expiring.text'), href: () => '/apps/socketrelay' },
    'socketrelay.chat_unread': { label: 'Unread messages', text: (n) => i18n.t('shell:kinds.socketrelay.chat_unread.text', { messages: unreadMessages(n) }), href: (n) => `/apps/socketrelay/chat/${n.objectId}` },
    'socketrelay.announcement': { label: 'Announcements', text: () => i18n.t('shell:kinds.socketrelay.announcement.text'), href: () => '/apps/socketrelay' },
  },
  routes: [
    { id: 'socketrelay', screen: lazyScreen(screens, 'SocketRelayDashboardRoute') },
    { id: 'socketrelay-profile', path: 'profile', screen: lazyScreen(screens, 'SocketRelayProfileRoute') },
    { id: 'socketrelay-chat', path: 'chat/:id', screen: lazyScreen(screens, 'SocketRelayChatRoute') },
  ],
  admin: {
    menuGroup: 'SocketRelay',
    // /apps/socketrelay/admin → /admin/socketrelay/requests (the Requests tab is the default).
    consolePath: socketRelayConsolePath,
    loadConsole: async () => (await import('../../admin/resources/socketrelay/console')).socketRelayConsole,
  },
};
