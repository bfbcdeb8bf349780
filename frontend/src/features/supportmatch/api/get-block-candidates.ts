import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BlockCandidate } from '@pfe/contracts/supportmatch';
import { exclusionsKey } from './get-exclusions';

export const blockCandidatesQueryKey = (q: string) => [...exclusionsKey, 'candidates', q] as const;

/** Up to 50 people the caller may block (never themselves or someone already blocked), by nickname. */
export function getBlockCandidates(q: string): Promise<BlockCandidate[]> {
  const query = q.trim();
  return api.get<BlockCandidate[]>(`/api/supportmatch/exclusions/candidates${query ? `?q=${encodeURIComponent(query)}` : ''}`);
}

export const blockCandidatesQueryOptions = (q: string) =>
  queryOptions({ queryKey: blockCandidatesQueryKey(q.trim()), queryFn: () => getBlockCandidates(q), staleTime: 30_000 });

export function useBlockCandidates(q: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...blockCandidatesQueryOptions(q), enabled, placeholderData: keepPreviousData });
}
