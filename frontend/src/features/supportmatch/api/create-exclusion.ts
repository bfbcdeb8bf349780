import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blocksKey } from '../../../lib/blocks';
import type { Exclusion } from '@pfe/contracts/supportmatch';
import { partnershipKey } from './get-active-partnership';
import { exclusionsKey } from './get-exclusions';

/** Blocks the other member of a partnership she took part in (issue 27: never any member by id). */
export function createExclusion(input: { partnershipId: string; reason?: string }): Promise<Exclusion> {
  return api.post<Exclusion>('/api/supportmatch/exclusions', input);
}

/**
 * POST /api/supportmatch/exclusions. Refreshes the blocked list and the candidates, the
 * partnership too (blocking one's current partner ends that partnership), and the platform's list.
 */
export function useCreateExclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExclusion,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: exclusionsKey }),
        queryClient.invalidateQueries({ queryKey: partnershipKey }),
        queryClient.invalidateQueries({ queryKey: blocksKey }),
      ]),
  });
}
