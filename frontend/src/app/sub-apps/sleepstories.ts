import BedtimeOutlined from '@mui/icons-material/BedtimeOutlined';
import type { SubAppEntry } from './types';

export const sleepStories: SubAppEntry = {
  id: 'sleepstories',
  name: 'SleepStories',
  serviceName: 'Sleep Stories',
  description: 'Calming audio, meditation and bedtime stories.',
  icon: BedtimeOutlined,
  path: '/apps/sleepstories',
  // Not built yet: coming soon on the services grid and in the sidebar, no links; its addresses say it is coming.
  routes: [],
};
