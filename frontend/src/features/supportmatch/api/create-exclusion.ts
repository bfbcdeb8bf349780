import { useQueryClient } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/intent-key';
import { blocksKey } from '../../../lib/blocks';
import type { Exclusion } from '@pfe/contracts/supportmatch';
import { partnershipKey } from './get-active-partnership';
import { exclusionsKey } from './get-exclusions';

export interface ExclusionInput {
  partnershipId: string;
  reason?: string;
}

/** Blocks the other member of a partnership she took part in (issue 27: never any member by id). */
export function createExclusion(input: ExclusionInput, options?: RequestOptions): Promise<Exclusion> {
  return api.post<Exclusion>('/api/supportmatch/exclusions', input, options);
}

/**
 * POST /api/supportmatch/exclusions. Refreshes the blocked list and the candidates, the
 * partnership too (blocking one's current partner ends that partnership), and the platform's list.
 */
export function useCreateExclusion() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (input: ExclusionInput, idempotencyKey) => createExclusion(input, { idempotencyKey }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: exclusionsKey }),
        queryClient.invalidateQueries({ queryKey: partnershipKey }),
        queryClient.invalidateQueries({ queryKey: blocksKey }),
      ]),
  });
}
