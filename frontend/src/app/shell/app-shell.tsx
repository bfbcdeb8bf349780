import { Suspense } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { CenteredSpinner } from '../../components/centered-spinner';
import { CurrentUserProvider } from '../../lib/current-user';
import { useDiscreetModeSync } from '../../features/account';
import type { User } from '@pfe/contracts';
import { Header, HEADER_HEIGHT } from './header';
import { MiniPlayer } from './mini-player';
import { PlaybackProvider } from './playback-provider';
import { Sidebar } from './sidebar';
import { useSidebar } from './use-sidebar';

/**
 * Whatever the browser scrolls into view inside the shell (a field focused because it is invalid,
 * the next control reached with Tab, a #fragment) stops below the sticky header, with room for a
 * field's label, instead of under it (WCAG 2.4.11).
 */
export const SCROLL_PADDING_TOP = HEADER_HEIGHT + 24;
const scrollPadding = <GlobalStyles styles={{ html: { scrollPaddingTop: `${SCROLL_PADDING_TOP}px` } }} />;

/**
 * The signed-in layout: sidebar, header with the toggle and tagline, the screen in the main area,
 * and the mini-player under it while a story plays (the shell owns the one audio element, so it
 * keeps playing from page to page).
 */
export function AppShell({ user }: { user: User }) {
  const sidebar = useSidebar();
  useDiscreetModeSync();
  const { t } = useTranslation('shell');
  return (
    <CurrentUserProvider user={user}>
      <PlaybackProvider>
        {scrollPadding}
        <Box
          component="a"
          href="#main"
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: (theme) => theme.zIndex.tooltip + 1,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'primary.main',
            fontWeight: 600,
            '&:focus': { top: 8 },
          }}
        >
          {t('skipToMain')}
        </Box>
        <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
          <Sidebar state={sidebar} isAdmin={user.isAdmin} />
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Header onToggleSidebar={sidebar.toggle} sidebarOpen={sidebar.isMobile ? sidebar.mobileOpen : sidebar.expanded} />
            <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none', flex: 1, p: { xs: 2, sm: 3, md: 4 }, width: '100%', maxWidth: 1200, mx: 'auto' }}>
              {/* A screen fetched on its first visit (app/routes) loads here, the shell staying in place. */}
              <Suspense fallback={<CenteredSpinner label={t('loadingPage')} />}>
                <Outlet />
              </Suspense>
            </Box>
            <MiniPlayer />
          </Box>
        </Box>
      </PlaybackProvider>
    </CurrentUserProvider>
  );
}
