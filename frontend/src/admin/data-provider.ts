/**
 * The console's data provider: ra-data-simple-rest against /api/admin (ARCHITECTURE.md "Admin
 * lists"), on the session cookie, with three twists:
 * - resource names map to API paths (`pricing` → `/api/admin/pricing-tiers`), so the console's
 *   URLs match the sidebar's links (/admin/pricing);
 * - `update` sends only the fields that changed, since the server refuses unknown fields;
 * - errors carry the `message` of the server's `{statusCode, message, error}` body.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider, type RaRecord, type UpdateParams } from 'react-admin';
import type { AdminStats, PricingTier } from './types';

export const API_BASE = '/api/admin';

/** Console resource name → path under /api/admin. */
export const RESOURCE_PATHS: Readonly<Record<string, string>> = {
  users: 'users',
  invites: 'invites',
  payments: 'payments',
  pricing: 'pricing-tiers',
  'pricing-tiers': 'pricing-tiers',
  activity: 'activity',
};

export function resourcePath(resource: string): string {
  const path = RESOURCE_PATHS[resource];
  if (!path) throw new Error(`The admin console has no resource named "${resource}"`);
  return path;
}

const OFFLINE_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** The human sentence of a failed response: the body's `message` (joined when a list), else the status text. */
export function messageOfBody(body: unknown, statusText?: string): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && message.length) return message.map(String).join('. ');
  }
  if (typeof body === 'string' && body.trim() && !body.trim().startsWith('<')) return body.trim();
  return statusText || FALLBACK_MESSAGE;
}

/**
 * Normalises anything fetch or fetchJson threw into an HttpError whose message a person can read
 * (an aborted request stays an AbortError, which react-query expects).
 */
export function toHttpError(error: unknown): Error {
  if (error instanceof Error && error.name === 'AbortError') return error;
  if (error instanceof HttpError) {
    const message = messageOfBody(error.body, typeof error.message === 'string' ? error.message : undefined);
    return message === error.message ? error : new HttpError(message, error.status, error.body);
  }
  if (error instanceof TypeError) return new HttpError(OFFLINE_MESSAGE, 0);
  return new HttpError(error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE, 0);
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

export interface AdminDataProvider extends DataProvider {
  /** GET /api/admin/stats */
  getStats(): Promise<AdminStats>;
  /** PUT /api/admin/pricing-tiers/{id}/set-current, with an empty body. */
  setCurrentPricingTier(id: string): Promise<PricingTier>;
}

export function createDataProvider(apiUrl: string = API_BASE, client: typeof httpClient = httpClient): AdminDataProvider {
  const base = simpleRestProvider(apiUrl, client);
  return {
    getList: (resource, params) => base.getList(resourcePath(resource), params),
    getOne: (resource, params) => base.getOne(resourcePath(resource), params),
    getMany: (resource, params) => base.getMany(resourcePath(resource), params),
    getManyReference: (resource, params) => base.getManyReference(resourcePath(resource), params),
    create: (resource, params) => base.create(resourcePath(resource), params),
    update: async <RecordType extends RaRecord>(resource: string, params: UpdateParams<RecordType>) => {
      const changes = changedFields(params.data as Record<string, unknown>, params.previousData as Record<string, unknown> | undefined);
      if (Object.keys(changes).length === 0) {
        // Nothing changed: the server would refuse an empty update, and there is nothing to save.
        return { data: { ...params.previousData, ...params.data, id: params.id } as RecordType };
      }
      return base.update<RecordType>(resourcePath(resource), { ...params, data: changes as Partial<RecordType> });
    },
    updateMany: (resource, params) => base.updateMany(resourcePath(resource), params),
    delete: (resource, params) => base.delete(resourcePath(resource), params),
    deleteMany: (resource, params) => base.deleteMany(resourcePath(resource), params),
    getStats: async () => (await client(`${apiUrl}/stats`)).json as AdminStats,
    setCurrentPricingTier: async (id: string) =>
      (await client(`${apiUrl}/pricing-tiers/${encodeURIComponent(id)}/set-current`, { method: 'PUT' })).json as PricingTier,
  };
}

export const dataProvider = createDataProvider();
