import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BlockCandidate } from '@pfe/contracts/supportmatch';
import { exclusionsKey } from './get-exclusions';

export const blockCandidatesQueryKey = [...exclusionsKey, 'candidates'] as const;

/** The members the caller may block: her partners, past and present, by partnership (never herself or someone already blocked). */
export function getBlockCandidates(): Promise<BlockCandidate[]> {
  return api.get<BlockCandidate[]>('/api/supportmatch/exclusions/candidates');
}

export const blockCandidatesQueryOptions = () => queryOptions({ queryKey: blockCandidatesQueryKey, queryFn: getBlockCandidates, staleTime: 30_000 });

export function useBlockCandidates({ enabled }: { enabled: boolean }) {
  return useQuery({ ...blockCandidatesQueryOptions(), enabled });
}
