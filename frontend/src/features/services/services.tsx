import BedtimeOutlined from '@mui/icons-material/BedtimeOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { ReactNode } from 'react';

export interface ServiceEntry {
  id: string;
  name: string;
  description: string;
  path: string;
  icon: ReactNode;
}

/** Spec §2 "/services": the four sub-apps, described as in spec §1. */
export const SERVICES: ServiceEntry[] = [
  {
    id: 'lighthouse',
    name: 'LightHouse',
    description: 'Safe housing connections in New York.',
    path: '/apps/lighthouse',
    icon: <HomeWorkOutlined />,
  },
  {
    id: 'sleepstories',
    name: 'Sleep Stories',
    description: 'Calming audio, meditation and bedtime stories.',
    path: '/apps/sleepstories',
    icon: <BedtimeOutlined />,
  },
  {
    id: 'socketrelay',
    name: 'SocketRelay',
    description: 'Request or supply goods and services.',
    path: '/apps/socketrelay',
    icon: <SwapHorizOutlined />,
  },
  {
    id: 'supportmatch',
    name: 'SupportMatch',
    description: 'Accountability partners for your recovery.',
    path: '/apps/supportmatch',
    icon: <Diversity3Outlined />,
  },
];
