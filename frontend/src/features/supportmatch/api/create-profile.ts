import { useQueryClient } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/intent-key';
import type { SupportMatchProfile, SupportMatchProfileInput } from '@pfe/contracts/supportmatch';
import { profileQueryKey } from './get-profile';
import { supportMatchKey } from './keys';

export function createProfile(input: SupportMatchProfileInput, options?: RequestOptions): Promise<SupportMatchProfile> {
  return api.post<SupportMatchProfile>('/api/supportmatch/profile', input, options);
}

/** POST /api/supportmatch/profile; a new profile changes everything the sub-app shows, so all of it is refreshed. */
export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (input: SupportMatchProfileInput, idempotencyKey) => createProfile(input, { idempotencyKey }),
    // Not awaited, so the screen can move on (to the dashboard) before the refetches answer.
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: supportMatchKey });
    },
  });
}
