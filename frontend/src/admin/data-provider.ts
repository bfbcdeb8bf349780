/**
 * The console's data provider: ra-data-simple-rest against /api/admin, /api/supportmatch/admin and /api/sleepstories/admin
 * (ARCHITECTURE.md "Admin lists"), on the session cookie, with three twists:
 * - resource names map to API paths (`pricing` → `/api/admin/pricing-tiers`,
 *   `supportmatch/reports` → `/api/supportmatch/admin/reports`), so the console's URLs match the
 *   sidebar's links (/admin/pricing, /admin/supportmatch/reports);
 * - `update` sends only the fields that changed, since the server refuses unknown fields; except
 *   for resources whose PUT replaces the whole record (SupportMatch announcements), which get the
 *   whole record, cut to the fields the server takes;
 * - errors carry the `message` of the server's `{statusCode, message, error}` body.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider, type RaRecord, type UpdateParams } from 'react-admin';
import { messageOf } from '../lib/api-client';
import type { AdminStats, LighthouseAdminProperty, LighthouseStats, PricingTier, SocketRelayStats, MatchingRunResult as SupportMatchMatchingRun, AdminPartnership as SupportMatchPartnership, Report as SupportMatchReport, SupportMatchStats } from '@pfe/contracts';

export const API_BASE = '/api/admin';
export const SUPPORTMATCH_API_BASE = '/api/supportmatch/admin';
export const SOCKETRELAY_API_BASE = '/api/socketrelay/admin';
export const LIGHTHOUSE_API_BASE = '/api/lighthouse/admin';
export const SLEEPSTORIES_API_BASE = '/api/sleepstories';

/** The fields PUT /api/sleepstories/admin/{id} takes: all of them, every time (it replaces the story). */
export const SLEEP_STORY_FIELDS = ['title', 'description', 'duration', 'wistiaMediaId', 'downloadUrl', 'category', 'thumbnailUrl', 'isActive'] as const;

/** The fields PUT /api/supportmatch/admin/announcements/{id} takes: all of them, every time. */
export const ANNOUNCEMENT_FIELDS = ['title', 'content', 'type', 'isActive', 'showOnLogin', 'showOnSignInPage', 'expiresAt'] as const;

interface ResourceRoute {
  /** Which API the resource lives under. */
  api: 'admin' | 'supportmatch' | 'socketrelay' | 'lighthouse' | 'sleepstories';
  /** The path under that API. */
  path: string;
  /** For a PUT that replaces the whole record: the fields to send, all of them. */
  replaceFields?: readonly string[];
}

/** Console resource name → where it lives. */
export const RESOURCES: Readonly<Record<string, ResourceRoute>> = {
  users: { api: 'admin', path: 'users' },
  invites: { api: 'admin', path: 'invites' },
  payments: { api: 'admin', path: 'payments' },
  pricing: { api: 'admin', path: 'pricing-tiers' },
  'pricing-tiers': { api: 'admin', path: 'pricing-tiers' },
  activity: { api: 'admin', path: 'activity' },
  'supportmatch/partnerships': { api: 'supportmatch', path: 'partnerships' },
  'supportmatch/reports': { api: 'supportmatch', path: 'reports' },
  'supportmatch/announcements': { api: 'supportmatch', path: 'announcements', replaceFields: ANNOUNCEMENT_FIELDS },
  'supportmatch/profiles': { api: 'supportmatch', path: 'profiles' },
  'socketrelay/requests': { api: 'socketrelay', path: 'requests' },
  'socketrelay/fulfillments': { api: 'socketrelay', path: 'fulfillments' },
  'socketrelay/announcements': { api: 'socketrelay', path: 'announcements', replaceFields: ANNOUNCEMENT_FIELDS },
  'lighthouse/properties': { api: 'lighthouse', path: 'properties' },
  'lighthouse/announcements': { api: 'lighthouse', path: 'announcements', replaceFields: ANNOUNCEMENT_FIELDS },
  'sleepstories/stories': { api: 'sleepstories', path: 'admin', replaceFields: SLEEP_STORY_FIELDS },
  'sleepstories/announcements': { api: 'sleepstories', path: 'admin/announcements', replaceFields: ANNOUNCEMENT_FIELDS },
};

