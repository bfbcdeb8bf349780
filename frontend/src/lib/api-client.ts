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

/**
 * Whether data calls leave the page: `open`; `leaving` while the page's own flow ends its session
 * (Log Out, quick exit, account deletion: lib/browser markLeaving), when only the call marked as the
 * ending one goes out and the others wait for the outcome; `halted` once the session has ended.
 */
type Gate = 'open' | 'leaving' | 'halted';
let gate: Gate = 'open';
/** Calls waiting at the gate while the page is leaving; each is told when the gate opens or halts. */
let waiting: Array<() => void> = [];
/** The calls on their way, each with its abort and whether it is the ending call. */
const inFlight = new Map<AbortController, boolean>();

const haltedError = () => new ApiError(401, 'Unauthorized', '');

function setGate(next: Gate): void {
  gate = next;
  if (next !== 'leaving') {
    const woken = waiting;
    waiting = [];
    woken.forEach((wake) => wake());
  }
  // Nothing but the ending call may reach the server after it: the others on their way are aborted
  // (an aborted fetch logs nothing, where a 401 answer would log "Failed to load resource").
  if (next !== 'open') {
    for (const [controller, ending] of inFlight) if (!ending) controller.abort();
  }
}

/**
 * The session this page showed has ended (lib/session-end): from now on no data call leaves the
 * page (polling and refetches stop at once, the calls on their way are aborted); each answers a
 * 401 ApiError without a request. `false` opens the gate again (tests).
 */
export function haltRequests(on = true): void {
  setGate(on ? 'halted' : 'open');
}

/**
 * The page's own flow is ending its session (lib/browser markLeaving): the calls on their way are
 * aborted at once and new ones wait, so nothing but the call marked `ending` (the deletion itself;
 * Log Out and quick exit end it outside this client) reaches the server after it. A read that was
 * aborted waits too and is sent again if the flow fails (resumeRequests); any other aborted call
 * fails (it may or may not have reached the server). After a halt the waiting calls fail as 401.
 */
export function holdRequests(): void {
  if (gate === 'open') setGate('leaving');
}

/** The flow that was ending the session failed (a wrong password): the waiting calls go out, and new ones too. */
export function resumeRequests(): void {
  if (gate === 'leaving') setGate('open');
}

/** Resolves when this call may go out; throws once the session has ended. */
async function passGate(ending: boolean): Promise<void> {
  while (gate === 'leaving' && !ending) await new Promise<void>((wake) => waiting.push(wake));
  if (gate === 'halted') throw haltedError();
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

/**
 * Per call: `idempotencyKey` is sent as `Idempotency-Key` (one per user intent; lib/intent-key.ts);
 * `ending` marks the call that ends this page's own session (it goes out while the others wait).
 */
export interface RequestOptions {
  idempotencyKey?: string;
  ending?: boolean;
}

/** A call cut short because the page's own flow was ending its session. */
export class RequestStoppedError extends Error {
  constructor() {
    super(fallbackText());
    this.name = 'RequestStoppedError';
  }
}

export async function request<T>(method: Method, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const ending = options.ending === true;
  const hasBody = body !== undefined;
  const headers: Record<string, string> = hasBody ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  for (;;) {
    // An open gate lets the call out in the same turn (no await): what a caller starts, fetch sees at once.
    if (gate !== 'open') await passGate(ending);
    const controller = new AbortController();
    inFlight.set(controller, ending);
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, {
        method,
        credentials: 'include',
        headers,
        body: hasBody ? JSON.stringify(body) : undefined,
        signal: controller.signal,
      });
      text = await res.text();
    } catch (error) {
      if (!controller.signal.aborted) throw error;
      if (gate === 'halted') throw haltedError();
      // Aborted by a leaving flow: a read waits and goes again should the flow fail.
      if (method === 'GET') continue;
      throw new RequestStoppedError();
    } finally {
      inFlight.delete(controller);
    }
    if (res.status === 401) unauthorizedListeners.forEach((listener) => listener());
    if (!res.ok) throw new ApiError(res.status, res.statusText, text);
    if (!text) return undefined as T;
    const type = res.headers.get('Content-Type') ?? '';
    return (type.includes('json') ? JSON.parse(text) : text) as T;
  }
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
