import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AccessLevel } from '../../common/access/access.decorator';
import { requiredLevel } from '../../common/access/access.guard';
import { PgSessionStore } from './pg-session.store';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Picks the session middleware per request: safe, non-admin requests read the session and user
 * through the per-node cache; mutations and admin requests always read the database, so a
 * revoked session can never write and a demoted admin is never served as one. A mutation also
 * clears this node's cache when it starts and again when it answers (its change is committed by
 * then), so whatever it changed is read afresh by the next request on this node. A safe request
 * without the session cookie skips the session middleware altogether (no session id generated).
 */
export function sessionsFor(store: PgSessionStore, fresh: RequestHandler, cached: RequestHandler, cookieName: string): RequestHandler {
  cookieName = `${cookieName}=`;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE.has(req.method)) {
      // No session cookie: nothing to load, and a safe request never starts a session.
      if (!req.headers.cookie?.includes(cookieName)) return next();
      const admin = requiredLevel(AccessLevel.Public, req.originalUrl ?? req.url) === AccessLevel.Admin;
      return (admin ? fresh : cached)(req, res, next);
    }
    store.mutationStarted();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      store.mutationEnded();
    };
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      end();
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response['writeHead'];
    res.once('close', end);
    return fresh(req, res, next);
  };
}

/** passport.initialize() only where a sign-in can happen: requests that may change data. */
export function onMutations(middleware: RequestHandler): RequestHandler {
  return (req, res, next) => (SAFE.has(req.method) ? next() : middleware(req, res, next));
}
