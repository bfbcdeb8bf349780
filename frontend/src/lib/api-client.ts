/**
 * The one place that talks HTTP to the backend. Every call sends the session cookie; a JSON
 * body (and its Content-Type) is sent only when there is a body. Any non-OK response becomes
 * an ApiError whose message is "<status>: <body text>" (or the status text when the body is empty).
 */
import { errorText, translatedMessage } from './i18n/messages';

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const unauthorizedListeners = new Set<() => void>();
let halted = false;

/**
 * The session this page showed has ended (lib/session-end): from now on no data call leaves the
 * page (polling and refetches stop at once); each answers a 401 ApiError without a request.
 */
export function haltRequests(on = true): void {
  halted = on;
}

/**
 * Called on every 401 answer of a call made here (lib/session-end: a session that ended while this
 * page showed it is wiped at once), until the returned function is called.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

/** Per call: `idempotencyKey` is sent as `Idempotency-Key` (one per user intent; lib/intent-key.ts). */
export interface RequestOptions {
  idempotencyKey?: string;
}

export async function request<T>(method: Method, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  if (halted) throw new ApiError(401, 'Unauthorized', '');
  const hasBody = body !== undefined;
  const headers: Record<string, string> = hasBody ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status === 401) unauthorizedListeners.forEach((listener) => listener());
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  if (!text) return undefined as T;
  const type = res.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('POST', url, body, options),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
};

const FALLBACK = 'Something went wrong. Please try again.';
const OFFLINE = 'Could not reach the server. Check your connection and try again.';
/** The fixed texts in the UI's language (English: the constants above). */
const fallbackText = () => translatedMessage(FALLBACK, 'errors:client.fallback');
const offlineText = () => translatedMessage(OFFLINE, 'errors:client.offline');

/**
 * The one reading of "what went wrong" for people, on every screen (member app and admin console).
 *
 * - `messageOf(error)`: the `message` of the server's `{statusCode, message, error}` body (a list is
 *   joined), else a plain-text body, else the status text; a network failure explains itself; any
 *   other error gives its own text.
 * - `messageOf(error, fallback)`: spec §8 "server message, else <fixed text>": the server's message
 *   when it sent one, else `fallback` (an empty body, an HTML error page, a network failure or
 *   anything else count as no message).
 *
 * Besides ApiError it reads any error carrying the response `body` (react-admin's HttpError, whose
 * body is already parsed), so the console's data provider uses it too without this module
 * depending on react-admin.
 */
export function messageOf(error: unknown, fallback?: string): string {
  const fromServer = serverMessageOf(error);
  // Outside English the UI says an API error in its own words, by the error's stable code (the
  // server's English message stays for API clients, and for a code with no translation yet).
  if (fromServer) return errorText(codeOf(error)) ?? fromServer;
  if (fallback !== undefined) return fallback;
  if (error instanceof ApiError) return error.statusText || fallbackText();
  if (error instanceof TypeError) return offlineText();
  if (error instanceof Error && typeof error.message === 'string' && error.message) return error.message;
  return fallbackText();
}

function serverMessageOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return messageOfBody(error.body);
  if (error instanceof Error && 'body' in error) return messageOfBody((error as { body: unknown }).body);
  return undefined;
}

/** The message of a response body: raw text (JSON or plain) or an already parsed JSON value. */
function messageOfBody(body: unknown): string | undefined {
  let parsed = body;
  if (typeof body === 'string') {
    const trimmed = body.trim();
    if (!trimmed) return undefined;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      // A plain-text body is the message itself, unless it is an HTML error page.
      return trimmed.startsWith('<') ? undefined : trimmed;
    }
    if (typeof parsed === 'string') return parsed.trim() || undefined;
  }
  if (parsed && typeof parsed === 'object' && 'message' in parsed) {
    const { message } = parsed as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && message.length) return message.map(String).join('. ');
  }
  return undefined;
}

/**
 * The stable `code` of the server's error body (`invites.expired`, `http.notFound`; see ApiErrorBody
 * in @pfe/contracts), for code that decides by the kind of error; undefined when there is none.
 */
export function codeOf(error: unknown): string | undefined {
  const body = error instanceof ApiError ? error.body : error instanceof Error && 'body' in error ? (error as { body: unknown }).body : undefined;
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  const code = parsed && typeof parsed === 'object' ? (parsed as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code ? code : undefined;
}
