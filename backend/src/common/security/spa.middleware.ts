import express, { NextFunction, Request, Response, Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const NOT_SPA = /^\/(api|socket\.io)(\/|$)/;

/** Serves the built frontend; every other GET outside /api answers index.html (the client routes, and shows its 404). */
export function spa(dist: string): Router {
  const router = Router();
  const index = join(dist, 'index.html');
  // API and socket requests never touch the file system.
  router.use((req: Request, _res: Response, next: NextFunction) => (NOT_SPA.test(req.path) ? next('router') : next()));
  router.use(
    '/assets',
    express.static(join(dist, 'assets'), { index: false, immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(express.static(dist, { index: false, maxAge: '1h' }));
  router.get(/.*/, (_req: Request, res: Response) => {
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The frontend is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
