import type { SafetyCheck } from '@pfe/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKey } from './keys';

export const safetyCheckKey = [...accountKey, 'safety-check'] as const;

/** GET /api/account/safety-check: every way into the account (devices, passkeys, reset links, email, events). */
export function getSafetyCheck(): Promise<SafetyCheck> {
  return api.get<SafetyCheck>('/api/account/safety-check');
}

export function useSafetyCheck() {
  return useQuery({ queryKey: safetyCheckKey, queryFn: getSafetyCheck });
}
