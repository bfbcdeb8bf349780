import type { LighthouseOwnProperty, LighthousePropertyInput } from '@pfe/contracts/lighthouse';
import { api, type RequestOptions } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/intent-key';
import { usePropertySaved } from './get-property';

/** POST /api/lighthouse/properties: a host lists a property. */
export function createProperty(input: LighthousePropertyInput, options?: RequestOptions): Promise<LighthouseOwnProperty> {
  return api.post<LighthouseOwnProperty>('/api/lighthouse/properties', input, options);
}

export function useCreateProperty() {
  return useIdempotentMutation({ mutationFn: (input: LighthousePropertyInput, idempotencyKey) => createProperty(input, { idempotencyKey }), onSuccess: usePropertySaved() });
}
