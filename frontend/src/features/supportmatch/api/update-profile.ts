import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SupportMatchProfile, SupportMatchProfileInput } from '@pfe/contracts';
import { profileQueryKey } from './get-profile';

export function updateProfile(input: SupportMatchProfileInput): Promise<SupportMatchProfile> {
  return api.put<SupportMatchProfile>('/api/supportmatch/profile', input);
}

/** PUT /api/supportmatch/profile; refreshes the profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      return queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
