import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BedtimeOutlined from '@mui/icons-material/BedtimeOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type { ReactNode } from 'react';

export interface NavItem {
  label: string;
  path: string;
  icon: ReactNode;
}

export interface NavSection {
  /** Shown above the items; the first section has none. */
  label?: string;
  items: NavItem[];
}

/** Spec §2 "Sidebar": what every member sees. */
export const MEMBER_ITEMS: NavItem[] = [
  { label: 'My Dashboard', path: '/', icon: <SpaceDashboardOutlined /> },
  { label: 'My Payments', path: '/payments', icon: <ReceiptLongOutlined /> },
  { label: 'LightHouse', path: '/apps/lighthouse', icon: <HomeWorkOutlined /> },
  { label: 'SleepStories', path: '/apps/sleepstories', icon: <BedtimeOutlined /> },
  { label: 'SocketRelay', path: '/apps/socketrelay', icon: <SwapHorizOutlined /> },
  { label: 'SupportMatch', path: '/apps/supportmatch', icon: <Diversity3Outlined /> },
];

/** Spec §2 "Sidebar": the Administration group, for admins only. */
export const ADMIN_ITEMS: NavItem[] = [
  { label: 'Dashboard', path: '/admin', icon: <AdminPanelSettingsOutlined /> },
  { label: 'User Management', path: '/admin/users', icon: <ManageAccountsOutlined /> },
  { label: 'Invite Codes', path: '/admin/invites', icon: <ConfirmationNumberOutlined /> },
  { label: 'Payments', path: '/admin/payments', icon: <PaymentsOutlined /> },
  { label: 'Pricing', path: '/admin/pricing', icon: <SellOutlined /> },
  { label: 'Activity Log', path: '/admin/activity', icon: <HistoryOutlined /> },
  { label: 'SupportMatch Admin', path: '/apps/supportmatch/admin', icon: <TuneOutlined /> },
  { label: 'SleepStories Admin', path: '/apps/sleepstories/admin', icon: <TuneOutlined /> },
  { label: 'LightHouse Admin', path: '/apps/lighthouse/admin', icon: <TuneOutlined /> },
  { label: 'SocketRelay Admin', path: '/apps/socketrelay/admin', icon: <TuneOutlined /> },
];

export const ADMIN_SECTION_LABEL = 'Administration';

export function navSections(isAdmin: boolean): NavSection[] {
  const sections: NavSection[] = [{ items: MEMBER_ITEMS }];
  if (isAdmin) sections.push({ label: ADMIN_SECTION_LABEL, items: ADMIN_ITEMS });
  return sections;
}

/** The item to highlight: the longest path that is the current path or one of its parents. */
export function activeNavPath(pathname: string, sections: NavSection[]): string | undefined {
  let best: string | undefined;
  for (const { path } of sections.flatMap((s) => s.items)) {
    const matches = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (best === undefined || path.length > best.length)) best = path;
  }
  return best;
}
