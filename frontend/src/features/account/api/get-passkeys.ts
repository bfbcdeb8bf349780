import type { Passkey } from '@pfe/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKey } from './keys';

export const passkeysKey = [...accountKey, 'passkeys'] as const;

/** GET /api/account/passkeys: the member's own passkeys. */
export function getPasskeys(): Promise<Passkey[]> {
  return api.get<Passkey[]>('/api/account/passkeys');
}

export function usePasskeys() {
  return useQuery({ queryKey: passkeysKey, queryFn: getPasskeys });
}
