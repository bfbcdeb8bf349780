import { createHash } from 'node:crypto';

/** The request header (IETF httpapi draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The answer header a replay carries. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key answers its first result again. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** 1-255 visible ASCII characters (0x21-0x7E): no space, no control character, nothing beyond ASCII. */
const VISIBLE_ASCII = /^[\x21-\x7e]{1,255}$/;

/**
 * The key a request carries: undefined when it carries none (the request is simply not idempotent),
 * null when it carries one that is not a key (the caller answers 400). A header sent twice arrives
 * joined with ", " and so is not a key either.
 */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  if (typeof header !== 'string') return null;
  return VISIBLE_ASCII.test(header) ? header : null;
}

/** JSON with object keys in order, so `{a, b}` and `{b, a}` are the same body. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * The fingerprint of what a request asks: method, route, path parameters and body (keys in any
 * order). A multipart upload's body is not read before the handler streams it; its fingerprint is
 * the route, its parameters and the declared length and type.
 */
export function requestFingerprint(parts: { method: string; route: string; params?: unknown; body?: unknown; contentLength?: string; contentType?: string }): string {
  const multipart = parts.contentType?.toLowerCase().startsWith('multipart/') ?? false;
  const what = multipart
    ? { method: parts.method, route: parts.route, params: parts.params ?? {}, upload: [parts.contentLength ?? '', parts.contentType?.split(';')[0] ?? ''] }
    : { method: parts.method, route: parts.route, params: parts.params ?? {}, body: parts.body ?? null };
  return createHash('sha256').update(JSON.stringify(canonical(what))).digest('hex');
}
