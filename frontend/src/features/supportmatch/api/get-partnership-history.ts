import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PartnershipHistoryEntry } from '@pfe/contracts/supportmatch';
import { partnershipKey } from './get-active-partnership';

export const partnershipHistoryQueryKey = [...partnershipKey, 'history'] as const;

export function getPartnershipHistory(): Promise<PartnershipHistoryEntry[]> {
  return api.get<PartnershipHistoryEntry[]>('/api/supportmatch/partnership/history');
}

export const partnershipHistoryQueryOptions = () => queryOptions({ queryKey: partnershipHistoryQueryKey, queryFn: getPartnershipHistory });

export function usePartnershipHistory() {
  return useQuery(partnershipHistoryQueryOptions());
}
