import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Exclusion } from '@pfe/contracts';
import { partnershipKey } from './get-active-partnership';
import { exclusionsKey } from './get-exclusions';

export function createExclusion(input: { excludedUserId: string; reason?: string }): Promise<Exclusion> {
  return api.post<Exclusion>('/api/supportmatch/exclusions', input);
}

/**
 * POST /api/supportmatch/exclusions. Refreshes the blocked list and the candidates, and the
 * partnership too: blocking one's current partner ends that partnership.
 */
export function useCreateExclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExclusion,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: exclusionsKey }),
        queryClient.invalidateQueries({ queryKey: partnershipKey }),
      ]),
  });
}
