import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ConfirmPasswordResetInput {
  token: string;
  newPassword: string;
}

/** POST /api/auth/password-reset/confirm: sets a new password with a reset link's token (from an email or an admin). */
export function confirmPasswordReset(input: ConfirmPasswordResetInput): Promise<void> {
  return api.post<void>('/api/auth/password-reset/confirm', input);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
