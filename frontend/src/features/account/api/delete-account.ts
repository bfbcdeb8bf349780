import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** DELETE /api/account {password}: the member deletes her account (the password confirms it). */
export function deleteAccount(password: string): Promise<unknown> {
  return request('DELETE', '/api/account', { password });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
