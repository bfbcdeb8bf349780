import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passkeysKey } from './get-passkeys';

/** DELETE /api/account/passkeys/:id */
export function removePasskey(id: string): Promise<void> {
  return api.delete<void>(`/api/account/passkeys/${encodeURIComponent(id)}`);
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => client.invalidateQueries({ queryKey: passkeysKey }),
  });
}
