import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { AdminMenu } from './admin-menu';

function AdminAppBar() {
  return <AppBar color="primary" />;
}

/** react-admin's layout with the console's menu; screens sit in a readable, centred column. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu} appBar={AdminAppBar} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}>
      <Box sx={{ width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 0, sm: 1 }, pb: 4 }}>{children}</Box>
    </Layout>
  );
}
