import type { LighthouseProfile, LighthouseProfileInput } from '@pfe/contracts/lighthouse';
import { api, type RequestOptions } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/intent-key';
import { useProfileSaved } from './get-profile';

/** POST /api/lighthouse/profile */
export function createProfile(input: LighthouseProfileInput, options?: RequestOptions): Promise<LighthouseProfile> {
  return api.post<LighthouseProfile>('/api/lighthouse/profile', input, options);
}

export function useCreateProfile() {
  return useIdempotentMutation({ mutationFn: (input: LighthouseProfileInput, idempotencyKey) => createProfile(input, { idempotencyKey }), onSuccess: useProfileSaved() });
}
