import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsKey } from './get-sessions';

/** POST /api/account/sessions/revoke-others: ends every session but this one. */
export function revokeOtherSessions(): Promise<{ ended: number }> {
  return api.post<{ ended: number }>('/api/account/sessions/revoke-others');
}

export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => revokeOtherSessions(),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
