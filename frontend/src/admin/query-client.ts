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
    // On settled, not on success: react-admin writes the saved record into its cached lists in the
    // mutation's own onSuccess, which runs after the cache's onSuccess, and that write would clear
    // the stale mark again (a list read before the first story was created stayed "No sleep stories
    // yet" after a save until a reload, issue 28 item 8). The cache's onSettled runs after both.
    mutationCache: new MutationCache({
      onSettled: (_data, error) => {
        if (!error) void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      },
    }),
  });
  return client;
}
