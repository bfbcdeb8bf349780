import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { ReactNode } from 'react';
import { i18n } from '../../lib/i18n';
import { MEMBER_SUB_APPS, SUB_APPS, type SubApp } from '../sub-apps';

export interface NavItem {
  label: string;
  path: string;
  icon: ReactNode;
  /** A sub-app not built yet: shown with "Coming soon", not as a link. */
  comingSoon?: boolean;
  /** A sub-app's id: its unread notifications show as a badge. */
  appId?: string;
}

export interface NavSection {
  /** Shown above the items; the first section has none. */
  label?: string;
  items: NavItem[];
}

/** Spec §2 "Sidebar": what every member sees: the platform's pages, then each sub-app of the manifest (`apps`, in members' order). */
export function memberItems(apps: readonly SubApp[]): NavItem[] {
  return [
    { label: 'My Dashboard', path: '/', icon: <SpaceDashboardOutlined /> },
    { label: 'My Payments', path: '/payments', icon: <ReceiptLongOutlined /> },
    ...apps.map((app) => ({ label: app.name, path: app.path, icon: <app.icon />, comingSoon: !app.available, appId: app.id })),
    { label: 'Settings', path: '/settings', icon: <SettingsOutlined /> },
  ];
}

export const MEMBER_ITEMS: NavItem[] = memberItems(MEMBER_SUB_APPS);

/**
 * Spec §2 "Sidebar": the Administration group, for admins only: the platform's admin pages, then
 * each sub-app's that has console pages (an app not built yet has none, so no dead link).
 */
export function adminItems(apps: readonly SubApp[]): NavItem[] {
  return [
    { label: 'Dashboard', path: '/admin', icon: <AdminPanelSettingsOutlined /> },
    { label: 'User Management', path: '/admin/users', icon: <ManageAccountsOutlined /> },
    { label: 'Invite Codes', path: '/admin/invites', icon: <ConfirmationNumberOutlined /> },
    { label: 'Payments', path: '/admin/payments', icon: <PaymentsOutlined /> },
    { label: 'Pricing', path: '/admin/pricing', icon: <SellOutlined /> },
    { label: 'Activity Log', path: '/admin/activity', icon: <HistoryOutlined /> },
    ...apps.filter((app) => app.admin).map((app) => ({ label: `${app.name} Admin`, path: `${app.path}/admin`, icon: <TuneOutlined /> })),
  ];
}

export const ADMIN_ITEMS: NavItem[] = adminItems(SUB_APPS);

export const ADMIN_SECTION_LABEL = 'Administration';

export function navSections(isAdmin: boolean): NavSection[] {
  const sections: NavSection[] = [{ items: MEMBER_ITEMS }];
  if (isAdmin) sections.push({ label: ADMIN_SECTION_LABEL, items: ADMIN_ITEMS });
  return sections;
}

/** The item to highlight: the longest path that is the current path or one of its parents (never a coming-soon item, which is no link). */
export function activeNavPath(pathname: string, sections: NavSection[]): string | undefined {
  let best: string | undefined;
  for (const { path } of sections.flatMap((s) => s.items).filter((item) => !item.comingSoon)) {
    const matches = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (best === undefined || path.length > best.length)) best = path;
  }
  return best;
}

/** A navigation label in the page's language (`shell:nav.<English label>`); an app's own name as it is. */
export function navLabel(label: string | undefined): string {
  if (!label) return '';
  const admin = / Admin$/.exec(label) && !i18n.exists(`shell:nav.${label}`) ? label.slice(0, -' Admin'.length) : null;
  if (admin !== null) return i18n.t('shell:nav.appAdmin', { app: admin });
  return i18n.t(`shell:nav.${label}`, { defaultValue: label });
}
