import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import type { SubApp } from './types';

export const lightHouse: SubApp = {
  id: 'lighthouse',
  name: 'LightHouse',
  description: 'Safe housing connections in New York.',
  icon: HomeWorkOutlined,
  path: '/apps/lighthouse',
  // Not built yet: /apps/lighthouse and /apps/lighthouse/admin show the 404 page.
  routes: [],
};
