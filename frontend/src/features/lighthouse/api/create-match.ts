import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LighthouseMatch, LighthouseMatchInput } from '@pfe/contracts/lighthouse';
import { api } from '../../../lib/api-client';
import { lighthouseKey } from './keys';

/** POST /api/lighthouse/matches: a seeker asks for a property. */
export function createMatch(input: LighthouseMatchInput): Promise<LighthouseMatch> {
  return api.post<LighthouseMatch>('/api/lighthouse/matches', input);
}

export function useCreateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMatch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: lighthouseKey }),
  });
}
