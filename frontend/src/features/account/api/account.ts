import type { AccountSession, AccountSettings, Passkey, PasswordChanged } from '@pfe/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, request } from '../../../lib/api-client';
import { setDiscreet } from '../../../lib/discreet';

export const settingsKey = ['account', 'settings'] as const;
export const sessionsKey = ['account', 'sessions'] as const;
export const passkeysKey = ['account', 'passkeys'] as const;

export function useAccountSettings(enabled = true) {
  return useQuery({ queryKey: settingsKey, queryFn: () => api.get<AccountSettings>('/api/account/settings'), enabled });
}

/** Keeps this device's discreet flag (read before the first paint) in step with the member's setting. */
export function useDiscreetModeSync(): void {
  const settings = useAccountSettings();
  const discreet = settings.data?.discreetMode;
  useEffect(() => {
    if (discreet !== undefined) setDiscreet(discreet);
  }, [discreet]);
}

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<AccountSettings>) => api.put<AccountSettings>('/api/account/settings', changes),
    onSuccess: (settings) => client.setQueryData(settingsKey, settings),
  });
}

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: () => api.get<AccountSession[]>('/api/account/sessions') });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/account/sessions/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ended: number }>('/api/account/sessions/revoke-others'),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string; removePasskeys: boolean }) => api.put<PasswordChanged>('/api/account/password', body),
    onSettled: () => client.invalidateQueries({ queryKey: passkeysKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function usePasskeys() {
  return useQuery({ queryKey: passkeysKey, queryFn: () => api.get<Passkey[]>('/api/account/passkeys') });
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/account/passkeys/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({
    /** The current password first: a session alone (a stolen one) cannot add a passkey. */
    mutationFn: async ({ name, password }: { name: string; password: string }) => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const optionsJSON = await api.post<Parameters<typeof startRegistration>[0]['optionsJSON']>('/api/account/passkeys/registration-options', { password });
      const response = await startRegistration({ optionsJSON });
      return api.post<Passkey>('/api/account/passkeys', { name, response });
    },
    onSettled: () => client.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: (password: string) => request('DELETE', '/api/account', { password }) });
}
