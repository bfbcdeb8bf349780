import type { NextFunction, Request, Response } from 'express';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The upload routes that take `multipart/form-data` (a type an HTML form can send cross-site).
 * There the browser must *prove* the request is same-origin (`Sec-Fetch-Site: same-origin`, or an
 * `Origin` of this site or ALLOWED_ORIGINS); a request that says nothing is refused.
 */
export const MULTIPART_UPLOADS: readonly RegExp[] = [/^\/api\/sleepstories\/admin\/[^/]+\/audio$/];

function isMultipartUpload(req: Request): boolean {
  const path = (req.originalUrl ?? req.url).split('?')[0];
  return req.method === 'POST' && MULTIPART_UPLOADS.some((pattern) => pattern.test(path)) && req.is('multipart/form-data') === 'multipart/form-data';
}

function originIsOurs(req: Request, allowedOrigins: string[]): boolean {
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  try {
    if (new URL(origin).host === req.headers.host) return true;
  } catch {
    return false;
  }
  return allowedOrigins.includes(origin.replace(/\/$/, ''));
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

function reject(res: Response, statusCode: number, message: string) {
  res.status(statusCode).json({ statusCode, message, error: statusCode === 415 ? 'Unsupported Media Type' : 'Forbidden' });
}

/**
 * CSRF defence for cookie sessions: a mutation carries JSON or no body at all (a cross-site
 * HTML form cannot send JSON), and when the browser says where it comes from (Origin,
 * Sec-Fetch-Site) it must be this site.
 */
export function sameOriginMutations(allowedOrigins: string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!MUTATING.has(req.method)) return next();
    const multipart = isMultipartUpload(req);
    if (multipart && req.headers['sec-fetch-site'] !== 'same-origin' && !originIsOurs(req, allowedOrigins)) {
      return reject(res, 403, 'Cross-site request refused: an upload must come from this site');
    }
    if (hasBody(req) && !multipart && !req.is('application/json')) {
      return reject(res, 415, 'Send the request body as JSON (Content-Type: application/json)');
    }
    const site = req.headers['sec-fetch-site'];
    if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
      return reject(res, 403, 'Cross-site request refused');
    }
    const origin = req.headers.origin;
    if (typeof origin === 'string' && origin !== 'null') {
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (host !== req.headers.host && !allowedOrigins.includes(origin.replace(/\/$/, ''))) {
        return reject(res, 403, 'Cross-site request refused');
      }
    } else if (origin === 'null') {
      return reject(res, 403, 'Cross-site request refused');
    }
    next();
  };
}
