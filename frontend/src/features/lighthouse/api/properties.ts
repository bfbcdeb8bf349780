import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LighthouseOwnProperty, LighthouseProperty, LighthousePropertyInput } from '@pfe/contracts';
import { api } from '../../../lib/api-client';
import { lighthouseKey } from './keys';

export const propertiesKey = [...lighthouseKey, 'properties'] as const;
export const propertyKey = (id: string) => [...propertiesKey, 'one', id] as const;
export const myPropertiesKey = [...propertiesKey, 'mine'] as const;

/** GET /api/lighthouse/properties: listed properties, newest first (no street addresses). */
export function useBrowse(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: [...propertiesKey, 'browse'], queryFn: () => api.get<LighthouseProperty[]>('/api/lighthouse/properties'), ...options });
}

/** GET /api/lighthouse/properties/:id, as the caller may see it. */
export function useProperty(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: propertyKey(id), queryFn: () => api.get<LighthouseProperty>(`/api/lighthouse/properties/${encodeURIComponent(id)}`), ...options });
}

/** GET /api/lighthouse/my-properties: the host's own listings, complete. */
export function useMyProperties(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: myPropertiesKey, queryFn: () => api.get<LighthouseOwnProperty[]>('/api/lighthouse/my-properties'), ...options });
}

/** POST /api/lighthouse/properties, or PUT /api/lighthouse/properties/:id with an id. */
export function useSaveProperty(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LighthousePropertyInput) =>
      id
        ? api.put<LighthouseOwnProperty>(`/api/lighthouse/properties/${encodeURIComponent(id)}`, input)
        : api.post<LighthouseOwnProperty>('/api/lighthouse/properties', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(propertyKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: lighthouseKey });
    },
  });
}
