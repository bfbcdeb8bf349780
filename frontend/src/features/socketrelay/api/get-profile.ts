import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SocketRelayProfile } from '@pfe/contracts/socketrelay';
import { api } from '../../../lib/api-client';
import { socketRelayKey } from './keys';

export const profileQueryKey = [...socketRelayKey, 'profile'] as const;

/** GET /api/socketrelay/profile: the caller's own profile; an empty body when there is none (→ null). */
export async function getProfile(): Promise<SocketRelayProfile | null> {
  return (await api.get<SocketRelayProfile | undefined>('/api/socketrelay/profile')) ?? null;
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}

/** After a create or an update: the saved profile is cached, and the whole app refreshed (a new profile changes everything it shows). */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  return (profile: SocketRelayProfile) => {
    queryClient.setQueryData(profileQueryKey, profile);
    void queryClient.invalidateQueries({ queryKey: socketRelayKey });
  };
}
