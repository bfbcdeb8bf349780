import { request } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/intent-key';

/**
 * DELETE /api/account {password}: the member deletes her account (the password confirms it). It is
 * the call that ends the session (`ending`): it goes out while the page holds its other calls.
 */
export function deleteAccount(password: string): Promise<unknown> {
  return request('DELETE', '/api/account', { password }, { ending: true });
}

export function useDeleteAccount() {
  return useSingleFlightMutation({ mutationFn: deleteAccount });
}
