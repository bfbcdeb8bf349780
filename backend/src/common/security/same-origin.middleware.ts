import type { NextFunction, Request, Response } from 'express';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
    if (hasBody(req) && !req.is('application/json')) {
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
