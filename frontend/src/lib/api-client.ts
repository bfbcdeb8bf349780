/**
 * The one place that talks HTTP to the backend. Every call sends the session cookie; a JSON
 * body (and its Content-Type) is sent only when there is a body. Any non-OK response becomes
 * an ApiError whose message is "<status>: <body text>" (or the status text when the body is empty).
 */

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

export async function request<T>(method: Method, url: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  if (!text) return undefined as T;
  const type = res.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
};

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * The human sentence inside an error, for toasts and form alerts: the `message` of the
 * server's `{statusCode, message, error}` body, else the body text, else the error's own text.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return messageFromBody(error.body) || error.statusText || FALLBACK;
  }
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK;
}

function messageFromBody(body: string): string | undefined {
  const trimmed = body.trim();
  if (!trimmed) return undefined;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message) return message;
      if (Array.isArray(message) && message.length) return message.map(String).join('. ');
    }
    return typeof parsed === 'string' ? parsed : undefined;
  } catch {
    // A plain-text body is the message itself, unless it is an HTML error page.
    return trimmed.startsWith('<') ? undefined : trimmed;
  }
}
