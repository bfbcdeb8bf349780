import { useMutation } from '@tanstack/react-query';
import type { LighthouseOwnProperty, LighthousePropertyInput } from '@pfe/contracts/lighthouse';
import { api } from '../../../lib/api-client';
import { usePropertySaved } from './get-property';

/** PUT /api/lighthouse/properties/:id: the host edits her listing. */
export function updateProperty(id: string, input: LighthousePropertyInput): Promise<LighthouseOwnProperty> {
  return api.put<LighthouseOwnProperty>(`/api/lighthouse/properties/${encodeURIComponent(id)}`, input);
}

export function useUpdateProperty(id: string) {
  return useMutation({ mutationFn: (input: LighthousePropertyInput) => updateProperty(id, input), onSuccess: usePropertySaved() });
}
