import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { exclusionsKey } from './get-exclusions';

export function deleteExclusion(id: string): Promise<void> {
  return api.delete<void>(`/api/supportmatch/exclusions/${encodeURIComponent(id)}`);
}

/** DELETE /api/supportmatch/exclusions/{id}; refreshes the blocked list and the candidates. */
export function useDeleteExclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExclusion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exclusionsKey }),
  });
}
