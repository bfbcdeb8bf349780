import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { SubAppEntry } from './types';

export const socketRelay: SubAppEntry = {
  id: 'socketrelay',
  name: 'SocketRelay',
  description: 'Request or supply goods and services.',
  icon: SwapHorizOutlined,
  path: '/apps/socketrelay',
  // Not built yet: coming soon on the services grid and in the sidebar, no links; its addresses say it is coming.
  routes: [],
};
