import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { SubApp } from './types';

export const socketRelay: SubApp = {
  id: 'socketrelay',
  name: 'SocketRelay',
  description: 'Request or supply goods and services.',
  icon: SwapHorizOutlined,
  path: '/apps/socketrelay',
  // Not built yet: /apps/socketrelay and /apps/socketrelay/admin show the 404 page.
  routes: [],
};
