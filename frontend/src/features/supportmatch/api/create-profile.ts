import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SupportMatchProfile, SupportMatchProfileInput } from '@pfe/contracts/supportmatch';
import { profileQueryKey } from './get-profile';
import { supportMatchKey } from './keys';

export function createProfile(input: SupportMatchProfileInput): Promise<SupportMatchProfile> {
  return api.post<SupportMatchProfile>('/api/supportmatch/profile', input);
}

/** POST /api/supportmatch/profile; a new profile changes everything the sub-app shows, so all of it is refreshed. */
export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    // Not awaited, so the screen can move on (to the dashboard) before the refetches answer.
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: supportMatchKey });
    },
  });
}
