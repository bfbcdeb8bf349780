import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { CurrentUserProvider } from '../../lib/current-user';
import type { User } from '@pfe/contracts';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { useSidebar } from './use-sidebar';

/** The signed-in layout: sidebar, header with the toggle and tagline, and the screen in the main area. */
export function AppShell({ user }: { user: User }) {
  const sidebar = useSidebar();
  return (
    <CurrentUserProvider user={user}>
      <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
        <Sidebar state={sidebar} isAdmin={user.isAdmin} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Header onToggleSidebar={sidebar.toggle} sidebarOpen={sidebar.isMobile ? sidebar.mobileOpen : sidebar.expanded} />
          <Box component="main" sx={{ flex: 1, p: { xs: 2, sm: 3, md: 4 }, width: '100%', maxWidth: 1200, mx: 'auto' }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </CurrentUserProvider>
  );
}
