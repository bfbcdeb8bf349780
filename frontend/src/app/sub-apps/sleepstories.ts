import BedtimeOutlined from '@mui/icons-material/BedtimeOutlined';
import type { SubApp } from './types';

export const sleepStories: SubApp = {
  id: 'sleepstories',
  name: 'SleepStories',
  serviceName: 'Sleep Stories',
  description: 'Calming audio, meditation and bedtime stories.',
  icon: BedtimeOutlined,
  path: '/apps/sleepstories',
  // Not built yet: /apps/sleepstories and /apps/sleepstories/admin show the 404 page.
  routes: [],
};