function resourceRoute(resource: string): ResourceRoute {
  const route = RESOURCES[resource];
  if (!route) throw new Error(`The admin console has no resource named "${resource}"`);
  return route;
}

/** The path of a console resource under its API (`pricing` → `pricing-tiers`). */
export function resourcePath(resource: string): string {
  return resourceRoute(resource).path;
}

/**
 * Normalises anything fetch or fetchJson threw into an HttpError whose message a person can read
 * (messageOf: the server's `message`, joined when a list, else the status text; an aborted request
 * stays an AbortError, which react-query expects).
 */
export function toHttpError(error: unknown): Error {
  if (error instanceof Error && error.name === 'AbortError') return error;
  const message = messageOf(error);
  if (error instanceof HttpError) return message === error.message ? error : new HttpError(message, error.status, error.body);
  return new HttpError(message, 0);
}

/**
 * fetchJson with the session cookie. fetchJson already sets `Content-Type: application/json`
 * only when there is a body, so a body-less PUT (set-current) goes out without one.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? undefined);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (error) {
    throw toHttpError(error);
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/**
 * The fields of `data` whose value differs from `previousData`: what an update sends. Without
 * previousData nothing can be compared, so every field of data (but the id) is sent.
 */
export function changedFields<T extends Record<string, unknown>>(data: Partial<T>, previousData?: Partial<T> | null): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(data) as (keyof T)[]) {
    if (key === 'id') continue;
    const value = data[key];
    if (value === undefined) continue;
    if (previousData && key in previousData && sameValue(value, previousData[key])) continue;
    changes[key] = value;
  }
  return changes;
}

/** The whole record to send for a full-replace PUT: the saved record with the form's values over it, cut to `fields`. */
export function replacePayload(fields: readonly string[], data: Record<string, unknown>, previousData?: Record<string, unknown> | null): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(previousData ?? {}), ...data };
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    if (merged[field] !== undefined) payload[field] = merged[field];
  }
  return payload;
}

export interface AdminDataProvider extends DataProvider {
  /** GET /api/admin/stats */
  getStats(): Promise<AdminStats>;
  /** PUT /api/admin/pricing-tiers/{id}/set-current, with an empty body. */
  setCurrentPricingTier(id: string): Promise<PricingTier>;
  /** GET /api/supportmatch/admin/stats */
  getSupportMatchStats(): Promise<SupportMatchStats>;
  /** POST /api/supportmatch/admin/partnerships/run-matching, with an empty body. */
  runMatching(): Promise<SupportMatchMatchingRun>;
  /** PUT /api/supportmatch/admin/partnerships/{id}/status {status} */
  setPartnershipStatus(id: string, status: 'ended' | 'cancelled' | 'completed'): Promise<Pick<SupportMatchPartnership, 'id' | 'status' | 'startDate' | 'endDate'>>;
  /** PUT /api/supportmatch/admin/reports/{id}/status {status, resolution?} */
  setReportStatus(id: string, status: 'resolved' | 'dismissed', resolution?: string): Promise<SupportMatchReport>;
  /** GET /api/socketrelay/admin/stats */
  getSocketRelayStats(): Promise<SocketRelayStats>;
  /** GET /api/lighthouse/admin/stats */
  getLighthouseStats(): Promise<LighthouseStats>;
  /** PUT /api/lighthouse/admin/properties/{id} {isActive}: false takes the listing down, true puts it back. */
  setLighthousePropertyListed(id: string, isActive: boolean): Promise<LighthouseAdminProperty>;
  /** Removes one photo (its console address, as the property lists it) from a listing; logged by the server. */
  removeLighthousePhoto(propertyId: string, photoUrl: string): Promise<LighthouseAdminProperty>;
}

