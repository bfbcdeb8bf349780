import { useMutation } from '@tanstack/react-query';
import type { LighthouseOwnProperty, LighthousePropertyInput } from '@pfe/contracts/lighthouse';
import { api } from '../../../lib/api-client';
import { usePropertySaved } from './get-property';

/** POST /api/lighthouse/properties: a host lists a property. */
export function createProperty(input: LighthousePropertyInput): Promise<LighthouseOwnProperty> {
  return api.post<LighthouseOwnProperty>('/api/lighthouse/properties', input);
}

export function useCreateProperty() {
  return useMutation({ mutationFn: createProperty, onSuccess: usePropertySaved() });
}
