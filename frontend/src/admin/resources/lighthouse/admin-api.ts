import type { LighthouseAdminProperty, LighthouseStats, LighthouseVerification } from '@pfe/contracts/lighthouse';
import type { AdminJson } from '../../sub-app-console';

const API = '/api/lighthouse/admin';
const id = encodeURIComponent;

/** LightHouse's custom console actions, merged into the data provider from its manifest entry. */
export interface LighthouseAdminApi {
  /** GET /api/lighthouse/admin/stats */
  getLighthouseStats(): Promise<LighthouseStats>;
  /** PUT /api/lighthouse/admin/properties/{id} {isActive}: false takes the listing down, true puts it back. */
  setLighthousePropertyListed(id: string, isActive: boolean): Promise<LighthouseAdminProperty>;
  /** Removes one photo (its console address, as the property lists it) from a listing; logged by the server. */
  removeLighthousePhoto(propertyId: string, photoUrl: string): Promise<LighthouseAdminProperty>;
  /** PUT /api/lighthouse/admin/hosts/{userId}/verification {checks}: the verified host badge (issue 32). */
  verifyLighthouseHost(userId: string, checks: string[]): Promise<LighthouseVerification>;
  /** DELETE /api/lighthouse/admin/hosts/{userId}/verification */
  unverifyLighthouseHost(userId: string): Promise<unknown>;
}

export function lighthouseAdminApi(json: AdminJson): LighthouseAdminApi {
  return {
    getLighthouseStats: () => json(`${API}/stats`),
    setLighthousePropertyListed: (propertyId, isActive) => json(`${API}/properties/${id(propertyId)}`, { method: 'PUT', body: JSON.stringify({ isActive }) }),
    removeLighthousePhoto: (propertyId, photoUrl) =>
      json(`${API}/properties/${id(propertyId)}/photos/${id(photoUrl.slice(photoUrl.lastIndexOf('/') + 1))}`, { method: 'DELETE' }),
    verifyLighthouseHost: (userId, checks) => json(`${API}/hosts/${id(userId)}/verification`, { method: 'PUT', body: JSON.stringify({ checks }) }),
    unverifyLighthouseHost: (userId) => json(`${API}/hosts/${id(userId)}/verification`, { method: 'DELETE' }),
  };
}
