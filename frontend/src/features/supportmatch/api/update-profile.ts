import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SupportMatchProfile, SupportMatchProfileInput } from '@pfe/contracts/supportmatch';
import { matchingStatusQueryKey } from './get-matching-status';
import { profileQueryKey } from './get-profile';

export function updateProfile(input: SupportMatchProfileInput): Promise<SupportMatchProfile> {
  return api.put<SupportMatchProfile>('/api/supportmatch/profile', input);
}

/** PUT /api/supportmatch/profile; refreshes the profile and what it changes about matching. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      return Promise.all([queryClient.invalidateQueries({ queryKey: profileQueryKey }), queryClient.invalidateQueries({ queryKey: matchingStatusQueryKey })]);
    },
  });
}
