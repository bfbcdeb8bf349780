import { request } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/intent-key';

/** DELETE /api/account {password}: the member deletes her account (the password confirms it). */
export function deleteAccount(password: string): Promise<unknown> {
  return request('DELETE', '/api/account', { password });
}

export function useDeleteAccount() {
  return useSingleFlightMutation({ mutationFn: deleteAccount });
}
