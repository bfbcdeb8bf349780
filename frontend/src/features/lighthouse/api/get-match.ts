import { useQuery } from '@tanstack/react-query';
import type { LighthouseMatch } from '@pfe/contracts/lighthouse';
import { api } from '../../../lib/api-client';
import { matchesKey } from './get-matches';

export const matchQueryKey = (id: string) => [...matchesKey, id] as const;

/** GET /api/lighthouse/matches/:id */
export function getMatch(id: string): Promise<LighthouseMatch> {
  return api.get<LighthouseMatch>(`/api/lighthouse/matches/${encodeURIComponent(id)}`);
}

export function useMatch(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: matchQueryKey(id), queryFn: () => getMatch(id), ...options });
}
