import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MatchingStatus } from '@pfe/contracts/supportmatch';
import { supportMatchKey } from './keys';

export const matchingStatusQueryKey = [...supportMatchKey, 'matching-status'] as const;

/** The caller's own matching status: matched, waiting, left unmatched last run, incomplete or paused. */
export function getMatchingStatus(): Promise<MatchingStatus> {
  return api.get<MatchingStatus>('/api/supportmatch/matching-status');
}

export const matchingStatusQueryOptions = () => queryOptions({ queryKey: matchingStatusQueryKey, queryFn: getMatchingStatus });

/** Only asked when the member has a profile (`enabled`), like the partnership. */
export function useMatchingStatus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...matchingStatusQueryOptions(), enabled });
}
