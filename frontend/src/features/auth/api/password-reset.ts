import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** "Forgot password?": the server answers the same whatever the address. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => api.post<{ message: string }>('/api/auth/password-reset', { email }) });
}

/** Sets a new password with a reset link's token (from an email or an admin). */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => api.post<void>('/api/auth/password-reset/confirm', input),
  });
}
