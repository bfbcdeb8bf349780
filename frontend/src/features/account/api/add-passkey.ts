import type { Passkey } from '@pfe/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passkeysKey } from './get-passkeys';
import { randomUuid, useSingleFlightMutation } from '../../../lib/intent-key';

/**
 * POST /api/account/passkeys/registration-options with the current password first (a session
 * alone, a stolen one, cannot add a passkey), the browser's ceremony, then POST /api/account/passkeys.
 */
export async function addPasskey({ name, password }: { name: string; password: string }): Promise<Passkey> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = await api.post<Parameters<typeof startRegistration>[0]['optionsJSON']>('/api/account/passkeys/registration-options', { password });
  const response = await startRegistration({ optionsJSON });
  // One Idempotency-Key for this ceremony's answer (ARCHITECTURE.md, Idempotency): when the answer
  // is lost on the way (a network failure), the same request is sent again with the same key, and
  // the server answers the passkey it already added instead of adding it twice. Another attempt of
  // the member is a new ceremony (another challenge, another body), so it has its own key.
  const body = { name, response };
  const idempotencyKey = randomUuid();
  try {
    return await api.post<Passkey>('/api/account/passkeys', body, { idempotencyKey });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return api.post<Passkey>('/api/account/passkeys', body, { idempotencyKey });
  }
}

export function useAddPasskey() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: addPasskey,
    onSettled: () => client.invalidateQueries({ queryKey: passkeysKey }),
  });
}
