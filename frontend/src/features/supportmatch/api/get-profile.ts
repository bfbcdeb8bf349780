import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SupportMatchProfile } from '@pfe/contracts/supportmatch';
import { supportMatchKey } from './keys';

export const profileQueryKey = [...supportMatchKey, 'profile'] as const;

/** The caller's own profile; the server answers an empty body when there is none (→ null). */
export async function getProfile(): Promise<SupportMatchProfile | null> {
  return (await api.get<SupportMatchProfile | undefined>('/api/supportmatch/profile')) ?? null;
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
