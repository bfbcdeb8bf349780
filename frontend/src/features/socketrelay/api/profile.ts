import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SocketRelayProfile } from '@pfe/contracts';
import { api } from '../../../lib/api-client';
import { profileKey, socketRelayKey } from './keys';

export interface SocketRelayProfileInput {
  displayName: string;
  city: string;
  state: string;
  country: string;
}

/** GET /api/socketrelay/profile: the caller's own profile; an empty body when there is none (→ null). */
export async function getProfile(): Promise<SocketRelayProfile | null> {
  return (await api.get<SocketRelayProfile | undefined>('/api/socketrelay/profile')) ?? null;
}

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: getProfile });
}

/** POST (create) or PUT (update) /api/socketrelay/profile; a new profile changes everything the app shows. */
export function useSaveProfile(mode: 'create' | 'edit') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SocketRelayProfileInput) =>
      mode === 'create' ? api.post<SocketRelayProfile>('/api/socketrelay/profile', input) : api.put<SocketRelayProfile>('/api/socketrelay/profile', input),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      void queryClient.invalidateQueries({ queryKey: socketRelayKey });
    },
  });
}
