import { NextFunction, Request, Response, Router } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { IMMUTABLE, resolveFile, REVALIDATE, sendPrecompressed, SHORT } from '../static/static-files';

const NOT_SPA = /^\/(api|socket\.io)(\/|$)/;
const ASSETS = /^\/assets(\/|$)/;

/**
 * Serves the built frontend, pre-compressed (br/gzip by Accept-Encoding, see static/static-files.ts):
 * hashed files under /assets/ cached for a year (a missing one is a 404, never the page), other
 * files for an hour, and every other GET outside /api answers index.html, revalidated on each visit
 * (the client routes, and shows its 404).
 */
export function spa(distDir: string): Router {
  const router = Router();
  const dist = resolve(distDir);
  const index = join(dist, 'index.html');
  // API and socket requests never touch the file system.
  router.use((req: Request, _res: Response, next: NextFunction) => (NOT_SPA.test(req.path) ? next('router') : next()));
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    void resolveFile(dist, req.path)
      .then((file) => {
        if (file) return sendPrecompressed(req, res, next, file, ASSETS.test(req.path) ? IMMUTABLE : file === index ? REVALIDATE : SHORT);
        if (ASSETS.test(req.path)) {
          res.status(404).type('text/plain').send('Not Found');
          return undefined;
        }
        next();
        return undefined;
      })
      .catch(next);
    return undefined;
  });
  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The frontend is not built yet: run `npm run build`.');
      return;
    }
    sendPrecompressed(req, res, next, index, REVALIDATE).catch(next);
  });
  return router;
}
