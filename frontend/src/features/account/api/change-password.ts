import type { PasswordChanged } from '@pfe/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passkeysKey } from './get-passkeys';
import { sessionsKey } from './get-sessions';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  removePasskeys: boolean;
}

/** PUT /api/account/password (other sessions end; the passkeys too when asked). */
export function changePassword(body: ChangePasswordInput): Promise<PasswordChanged> {
  return api.put<PasswordChanged>('/api/account/password', body);
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSettled: () => client.invalidateQueries({ queryKey: passkeysKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
