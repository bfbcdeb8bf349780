import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from './get-user';
import { useSingleFlightMutation } from '../../../lib/intent-key';

/** Spec §5: the code is trimmed and uppercased before it is sent. */
export function normalizeInviteCode(code: string): string {
  return code.trim().toUpperCase();
}

export function redeemInvite(code: string): Promise<unknown> {
  return api.post<unknown>('/api/redeem-invite', { code: normalizeInviteCode(code) });
}

/** On success the cached current user is refreshed (spec §7). */
export function useRedeemInvite({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: redeemInvite,
    onSuccess: () => {
      onSuccess?.();
      // Returned so the mutation stays pending until the refreshed user has arrived.
      return queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    onError,
  });
}
