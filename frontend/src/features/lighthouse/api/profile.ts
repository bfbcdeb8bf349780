import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LighthouseProfile, LighthouseProfileInput } from '@pfe/contracts';
import { api } from '../../../lib/api-client';
import { lighthouseKey } from './keys';

export const profileQueryKey = [...lighthouseKey, 'profile'] as const;

/** GET /api/lighthouse/profile: the caller's own profile; an empty body when there is none (→ null). */
export async function getProfile(): Promise<LighthouseProfile | null> {
  return (await api.get<LighthouseProfile | undefined>('/api/lighthouse/profile')) ?? null;
}

export function useProfile() {
  return useQuery(queryOptions({ queryKey: profileQueryKey, queryFn: getProfile }));
}

/** POST /api/lighthouse/profile (create) or PUT (update); a profile changes what the whole app shows. */
export function useSaveProfile(mode: 'create' | 'edit') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LighthouseProfileInput) =>
      mode === 'create' ? api.post<LighthouseProfile>('/api/lighthouse/profile', input) : api.put<LighthouseProfile>('/api/lighthouse/profile', input),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: lighthouseKey });
    },
  });
}
