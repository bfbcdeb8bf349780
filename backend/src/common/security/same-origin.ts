import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors/http-exception.filter';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The media type of the request's body, lower case, without parameters ('' when none). */
function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

function isMultipartUpload(request: FastifyRequest, uploads: readonly RegExp[]): boolean {
  const path = request.url.split('?')[0];
  return request.method === 'POST' && uploads.some((pattern) => pattern.test(path)) && mediaType(request) === 'multipart/form-data';
}

function originIsOurs(request: FastifyRequest, allowedOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  try {
    if (new URL(origin).host === request.headers.host) return true;
  } catch {
    return false;
  }
  return allowedOrigins.includes(origin.replace(/\/$/, ''));
}

/** Whether `url` (an Origin or a Referer) names this host; anything unreadable does not. */
function namesThisHost(url: string, request: FastifyRequest): boolean {
  try {
    return new URL(url).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * A top-level navigation the member made on this site (a link or button of ours, or the address
 * bar): `Sec-Fetch-Site` says same-origin or none; a browser that sends no such header must send
 * a Referer of this host. A link on another site is neither.
 */
export function isOwnNavigation(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const referer = request.headers.referer;
  return typeof referer === 'string' && namesThisHost(referer, request);
}

/**
 * A request the browser says another site started (a link, an image, a prefetch): `Sec-Fetch-Site`
 * is neither same-origin nor none (same-site, a sibling domain, counts as another site); from a
 * browser that sends no such header, an Origin or a Referer of another host. A request that says
 * nothing of where it comes from (no browser: the member's own script) is not refused by this.
 */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  return [request.headers.origin, request.headers.referer].some((value) => typeof value === 'string' && !namesThisHost(value, request));
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/** `security.crossSiteRefused` (403) or `security.jsonRequired` (415), in the one error shape. */
function reject(reply: FastifyReply, statusCode: 403 | 415, message: string): FastifyReply {
  return reply.status(statusCode).send(errorBody(statusCode, message, statusCode === 415 ? 'security.jsonRequired' : 'security.crossSiteRefused'));
}

/**
 * CSRF defence for cookie sessions (an onRequest hook on API requests): a mutation carries JSON or
 * no body at all (a cross-site HTML form cannot send JSON), and when the browser says where it
 * comes from (Origin, Sec-Fetch-Site) it must be this site. Returns the reply when it refused.
 *
 * `uploads` are the routes that take `multipart/form-data` (a type an HTML form can send
 * cross-site), from the sub-apps' manifest entries: there the browser must *prove* the request is
 * same-origin (`Sec-Fetch-Site: same-origin`, or an `Origin` of this site or ALLOWED_ORIGINS); a
 * request that says nothing is refused.
 */
export function sameOriginMutations(allowedOrigins: string[], uploads: readonly RegExp[]) {
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined => {
    if (!MUTATING.has(request.method)) return undefined;
    const multipart = isMultipartUpload(request, uploads);
    if (multipart && request.headers['sec-fetch-site'] !== 'same-origin' && !originIsOurs(request, allowedOrigins)) {
      return reject(reply, 403, 'Cross-site request refused: an upload must come from this site');
    }
    if (hasBody(request) && !multipart && mediaType(request) !== 'application/json') {
      return reject(reply, 415, 'Send the request body as JSON (Content-Type: application/json)');
    }
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
      return reject(reply, 403, 'Cross-site request refused');
    }
    const origin = request.headers.origin;
    if (typeof origin === 'string' && origin !== 'null') {
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (host !== request.headers.host && !allowedOrigins.includes(origin.replace(/\/$/, ''))) {
        return reject(reply, 403, 'Cross-site request refused');
      }
    } else if (origin === 'null') {
      return reject(reply, 403, 'Cross-site request refused');
    }
    return undefined;
  };
}
