import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { IMMUTABLE, resolveFile, REVALIDATE, sendBuiltFile, SHORT } from '../static/static-files';
import { errorBody } from '../errors/http-exception.filter';

const NOT_SPA = /^\/(api|socket\.io)(\/|\?|$)/;
const ASSETS = /^\/assets(\/|$)/;
/**
 * Paths monitors and scanners try (Kubernetes-style probes, Prometheus, status pages): a 404 in the
 * error shape, so a probe pointed at the wrong path fails instead of reading the UI as healthy.
 */
export const OPS_PATHS = /^\/(healthz|readyz|livez|health|healthcheck|ready|live|ping|status|metrics|server-status|actuator)(\/|\?|\.|$)/i;

/**
 * Serves the built frontend (an onRequest hook), pre-compressed (br/gzip by Accept-Encoding, see
 * static/static-files.ts): hashed files under /assets/ cached for a year (a missing one is a 404,
 * never the page), other files for an hour, and every other GET outside /api answers index.html,
 * revalidated on each visit (the client routes, and shows its 404), except the well-known probe
 * paths of OPS_PATHS (a JSON 404). API and socket requests never
 * touch the file system; they go on to their routes.
 */
export function spa(distDir: string) {
  const dist = resolve(distDir);
  const index = join(dist, 'index.html');
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || NOT_SPA.test(request.url)) return undefined;
    if (OPS_PATHS.test(request.url)) return reply.status(404).send(errorBody(404, `Cannot GET ${request.url.split('?')[0]}`));
    const path = request.url.split('?')[0];
    const file = await resolveFile(dist, path);
    if (file) {
      await sendBuiltFile(reply, dist, file, ASSETS.test(path) ? IMMUTABLE : file === index ? REVALIDATE : SHORT);
      return reply;
    }
    if (ASSETS.test(path)) return reply.status(404).type('text/plain').send('Not Found');
    if (!existsSync(index)) return reply.status(503).type('text/plain').send('The frontend is not built yet: run `npm run build`.');
    await sendBuiltFile(reply, dist, index, REVALIDATE);
    return reply;
  };
}
