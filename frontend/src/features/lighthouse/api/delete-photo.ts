import { useMutation } from '@tanstack/react-query';
import type { LighthouseOwnProperty } from '@pfe/contracts/lighthouse';
import { api } from '../../../lib/api-client';
import { usePropertySaved } from './get-property';

/** The photo's id: the last segment of its address. */
export const photoIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** DELETE /api/lighthouse/properties/:id/photos/:photoId (the photo named by its address); answers the listing. */
export function deletePhoto(propertyId: string, url: string): Promise<LighthouseOwnProperty> {
  return api.delete<LighthouseOwnProperty>(`/api/lighthouse/properties/${encodeURIComponent(propertyId)}/photos/${encodeURIComponent(photoIdOf(url))}`);
}

export function useDeletePhoto(propertyId: string) {
  return useMutation({ mutationFn: (url: string) => deletePhoto(propertyId, url), onSuccess: usePropertySaved() });
}
