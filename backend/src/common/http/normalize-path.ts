import type { IncomingMessage } from 'node:http';

/**
 * A percent-encoded unreserved character (RFC 3986 §2.3: letters, digits, `-`, `.`, `_`, `~`):
 * `%61` is `a`. The router decodes these when it matches a route, so `/%61pi/auth/register` reaches
 * the handler of `/api/auth/register`.
 */
const ENCODED_UNRESERVED = /%(?:4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2[DE]|5F|7E)/gi;

/**
 * The path every hook, guard and the router see (Fastify's `rewriteUrl`, before routing): the
 * percent-encoded unreserved characters of the path decoded, once (RFC 3986 §6.2.2.2 normalisation,
 * which changes no resource). Without it a rule that reads the path (the `/api` hooks: same-origin
 * check, query guard, session; the docs' access; the SPA's exclusions) missed spellings the router
 * still matched. Only unreserved characters are decoded: `%25` (`%`), `%2F` (`/`) and the other
 * reserved ones stay as sent, so decoding cannot stack (`%2561` stays `%2561`). The query string is
 * left alone.
 */
export function normalizePath(url: string): string {
  const percent = url.indexOf('%');
  if (percent === -1) return url;
  const query = url.indexOf('?');
  if (query !== -1 && query < percent) return url;
  const path = query === -1 ? url : url.slice(0, query);
  const normal = path.replace(ENCODED_UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  return query === -1 ? normal : normal + url.slice(query);
}

/** Fastify's `rewriteUrl` option. */
export function rewriteUrl(request: IncomingMessage): string {
  return normalizePath(request.url ?? '/');
}
