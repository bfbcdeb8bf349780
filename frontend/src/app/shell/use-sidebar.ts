import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useState } from 'react';
import { readCookie, writeCookie } from '../../lib/cookies';

export const SIDEBAR_COOKIE = 'sidebar_state';
/** Spec §9: the remembered state lasts 7 days. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_SHORTCUT_KEY = 'b';

export interface SidebarState {
  /** Below the md breakpoint (768 px) the sidebar is a temporary sheet. */
  isMobile: boolean;
  /** Desktop: expanded (true) or collapsed to icons (false). */
  expanded: boolean;
  /** Mobile: the sheet is open. */
  mobileOpen: boolean;
  toggle: () => void;
  closeMobile: () => void;
}

/** Expanded/collapsed state remembered in a cookie, a sheet on small screens, and Ctrl/Cmd+B to toggle. */
export function useSidebar(): SidebarState {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [expanded, setExpanded] = useState(() => readCookie(SIDEBAR_COOKIE) !== 'false');
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    setExpanded((open) => {
      writeCookie(SIDEBAR_COOKIE, String(!open), SIDEBAR_COOKIE_MAX_AGE);
      return !open;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  // A sheet left open must not reappear when the window grows and shrinks again.
  useEffect(() => {
    if (!isMobile) setMobileOpen(false);
  }, [isMobile]);

  const closeMobile = useCallback(() => setMobileOpen(false), []);
  return { isMobile, expanded, mobileOpen, toggle, closeMobile };
}
