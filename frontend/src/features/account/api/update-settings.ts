import type { AccountSettings } from '@pfe/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKey } from './get-settings';

/** PUT /api/account/settings: the changed settings only; answers them all. */
export function updateSettings(changes: Partial<AccountSettings>): Promise<AccountSettings> {
  return api.put<AccountSettings>('/api/account/settings', changes);
}

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => client.setQueryData(settingsKey, settings),
  });
}
