import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import { AppBar, Layout, LoadingIndicator, Logout, UserMenu, useGetIdentity } from 'react-admin';
import { AdminMenu } from './admin-menu';
import { useAdminT } from '../lib/i18n';
import { LanguageMenuItems } from './language-menu';

/**
 * react-admin's user menu, named after what it shows: on wide screens the button reads the
 * admin's name, so its accessible name must contain that name (WCAG 2.5.3 "Label in Name";
 * react-admin names it "Profile" whatever it shows). It holds the language choice and Log out.
 */
export function AccountMenu() {
  const t = useAdminT();
  const { identity } = useGetIdentity();
  const name = identity?.fullName?.trim();
  return (
    <UserMenu label={name ? t('layout.accountMenuOf', { name }) : t('layout.accountMenu')}>
      <LanguageMenuItems />
      <Divider />
      <Logout />
    </UserMenu>
  );
}

/**
 * react-admin's app bar without its own language button (it would change the language on this device
 * only): the language is chosen in the user menu, which also saves it on her account.
 */
function AdminAppBar() {
  return <AppBar color="primary" userMenu={<AccountMenu />} toolbar={<LoadingIndicator />} />;
}

/** react-admin's layout with the console's menu; screens sit in a readable, centred column. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu} appBar={AdminAppBar} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}>
      <Box sx={{ width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 0, sm: 1 }, pb: 4 }}>{children}</Box>
    </Layout>
  );
}
