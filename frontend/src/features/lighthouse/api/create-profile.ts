import { useMutation } from '@tanstack/react-query';
import type { LighthouseProfile, LighthouseProfileInput } from '@pfe/contracts/lighthouse';
import { api } from '../../../lib/api-client';
import { useProfileSaved } from './get-profile';

/** POST /api/lighthouse/profile */
export function createProfile(input: LighthouseProfileInput): Promise<LighthouseProfile> {
  return api.post<LighthouseProfile>('/api/lighthouse/profile', input);
}

export function useCreateProfile() {
  return useMutation({ mutationFn: createProfile, onSuccess: useProfileSaved() });
}
