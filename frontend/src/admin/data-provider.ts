/**
 * The console's data provider: ra-data-simple-rest on the session cookie (ARCHITECTURE.md "Admin
 * lists"), its resource table built from the platform's resources below and each sub-app's console
 * resources (its `admin/resources/<app>/console.ts`, loaded through the manifest that AdminApp is
 * handed: each resource names its `api`), with three twists:
 * - resource names map to API URLs (`pricing` → `/api/admin/pricing-tiers`,
 *   `supportmatch/reports` → `/api/supportmatch/admin/reports`), so the console's URLs match the
 *   sidebar's links (/admin/pricing, /admin/supportmatch/reports);
 * - `update` sends only the fields that changed, since the server refuses unknown fields; except
 *   for resources whose PUT replaces the whole record (`replaceFields`: announcements, stories),
 *   which get the whole record, cut to the fields the server takes;
 * - errors carry the `message` of the server's `{statusCode, message, error}` body.
 * A sub-app's custom actions (stats, run matching…) are its console's `methods`, merged in here.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider, type RaRecord, type UpdateParams } from 'react-admin';
import { messageOf } from '../lib/api-client';
import { IntentKey } from '../lib/intent-key';
import type { AdminStats, PricingTier } from '@pfe/contracts';
import type { AdminJson, SubAppConsole } from './sub-app-console';

export const API_BASE = '/api/admin';

/** Where a console resource lives. */
export interface ResourceRoute {
  /** Its simple-rest URL. */
  api: string;
  /** For a PUT that replaces the whole record: the fields to send, all of them. */
  replaceFields?: readonly string[];
}

/** The platform's own console resources; each sub-app's come from its console (the manifest). */
export const PLATFORM_RESOURCES: Readonly<Record<string, ResourceRoute>> = {
  users: { api: `${API_BASE}/users` },
  invites: { api: `${API_BASE}/invites` },
  payments: { api: `${API_BASE}/payments` },
  pricing: { api: `${API_BASE}/pricing-tiers` },
  'pricing-tiers': { api: `${API_BASE}/pricing-tiers` },
  activity: { api: `${API_BASE}/activity` },
  // Moderation (issue 32): moderators and admins.
  'moderation/reports': { api: '/api/moderation/reports' },
  'moderation/appeals': { api: '/api/moderation/appeals' },
  'moderation/members': { api: '/api/moderation/members' },
};

/** What the data provider reads from the loaded sub-app consoles. */
export type ConsoleParts = Pick<SubAppConsole, 'resources' | 'methods'>;

/** Console resource name → where it lives: the platform's and every sub-app console's. */
export function resourceTable(consoles: readonly ConsoleParts[]): Record<string, ResourceRoute> {
  const table: Record<string, ResourceRoute> = { ...PLATFORM_RESOURCES };
  for (const { resources } of consoles) {
    for (const { name, api, replaceFields } of resources) {
      if (table[name]) throw new Error(`The admin console has two resources named "${name}"`);
      table[name] = { api, replaceFields };
    }
  }
  return table;
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
}

/** The data provider over the platform's resources and those of `consoles` (the loaded sub-app consoles), with their methods. */
export function createDataProvider(consoles: readonly ConsoleParts[] = [], client: typeof httpClient = httpClient): AdminDataProvider {
  const table = resourceTable(consoles);
  // One simple-rest provider over the whole API: a resource's "name" for it is its URL without the leading slash.
  const rest = simpleRestProvider('', client);
  /** The simple-rest provider, the resource's URL for it and the resource's route. */
  const target = (resource: string) => {
    const route = table[resource];
    if (!route) throw new Error(`The admin console has no resource named "${resource}"`);
    return { base: rest, path: route.api.replace(/^\//, ''), route };
  };
  const json: AdminJson = async <T,>(url: string, options?: fetchUtils.Options) => (await client(url, options)).json as T;
  const id = (value: string) => encodeURIComponent(value);
  const appMethods = Object.assign({}, ...consoles.map((c) => c.methods?.(json) ?? {})) as object;

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
      // The form's intent (lib/intent-key.ts) as Idempotency-Key, so a double click creates once:
      // `meta.idempotencyKey` (a key the form made), or `meta.intent` (an IntentKey: the key of this data, the intent ends on success).
      const meta = params.meta as { idempotencyKey?: unknown; intent?: unknown } | undefined;
      const intent = meta?.intent instanceof IntentKey ? meta.intent : undefined;
      const key = typeof meta?.idempotencyKey === 'string' && meta.idempotencyKey ? meta.idempotencyKey : intent?.keyFor(data);
      if (!key) return base.create(path, { ...params, data });
      const keyed = simpleRestProvider('', (url, options = {}) => {
        const headers = new Headers(options.headers ?? undefined);
        headers.set('Idempotency-Key', key);
        return client(url, { ...options, headers });
      });
      return keyed.create(path, { ...params, data }).then((result) => {
        intent?.done();
        return result;
      });
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
    getStats: () => json<AdminStats>(`${API_BASE}/stats`),
    setCurrentPricingTier: (tierId: string) => json<PricingTier>(`${API_BASE}/pricing-tiers/${id(tierId)}/set-current`, { method: 'PUT' }),
    ...appMethods,
  };
}
