import { useQuery } from '@tanstack/react-query';
import type { LighthouseProperty } from '@pfe/contracts/lighthouse';
import { api } from '../../../lib/api-client';
import { lighthouseKey } from './keys';

/** Every property key starts with this. */
export const propertiesKey = [...lighthouseKey, 'properties'] as const;
export const propertiesQueryKey = [...propertiesKey, 'browse'] as const;

/** GET /api/lighthouse/properties: listed properties, newest first (no street addresses). */
export function getProperties(): Promise<LighthouseProperty[]> {
  return api.get<LighthouseProperty[]>('/api/lighthouse/properties');
}

export function useProperties(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: propertiesQueryKey, queryFn: getProperties, ...options });
}
