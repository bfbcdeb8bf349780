import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/toast';
import { userQueryKey } from '../features/auth';
import { createQueryClient } from '../lib/query-client';
import { SubAppsProvider } from '../lib/sub-apps';
import { MEMBER_SUB_APPS } from './sub-apps';
import { theme } from './theme';

/**
 * A page the browser restores from its back/forward cache (e.g. Back after signing out) shows
 * what it showed when it was left, signed in. Ask the server who is signed in again, showing the
 * spinner meanwhile instead of the old member's screens.
 */
function useRecheckUserOnRestore(client: QueryClient) {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void client.resetQueries({ queryKey: userQueryKey });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [client]);
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useRecheckUserOnRestore(client);
  return (
    <QueryClientProvider client={client}>
      {/* Follows the system's light or dark setting until the member picks one in the header (kept in localStorage). */}
      <ThemeProvider theme={theme} defaultMode="system" noSsr disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        <ToastProvider>
          <SubAppsProvider apps={MEMBER_SUB_APPS}>{children}</SubAppsProvider>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
