import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { socketRelayConsolePath } from '../../admin/resources/socketrelay/member-app-paths';
import { lazyScreen } from './lazy-screen';
import type { SubAppEntry } from './types';

/** The member screens (spec sub-apps §2 SocketRelay): one chunk. */
const screens = () => import('../../features/socketrelay');

export const socketRelay: SubAppEntry = {
  id: 'socketrelay',
  name: 'SocketRelay',
  description: 'Request or supply goods and services.',
  icon: SwapHorizOutlined,
  path: '/apps/socketrelay',
  routes: [
    { id: 'socketrelay', screen: lazyScreen(screens, 'SocketRelayDashboardRoute') },
    { id: 'socketrelay-profile', path: 'profile', screen: lazyScreen(screens, 'SocketRelayProfileRoute') },
    { id: 'socketrelay-chat', path: 'chat/:id', screen: lazyScreen(screens, 'SocketRelayChatRoute') },
  ],
  admin: {
    menuGroup: 'SocketRelay',
    // /apps/socketrelay/admin → /admin/socketrelay/requests (the Requests tab is the default).
    consolePath: socketRelayConsolePath,
    loadConsole: async () => (await import('./socketrelay-console')).socketRelayConsole,
  },
};
