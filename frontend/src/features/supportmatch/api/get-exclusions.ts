import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Exclusion } from '@pfe/contracts/supportmatch';
import { supportMatchKey } from './keys';

export const exclusionsKey = [...supportMatchKey, 'exclusions'] as const;
export const exclusionsQueryKey = [...exclusionsKey, 'list'] as const;

/** The members the caller has blocked. */
export function getExclusions(): Promise<Exclusion[]> {
  return api.get<Exclusion[]>('/api/supportmatch/exclusions');
}

export const exclusionsQueryOptions = () => queryOptions({ queryKey: exclusionsQueryKey, queryFn: getExclusions });

export function useExclusions() {
  return useQuery(exclusionsQueryOptions());
}
