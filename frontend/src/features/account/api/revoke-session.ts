import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsKey } from './get-sessions';

/** DELETE /api/account/sessions/:id: ends one of the member's sessions. */
export function revokeSession(id: string): Promise<void> {
  return api.delete<void>(`/api/account/sessions/${encodeURIComponent(id)}`);
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
