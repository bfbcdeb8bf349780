import { QueryClient } from '@tanstack/react-query';

/** Spec §7: reads are cached indefinitely, never refetched on focus, never polled or retried; mutations are not retried. */
export const queryConfig = {
  queries: {
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    retry: false,
  },
  mutations: {
    retry: false,
  },
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
