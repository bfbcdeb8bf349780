import type { SocketRelayProfile } from '@pfe/contracts/socketrelay';
import { api, type RequestOptions } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/intent-key';
import { useProfileSaved } from './get-profile';

export interface SocketRelayProfileInput {
  displayName: string;
  city: string;
  state: string;
  country: string;
}

/** POST /api/socketrelay/profile */
export function createProfile(input: SocketRelayProfileInput, options?: RequestOptions): Promise<SocketRelayProfile> {
  return api.post<SocketRelayProfile>('/api/socketrelay/profile', input, options);
}

export function useCreateProfile() {
  return useIdempotentMutation({ mutationFn: (input: SocketRelayProfileInput, idempotencyKey) => createProfile(input, { idempotencyKey }), onSuccess: useProfileSaved() });
}
