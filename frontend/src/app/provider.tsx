import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { AccountSettings, User } from '@pfe/contracts';
import { QuickExitSignOutProvider } from '../components/quick-exit';
import { ToastProvider } from '../components/toast';
import { settingsKey } from '../features/account';
import { userQueryKey, userQueryOptions } from '../features/auth';
import { createQueryClient } from '../lib/query-client';
import { bindSessionEnd } from '../lib/session-end';
import { SubAppsProvider } from '../lib/sub-apps';
import { MEMBER_SUB_APPS } from './sub-apps';
import { theme } from '../lib/theme';

/**
 * A page shown from history re-checks the session before it shows anything. The page is never
 * stored (the server sends it with no-store), but should a browser restore it from its
 * back-forward cache anyway (pageshow, persisted), it is blanked and loaded afresh, and the app
 * asks the server who is signed in before any member screen renders. Back or Forward inside the
 * app (popstate) hides the page until the server has answered who is signed in.
 */
function useRecheckSessionFromHistory(client: QueryClient) {
  useEffect(() => {
    const root = document.getElementById('root');
    let checking = 0;
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      document.body.style.visibility = 'hidden';
      window.location.reload();
    };
    const onPopState = () => {
      if (!root) return;
      checking += 1;
      root.style.visibility = 'hidden';
      void client
        .fetchQuery({ ...userQueryOptions(), staleTime: 0 })
        .catch(() => undefined)
        .finally(() => {
          checking -= 1;
          if (checking === 0) root.style.visibility = '';
        });
    };
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('popstate', onPopState);
    };
  }, [client]);
}

/**
 * A session that ends while this page shows it (the server's `session.ended`, a 401 from any data
 * call, another tab) wipes this page's query cache with the rest of her data (lib/session-end).
 * Polling stops with it: the cache's queries are cancelled and dropped, and the page leaves.
 */
function useSessionEnd(client: QueryClient) {
  useEffect(
    () =>
      bindSessionEnd({
        isSignedIn: () => !!client.getQueryData<User | null>(userQueryKey),
        wipe: () => {
          void client.cancelQueries().catch(() => undefined);
          client.clear();
        },
      }),
    [client],
  );
}

/** Quick exit signs a signed-in person out, unless their setting "Quick exit keeps me signed in" is on. */
function useQuickExitSignOut(client: QueryClient): () => boolean {
  return useCallback(() => {
    if (!client.getQueryData<User | null>(userQueryKey)) return false;
    return client.getQueryData<AccountSettings>(settingsKey)?.quickExitKeepsSignedIn !== true;
  }, [client]);
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useRecheckSessionFromHistory(client);
  useSessionEnd(client);
  const quickExitSignsOut = useQuickExitSignOut(client);
  return (
    <QueryClientProvider client={client}>
      <QuickExitSignOutProvider value={quickExitSignsOut}>
      {/* Follows the system's light or dark setting until the member picks one in the header (kept in localStorage). */}
      <ThemeProvider theme={theme} defaultMode="system" noSsr disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        <ToastProvider>
          <SubAppsProvider apps={MEMBER_SUB_APPS}>{children}</SubAppsProvider>
        </ToastProvider>
      </ThemeProvider>
      </QuickExitSignOutProvider>
    </QueryClientProvider>
  );
}
