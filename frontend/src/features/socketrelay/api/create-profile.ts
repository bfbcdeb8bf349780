import { useMutation } from '@tanstack/react-query';
import type { SocketRelayProfile } from '@pfe/contracts/socketrelay';
import { api } from '../../../lib/api-client';
import { useProfileSaved } from './get-profile';

export interface SocketRelayProfileInput {
  displayName: string;
  city: string;
  state: string;
  country: string;
}

/** POST /api/socketrelay/profile */
export function createProfile(input: SocketRelayProfileInput): Promise<SocketRelayProfile> {
  return api.post<SocketRelayProfile>('/api/socketrelay/profile', input);
}

export function useCreateProfile() {
  return useMutation({ mutationFn: createProfile, onSuccess: useProfileSaved() });
}
