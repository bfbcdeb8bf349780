import express, { NextFunction, Request, Response, Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const NOT_SPA = /^\/(api|socket\.io)(\/|$)/;

/** Serves the built frontend; every other GET outside /api answers index.html (the client routes, and shows its 404). */
export function spa(dist: string): Router {
  const router = Router();
  const index = join(dist, 'index.html');
  router.use(
    '/assets',
    express.static(join(dist, 'assets'), { index: false, immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(express.static(dist, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    if (NOT_SPA.test(req.path)) return next();
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The frontend is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
