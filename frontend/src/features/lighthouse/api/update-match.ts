import { useQueryClient } from '@tanstack/react-query';
import type { LighthouseMatch, LighthouseMatchUpdate } from '@pfe/contracts/lighthouse';
import { api } from '../../../lib/api-client';
import { lighthouseKey } from './keys';
import { useSingleFlightMutation } from '../../../lib/intent-key';

/** PUT /api/lighthouse/matches/:id: cancel (seeker), accept, reject, complete or cancel (host). */
export function updateMatch({ id, ...input }: LighthouseMatchUpdate & { id: string }): Promise<LighthouseMatch> {
  return api.put<LighthouseMatch>(`/api/lighthouse/matches/${encodeURIComponent(id)}`, input);
}

export function useUpdateMatch() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: updateMatch,
    // Accepting shows the address to the seeker and changes the listing's counts: refresh everything.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: lighthouseKey }),
  });
}