export function createDataProvider(
  apiUrl: string = API_BASE,
  client: typeof httpClient = httpClient,
  supportMatchApiUrl: string = SUPPORTMATCH_API_BASE,
  lighthouseApiUrl: string = LIGHTHOUSE_API_BASE,
): AdminDataProvider {
  const providers = {
    admin: simpleRestProvider(apiUrl, client),
    supportmatch: simpleRestProvider(supportMatchApiUrl, client),
    socketrelay: simpleRestProvider(SOCKETRELAY_API_BASE, client),
    lighthouse: simpleRestProvider(lighthouseApiUrl, client),
    sleepstories: simpleRestProvider(SLEEPSTORIES_API_BASE, client),
  };
  /** The simple-rest provider of a resource's API and the resource's path under it. */
  const target = (resource: string) => {
    const route = resourceRoute(resource);
    return { base: providers[route.api], path: route.path, route };
  };
  const json = async <T,>(url: string, options?: fetchUtils.Options) => (await client(url, options)).json as T;
  const id = (value: string) => encodeURIComponent(value);

  return {
    getList: (resource, params) => {
      const { base, path } = target(resource);
      return base.getList(path, params);
    },
    getOne: (resource, params) => {
      const { base, path } = target(resource);
      return base.getOne(path, params);
    },
    getMany: (resource, params) => {
      const { base, path } = target(resource);
      return base.getMany(path, params);
    },
    getManyReference: (resource, params) => {
      const { base, path } = target(resource);
      return base.getManyReference(path, params);
    },
    create: (resource, params) => {
      const { base, path, route } = target(resource);
      const data = route.replaceFields ? replacePayload(route.replaceFields, params.data as Record<string, unknown>) : params.data;
      return base.create(path, { ...params, data });
    },
    update: async <RecordType extends RaRecord>(resource: string, params: UpdateParams<RecordType>) => {
      const { base, path, route } = target(resource);
      const data = params.data as Record<string, unknown>;
      const previousData = params.previousData as Record<string, unknown> | undefined;
      if (route.replaceFields) {
        // The server replaces the whole record: a diff would clear every field left out.
        return base.update<RecordType>(path, { ...params, data: replacePayload(route.replaceFields, data, previousData) as Partial<RecordType> });
      }
      const changes = changedFields(data, previousData);
      if (Object.keys(changes).length === 0) {
        // Nothing changed: the server would refuse an empty update, and there is nothing to save.
        return { data: { ...params.previousData, ...params.data, id: params.id } as RecordType };
      }
      return base.update<RecordType>(path, { ...params, data: changes as Partial<RecordType> });
    },
    updateMany: (resource, params) => {
      const { base, path } = target(resource);
      return base.updateMany(path, params);
    },
    delete: (resource, params) => {
      const { base, path } = target(resource);
      return base.delete(path, params);
    },
    deleteMany: (resource, params) => {
      const { base, path } = target(resource);
      return base.deleteMany(path, params);
    },
    getStats: () => json<AdminStats>(`${apiUrl}/stats`),
    setCurrentPricingTier: (tierId: string) => json<PricingTier>(`${apiUrl}/pricing-tiers/${id(tierId)}/set-current`, { method: 'PUT' }),
    getSupportMatchStats: () => json<SupportMatchStats>(`${supportMatchApiUrl}/stats`),
    getSocketRelayStats: () => json<SocketRelayStats>(`${SOCKETRELAY_API_BASE}/stats`),
    runMatching: () => json<SupportMatchMatchingRun>(`${supportMatchApiUrl}/partnerships/run-matching`, { method: 'POST' }),
    setPartnershipStatus: (partnershipId, status) =>
      json(`${supportMatchApiUrl}/partnerships/${id(partnershipId)}/status`, { method: 'PUT', body: JSON.stringify({ status }) }),
    setReportStatus: (reportId, status, resolution) => {
      const notes = resolution?.trim();
      return json<SupportMatchReport>(`${supportMatchApiUrl}/reports/${id(reportId)}/status`, {
        method: 'PUT',
        body: JSON.stringify(notes ? { status, resolution: notes } : { status }),
      });
    },
    getLighthouseStats: () => json<LighthouseStats>(`${lighthouseApiUrl}/stats`),
    setLighthousePropertyListed: (propertyId, isActive) =>
      json<LighthouseAdminProperty>(`${lighthouseApiUrl}/properties/${id(propertyId)}`, { method: 'PUT', body: JSON.stringify({ isActive }) }),
    removeLighthousePhoto: (propertyId, photoUrl) =>
      json<LighthouseAdminProperty>(`${lighthouseApiUrl}/properties/${id(propertyId)}/photos/${id(photoUrl.slice(photoUrl.lastIndexOf('/') + 1))}`, { method: 'DELETE' }),
  };
}

export const dataProvider = createDataProvider();
