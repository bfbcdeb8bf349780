import type { Passkey } from '@pfe/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passkeysKey } from './get-passkeys';
import { useSingleFlightMutation } from '../../../lib/intent-key';

/**
 * POST /api/account/passkeys/registration-options with the current password first (a session
 * alone, a stolen one, cannot add a passkey), the browser's ceremony, then POST /api/account/passkeys.
 */
export async function addPasskey({ name, password }: { name: string; password: string }): Promise<Passkey> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = await api.post<Parameters<typeof startRegistration>[0]['optionsJSON']>('/api/account/passkeys/registration-options', { password });
  const response = await startRegistration({ optionsJSON });
  return api.post<Passkey>('/api/account/passkeys', { name, response });
}

export function useAddPasskey() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: addPasskey,
    onSettled: () => client.invalidateQueries({ queryKey: passkeysKey }),
  });
}
