import { MutationCache, QueryClient } from '@tanstack/react-query';

/**
 * The console's own query cache (react-admin gets it through <Admin queryClient>), so nothing
 * leaks between it and the member app's cache. Spec §7: reads are cached, never refetched on
 * focus, never polled or retried; mutations are not retried. Because cached reads never go
 * stale by themselves, every successful change marks all data reads stale, so each screen
 * (the dashboard's figures too) shows the change at once; the app bar's refresh button
 * reloads on demand. Authentication reads are left alone.
 */
export function createAdminQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSuccess: () => client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
    }),
  });
  return client;
}
