import type { AccountSession } from '@pfe/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKey } from './keys';

export const sessionsKey = [...accountKey, 'sessions'] as const;

/** GET /api/account/sessions: where the member is signed in. */
export function getSessions(): Promise<AccountSession[]> {
  return api.get<AccountSession[]>('/api/account/sessions');
}

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: getSessions });
}
