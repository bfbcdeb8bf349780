import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LighthouseProfile } from '@pfe/contracts/lighthouse';
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

/** After a create or an update: the saved profile is cached, and the whole app refreshed (a profile changes what it shows). */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  return (profile: LighthouseProfile) => {
    queryClient.setQueryData(profileQueryKey, profile);
    void queryClient.invalidateQueries({ queryKey: lighthouseKey });
  };
}
