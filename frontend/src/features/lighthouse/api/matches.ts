import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LighthouseMatch, LighthouseMatchInput, LighthouseMatchUpdate } from '@pfe/contracts';
import { api } from '../../../lib/api-client';
import { lighthouseKey } from './keys';

export const matchesKey = [...lighthouseKey, 'matches'] as const;

/** GET /api/lighthouse/matches: a seeker's own requests, or a host's incoming ones, newest first. */
export function useMatches(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: matchesKey, queryFn: () => api.get<LighthouseMatch[]>('/api/lighthouse/matches'), ...options });
}

/** GET /api/lighthouse/matches/:id */
export function useMatch(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: [...matchesKey, id], queryFn: () => api.get<LighthouseMatch>(`/api/lighthouse/matches/${encodeURIComponent(id)}`), ...options });
}

/** POST /api/lighthouse/matches: a seeker asks for a property. */
export function useRequestMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LighthouseMatchInput) => api.post<LighthouseMatch>('/api/lighthouse/matches', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: lighthouseKey }),
  });
}

/** PUT /api/lighthouse/matches/:id: cancel (seeker), accept, reject, complete or cancel (host). */
export function useUpdateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: LighthouseMatchUpdate & { id: string }) => api.put<LighthouseMatch>(`/api/lighthouse/matches/${encodeURIComponent(id)}`, input),
    // Accepting shows the address to the seeker and changes the listing's counts: refresh everything.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: lighthouseKey }),
  });
}
