import { useQuery } from '@tanstack/react-query';
import type { LighthouseOwnProperty } from '@pfe/contracts/lighthouse';
import { api } from '../../../lib/api-client';
import { propertiesKey } from './get-properties';

export const myPropertiesQueryKey = [...propertiesKey, 'mine'] as const;

/** GET /api/lighthouse/my-properties: the host's own listings, complete. */
export function getMyProperties(): Promise<LighthouseOwnProperty[]> {
  return api.get<LighthouseOwnProperty[]>('/api/lighthouse/my-properties');
}

export function useMyProperties(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: myPropertiesQueryKey, queryFn: getMyProperties, ...options });
}
