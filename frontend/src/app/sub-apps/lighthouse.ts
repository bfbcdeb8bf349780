import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import type { SubAppEntry } from './types';

export const lightHouse: SubAppEntry = {
  id: 'lighthouse',
  name: 'LightHouse',
  description: 'Safe housing connections in New York.',
  icon: HomeWorkOutlined,
  path: '/apps/lighthouse',
  // Not built yet: coming soon on the services grid and in the sidebar, no links; its addresses say it is coming.
  routes: [],
};
