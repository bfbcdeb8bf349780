import ExitToApp from '@mui/icons-material/ExitToApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { QUICK_EXIT_URL } from '../config';

/** Escape pressed this many times within the window leaves the platform. */
export const QUICK_EXIT_PRESSES = 3;
export const QUICK_EXIT_WINDOW_MS = 2000;

/**
 * Leaves at once: blanks the page, drops every cached answer (nothing of the member's data stays
 * in this page's memory), and replaces this history entry with a neutral site, so Back does not
 * return here.
 */
export function quickExit(queryClient: QueryClient, target: string = QUICK_EXIT_URL): void {
  document.documentElement.style.background = '#fff';
  document.body.style.visibility = 'hidden';
  document.title = '';
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  window.location.replace(target);
}

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

/** The visible "Quick exit" button, with the keyboard shortcut active while it is on the page. */
export function QuickExitButton({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const queryClient = useQueryClient();
  const exit = () => quickExit(queryClient);
  useQuickExitShortcut(exit);
  return (
    <Button
      variant="contained"
      color="error"
      size={size}
      onClick={exit}
      startIcon={<ExitToApp />}
      title="Leave this site now (or press Escape three times)"
      sx={{ flexShrink: 0, fontWeight: 700 }}
    >
      Quick exit
    </Button>
  );
}

/** A bar at the top of the pages outside the member shell (landing, sign-in, invite). */
export function QuickExitBar() {
  return (
    <Box sx={{ position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar, display: 'flex', justifyContent: 'flex-end', px: 2, py: 1 }}>
      <QuickExitButton />
    </Box>
  );
}
