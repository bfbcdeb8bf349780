import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { QuickExitButton, QuickExitSlot } from '../../components/quick-exit';
import { ColorModeMenu } from './color-mode-menu';
import { NotificationBell } from './notification-bell';
import { i18n } from '../../lib/i18n';

/** The sticky header's height in px (its toolbar and the 1 px border under it). */
export const HEADER_HEIGHT = 57;

export function Header({ onToggleSidebar, sidebarOpen }: { onToggleSidebar: () => void; sidebarOpen: boolean }) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar variant="dense" sx={{ gap: 1.5, minHeight: HEADER_HEIGHT - 1 }}>
        <IconButton edge="start" onClick={onToggleSidebar} aria-label={i18n.t('shell:toggleSidebar')} aria-expanded={sidebarOpen} title={i18n.t('shell:toggleSidebarKey')}>
          <MenuIcon />
        </IconButton>
        {/*
          Never splits a word (issue 28 item 6: "optimis / m" at 375 px): it wraps between words only,
          and on phones, where the header's buttons leave it no room, it is not shown at all.
        */}
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="header-tagline"
          sx={{ display: { xs: 'none', sm: 'block' }, fontStyle: 'italic', minWidth: 0, lineHeight: 1.2, overflowWrap: 'normal', wordBreak: 'keep-all', hyphens: 'none' }}
        >
          {i18n.t('shell:tagline')}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <NotificationBell />
        <ColorModeMenu />
        {/* The button floats above every drawer, dialog, menu and toast, over this slot. */}
        <QuickExitSlot />
        <QuickExitButton />
      </Toolbar>
    </AppBar>
  );
}
