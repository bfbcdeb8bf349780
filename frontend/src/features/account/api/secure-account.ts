import type { AccountSecured } from '@pfe/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKey } from './keys';

export interface SecureAccountInput {
  password: string;
  /** The passkeys to keep (every other one is removed). */
  keepPasskeyIds: string[];
  /** Left out: the password stays. */
  newPassword?: string;
}

/** POST /api/account/secure: every other session, passkey not kept and reset link ends, in one step. */
export function secureAccount(body: SecureAccountInput): Promise<AccountSecured> {
  return api.post<AccountSecured>('/api/account/secure', body);
}

export function useSecureAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: secureAccount,
    // Devices, passkeys and Safety Check itself all changed.
    onSuccess: () => client.invalidateQueries({ queryKey: accountKey }),
  });
}
