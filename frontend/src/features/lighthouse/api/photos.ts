import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LighthouseOwnProperty } from '@pfe/contracts';
import { api, ApiError } from '../../../lib/api-client';
import { lighthouseKey } from './keys';
import { propertyKey } from './properties';

/**
 * POST /api/lighthouse/properties/:id/photos: one photo in the multipart field `file` (the browser
 * sets the boundary and sends the same-origin proof uploads need); answers the listing.
 */
export async function uploadPhoto(propertyId: string, file: File): Promise<LighthouseOwnProperty> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(`/api/lighthouse/properties/${encodeURIComponent(propertyId)}/photos`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  return (await res.json()) as LighthouseOwnProperty;
}

/** The photo's id: the last segment of its address. */
export const photoIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

function useAfterPhotoChange() {
  const queryClient = useQueryClient();
  return (saved: LighthouseOwnProperty) => {
    queryClient.setQueryData(propertyKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: lighthouseKey });
  };
}

export function useUploadPhoto(propertyId: string) {
  const onSuccess = useAfterPhotoChange();
  return useMutation({ mutationFn: (file: File) => uploadPhoto(propertyId, file), onSuccess });
}

/** DELETE /api/lighthouse/properties/:id/photos/:photoId */
export function useRemovePhoto(propertyId: string) {
  const onSuccess = useAfterPhotoChange();
  return useMutation({
    mutationFn: (url: string) => api.delete<LighthouseOwnProperty>(`/api/lighthouse/properties/${encodeURIComponent(propertyId)}/photos/${encodeURIComponent(photoIdOf(url))}`),
    onSuccess,
  });
}
