import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LighthouseOwnProperty, LighthouseProperty } from '@pfe/contracts/lighthouse';
import { api } from '../../../lib/api-client';
import { propertiesKey } from './get-properties';
import { lighthouseKey } from './keys';

export const propertyQueryKey = (id: string) => [...propertiesKey, 'one', id] as const;

/** GET /api/lighthouse/properties/:id, as the caller may see it. */
export function getProperty(id: string): Promise<LighthouseProperty> {
  return api.get<LighthouseProperty>(`/api/lighthouse/properties/${encodeURIComponent(id)}`);
}

export function useProperty(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: propertyQueryKey(id), queryFn: () => getProperty(id), ...options });
}

/**
 * After a listing or its photos changed (each such write answers the listing as it now is): the
 * answer is cached as the property, and the whole app refreshed (lists, counts, matches).
 */
export function usePropertySaved() {
  const queryClient = useQueryClient();
  return (saved: LighthouseOwnProperty) => {
    queryClient.setQueryData(propertyQueryKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: lighthouseKey });
  };
}
