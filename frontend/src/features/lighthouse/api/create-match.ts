import { useQueryClient } from '@tanstack/react-query';
import type { LighthouseMatch, LighthouseMatchInput } from '@pfe/contracts/lighthouse';
import { api, type RequestOptions } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/intent-key';
import { lighthouseKey } from './keys';

/** POST /api/lighthouse/matches: a seeker asks for a property. */
export function createMatch(input: LighthouseMatchInput, options?: RequestOptions): Promise<LighthouseMatch> {
  return api.post<LighthouseMatch>('/api/lighthouse/matches', input, options);
}

export function useCreateMatch() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (input: LighthouseMatchInput, idempotencyKey) => createMatch(input, { idempotencyKey }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: lighthouseKey }),
  });
}
