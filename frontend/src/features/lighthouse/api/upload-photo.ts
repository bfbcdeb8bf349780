import type { LighthouseOwnProperty } from '@pfe/contracts/lighthouse';
import { ApiError, type RequestOptions } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/intent-key';
import { usePropertySaved } from './get-property';

/**
 * POST /api/lighthouse/properties/:id/photos: one photo in the multipart field `file` (the browser
 * sets the boundary and sends the same-origin proof uploads need); answers the listing.
 */
export async function uploadPhoto(propertyId: string, file: File, options: RequestOptions = {}): Promise<LighthouseOwnProperty> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(`/api/lighthouse/properties/${encodeURIComponent(propertyId)}/photos`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: options.idempotencyKey ? { Accept: 'application/json', 'Idempotency-Key': options.idempotencyKey } : { Accept: 'application/json' },
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  return (await res.json()) as LighthouseOwnProperty;
}

export function useUploadPhoto(propertyId: string) {
  return useIdempotentMutation({ mutationFn: (file: File, idempotencyKey) => uploadPhoto(propertyId, file, { idempotencyKey }), onSuccess: usePropertySaved() });
}
