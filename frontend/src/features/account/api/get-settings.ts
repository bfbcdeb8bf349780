import type { AccountSettings } from '@pfe/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { setDiscreet } from '../../../lib/discreet';
import { setLanguage } from '../../../lib/i18n';
import { accountKey } from './keys';

export const settingsKey = [...accountKey, 'settings'] as const;

/** GET /api/account/settings: the member's own settings. */
export function getSettings(): Promise<AccountSettings> {
  return api.get<AccountSettings>('/api/account/settings');
}

export function useAccountSettings(enabled = true) {
  return useQuery({ queryKey: settingsKey, queryFn: getSettings, enabled });
}

/** Keeps this device's discreet flag (read before the first paint) in step with the member's setting. */
export function useDiscreetModeSync(): void {
  const settings = useAccountSettings();
  const discreet = settings.data?.discreetMode;
  useEffect(() => {
    if (discreet !== undefined) setDiscreet(discreet);
  }, [discreet]);
}

/**
 * Her account's language wins once she is signed in: the page switches to it (and this device's
 * cookie follows, so the signed-out pages after she leaves read in it too).
 */
export function useAccountLanguageSync(enabled: boolean): void {
  const settings = useAccountSettings(enabled);
  const language = settings.data?.language;
  useEffect(() => {
    if (language) void setLanguage(language);
  }, [language]);
}
