import { useMutation } from '@tanstack/react-query';
import type { LighthouseProfile, LighthouseProfileInput } from '@pfe/contracts/lighthouse';
import { api } from '../../../lib/api-client';
import { useProfileSaved } from './get-profile';

/** PUT /api/lighthouse/profile */
export function updateProfile(input: LighthouseProfileInput): Promise<LighthouseProfile> {
  return api.put<LighthouseProfile>('/api/lighthouse/profile', input);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: useProfileSaved() });
}
