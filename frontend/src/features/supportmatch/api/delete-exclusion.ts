import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blocksKey } from '../../../lib/blocks';
import { exclusionsKey } from './get-exclusions';
import { useSingleFlightMutation } from '../../../lib/intent-key';

export function deleteExclusion(id: string): Promise<void> {
  return api.delete<void>(`/api/supportmatch/exclusions/${encodeURIComponent(id)}`);
}

/** DELETE /api/supportmatch/exclusions/{id}; refreshes the blocked list, the candidates and the platform's list (Settings). */
export function useDeleteExclusion() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteExclusion,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: exclusionsKey }), queryClient.invalidateQueries({ queryKey: blocksKey })]),
  });
}
