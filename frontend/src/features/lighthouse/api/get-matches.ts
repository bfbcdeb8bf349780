import { useQuery } from '@tanstack/react-query';
import type { LighthouseMatch } from '@pfe/contracts/lighthouse';
import { api } from '../../../lib/api-client';
import { lighthouseKey } from './keys';

/** The list's key, and the start of each match's own key (refreshing it refreshes them all). */
export const matchesKey = [...lighthouseKey, 'matches'] as const;

/** GET /api/lighthouse/matches: a seeker's own requests, or a host's incoming ones, newest first. */
export function getMatches(): Promise<LighthouseMatch[]> {
  return api.get<LighthouseMatch[]>('/api/lighthouse/matches');
}

export function useMatches(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: matchesKey, queryFn: getMatches, ...options });
}
