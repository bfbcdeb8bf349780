import ExitToApp from '@mui/icons-material/ExitToApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { QUICK_EXIT_URL } from '../config';
import { i18n } from '../lib/i18n';
import { announceSessionEnded, markLeaving, markQuickExited } from '../lib/browser';
import { stopPlayback } from '../lib/playback/stop';

/** Escape pressed this many times within the window leaves the platform. */
export const QUICK_EXIT_PRESSES = 3;
export const QUICK_EXIT_WINDOW_MS = 2000;

/** The room the header and the public bar keep free for the button, which floats above everything. */
export const QUICK_EXIT_WIDTH = 124;

/**
 * What quick exit can and cannot hide, in the words of the Settings page and the docs (in the
 * manner of GOV.UK's "Exit this page" guidance).
 */
export const quickExitLimits = (): string => i18n.t('common:quickExit.limits');

/**
 * Ends the session with a sign-out the browser completes after the page has gone: a beacon (a POST
 * without a body, from this page, so the server's same-origin check accepts it), else a keepalive
 * fetch. Nothing waits for it: leaving comes first.
 */
export function endSessionOnLeaving(): void {
  try {
    if (navigator.sendBeacon?.('/api/auth/logout')) return;
  } catch {
    /* no beacon: the keepalive fetch below */
  }
  void fetch('/api/auth/logout', { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

/**
 * Leaves at once: silences any story playing (and closes the mini-player), ends the session (unless
 * `signOut` is false; this browser's other tabs then leave for the neutral page too), blanks the
 * page, drops every cached answer (nothing of the member's data stays in this page's memory), and
 * leaves no name behind in Back: this history entry becomes the neutral page, and the neutral site
 * replaces an entry pushed after it, so Back from that site lands on the neutral page (which names
 * neither the product nor a sub-app). Pages this tab shows from history afterwards are neutral too
 * (neutralInstead), until someone navigates to this site on purpose.
 */
export function quickExit(queryClient: QueryClient, { target = QUICK_EXIT_URL, signOut = false }: { target?: string; signOut?: boolean } = {}): void {
  // A signing-out exit drops the player's last save: sent beside the sign-out it could reach the
  // server after it (lib/playback/stop keepPlace). The data calls stop before the sign-out goes.
  stopPlayback({ keepPlace: !signOut });
  markLeaving();
  if (signOut) {
    endSessionOnLeaving();
    announceSessionEnded(true);
  }
  document.documentElement.style.background = '#fff';
  document.body.style.visibility = 'hidden';
  document.title = '';
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  markQuickExited();
  window.location.replace(target);
}

/**
 * Whether a quick exit now also signs out: the app answers from the signed-in user and the member's
 * setting "Quick exit keeps me signed in" (off by default, so signed-in members are signed out).
 */
const SignOutDecision = createContext<() => boolean>(() => false);
export const QuickExitSignOutProvider = SignOutDecision.Provider;

/** Escape three times within two seconds, anywhere on the page. */
export function useQuickExitShortcut(onExit: () => void): void {
  const latest = useRef(onExit);
  useEffect(() => {
    latest.current = onExit;
  });
  useEffect(() => {
    let presses: number[] = [];
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const now = event.timeStamp || performance.now();
      presses = [...presses.filter((t) => now - t < QUICK_EXIT_WINDOW_MS), now];
      if (presses.length >= QUICK_EXIT_PRESSES) {
        presses = [];
        latest.current();
      }
    };
    // Capture: a dialog that handles Escape itself still counts towards the exit.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}

/**
 * The layer the button lives in: the first child of <body> (so Tab reaches it first), above every
 * drawer, dialog, menu and toast. An open MUI modal marks its siblings aria-hidden; the layer takes
 * that back at once, so the button stays in the accessibility tree (and is no focusable element
 * inside aria-hidden). A tap reaches it under any modal: the modal's focus trap pulls focus back,
 * but the click still lands.
 */
function useQuickExitLayer(): HTMLElement | null {
  const [layer, setLayer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = document.createElement('div');
    element.dataset.quickExit = '';
    document.body.prepend(element);
    const observer = new MutationObserver(() => {
      if (element.hasAttribute('aria-hidden')) element.removeAttribute('aria-hidden');
    });
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    setLayer(element);
    return () => {
      observer.disconnect();
      element.remove();
      setLayer(null);
    };
  }, []);
  return layer;
}

/**
 * The visible "Quick exit" button, floating at the top right of the page above any overlay, with
 * the keyboard shortcut active while it is on the page. Where it sits in a bar or the header, that
 * bar keeps QUICK_EXIT_WIDTH free for it.
 */
export function QuickExitButton() {
  const queryClient = useQueryClient();
  const shouldSignOut = useContext(SignOutDecision);
  const { t } = useTranslation();
  const exit = () => quickExit(queryClient, { signOut: shouldSignOut() });
  useQuickExitShortcut(exit);
  const layer = useQuickExitLayer();
  if (!layer) return null;
  return createPortal(
    <Button
      variant="contained"
      color="error"
      size="small"
      onClick={exit}
      startIcon={<ExitToApp />}
      title={t('quickExit.title')}
      sx={{
        position: 'fixed',
        top: 12,
        right: { xs: 16, sm: 24 },
        zIndex: (theme) => theme.zIndex.tooltip + 2,
        width: QUICK_EXIT_WIDTH,
        whiteSpace: 'nowrap',
        fontWeight: 700,
      }}
    >
      {t('quickExit.button')}
    </Button>,
    layer,
  );
}

/** The room a bar or header keeps for the floating button. */
export function QuickExitSlot() {
  return <Box sx={{ width: QUICK_EXIT_WIDTH, flexShrink: 0 }} />;
}

/** A bar at the top of the pages outside the member shell (landing, sign-in, invite). */
export function QuickExitBar() {
  return (
    <Box sx={{ position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar, display: 'flex', justifyContent: 'flex-end', px: { xs: 2, sm: 3 }, py: 1, minHeight: 56 }}>
      <QuickExitSlot />
      <QuickExitButton />
    </Box>
  );
}
