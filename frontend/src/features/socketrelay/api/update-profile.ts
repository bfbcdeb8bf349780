import { useMutation } from '@tanstack/react-query';
import type { SocketRelayProfile } from '@pfe/contracts/socketrelay';
import { api } from '../../../lib/api-client';
import type { SocketRelayProfileInput } from './create-profile';
import { useProfileSaved } from './get-profile';

/** PUT /api/socketrelay/profile */
export function updateProfile(input: SocketRelayProfileInput): Promise<SocketRelayProfile> {
  return api.put<SocketRelayProfile>('/api/socketrelay/profile', input);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: useProfileSaved() });
}
