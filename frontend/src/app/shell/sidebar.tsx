import Drawer from '@mui/material/Drawer';
import type { Theme } from '@mui/material/styles';
import { SidebarContent } from './sidebar-content';
import type { SidebarState } from './use-sidebar';

/** Spec §9: 16rem wide, 3rem collapsed to icons, 18rem as a mobile sheet. */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_ICONS = '3rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';

export function Sidebar({ state, isAdmin }: { state: SidebarState; isAdmin: boolean }) {
  if (state.isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={state.mobileOpen}
        onClose={state.closeMobile}
        ModalProps={{ keepMounted: true }}
        // The open sheet is a dialog (MUI gives its paper role="dialog"), named like its toggle.
        slotProps={{ paper: { 'aria-label': 'Sidebar', sx: { width: SIDEBAR_WIDTH_MOBILE, maxWidth: '85vw' } } }}
      >
        <SidebarContent isAdmin={isAdmin} onNavigate={state.closeMobile} clearOfQuickExit />
      </Drawer>
    );
  }
  const width = state.expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICONS;
  const transition = (theme: Theme) =>
    theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.shorter });
  return (
    <Drawer
      variant="permanent"
      data-state={state.expanded ? 'expanded' : 'collapsed'}
      sx={{
        width,
        flexShrink: 0,
        transition,
        '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition, boxSizing: 'border-box' },
      }}
    >
      <SidebarContent isAdmin={isAdmin} collapsed={!state.expanded} />
    </Drawer>
  );
}
