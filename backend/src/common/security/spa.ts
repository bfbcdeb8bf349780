import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RuntimeSettings } from '../../config/app-config';
import { errorBody } from '../errors/http-exception.filter';
import { IMMUTABLE, resolveFile, sendBuiltFile, SHORT } from '../static/static-files';

const NOT_SPA = /^\/(api|socket\.io)(\/|\?|$)/;
const ASSETS = /^\/assets(\/|$)/;
/**
 * Paths monitors and scanners try (Kubernetes-style probes, Prometheus, status pages): a 404 in the
 * error shape, so a probe pointed at the wrong path fails instead of reading the UI as healthy.
 */
export const OPS_PATHS = /^\/(healthz|readyz|livez|health|healthcheck|ready|live|ping|status|metrics|server-status|actuator)(\/|\?|\.|$)/i;

/**
 * The page is never kept by the browser: not in its cache, not in the back-forward cache with a
 * member's data on it (a quick exit followed by Back must not bring the app back).
 */
export const PAGE_CACHE_CONTROL = 'no-store';

/** The meta element the page reads its run-time settings from (frontend/src/config.ts). */
export const RUNTIME_META = 'pfe-runtime-config';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with the run-time settings as a meta element at the end of <head> (no script: the CSP
 * stays strict); the plain Quick exit link shown before the app's JavaScript arrives
 * (`data-boot-quick-exit`) leads to QUICK_EXIT_URL too.
 */
export function renderIndex(html: string, settings: RuntimeSettings): string {
  const meta = `<meta name="${RUNTIME_META}" content="${escapeAttribute(JSON.stringify(settings))}">`;
  const at = html.search(/<\/head>/i);
  const page = at === -1 ? html : `${html.slice(0, at)}${meta}${html.slice(at)}`;
  const exit = settings.quickExitUrl;
  return exit ? page.replace(/(<a\b[^>]*\bdata-boot-quick-exit\b[^>]*\bhref=")[^"]*(")/i, (_m, before: string, after: string) => `${before}${escapeAttribute(exit)}${after}`) : page;
}

interface RenderedIndex {
  mtimeMs: number;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The page's encoding: br, else gzip, when Accept-Encoding allows it (q > 0, directly or by `*`). */
function pageEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) weights.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  for (const encoding of ['br', 'gzip'] as const) if ((weights.get(encoding) ?? weights.get('*') ?? 0) > 0) return encoding;
  return 'identity';
}

/**
 * Serves the built frontend (an onRequest hook): hashed files under /assets/ cached for a year (a
 * missing one is a 404, never the page), other files for an hour, both pre-compressed through
 * @fastify/static; every other GET outside /api answers index.html with the run-time settings in it,
 * never stored (PAGE_CACHE_CONTROL), rendered and compressed once per build; the well-known probe
 * paths of OPS_PATHS get a JSON 404. API and socket requests never touch the file system.
 */
export function spa(distDir: string, settings: RuntimeSettings = {}) {
  const dist = resolve(distDir);
  const index = join(dist, 'index.html');
  let rendered: RenderedIndex | undefined;

  const renderedIndex = async (): Promise<RenderedIndex> => {
    const { mtimeMs } = await stat(index);
    if (rendered?.mtimeMs !== mtimeMs) {
      const identity = Buffer.from(renderIndex(await readFile(index, 'utf8'), settings));
      rendered = { mtimeMs, identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
    }
    return rendered;
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (!existsSync(index)) return reply.status(503).type('text/plain').send('The frontend is not built yet: run `npm run build`.');
    const page = await renderedIndex();
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Vary', 'Accept-Encoding').header('Cache-Control', PAGE_CACHE_CONTROL);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
    return reply.header('Content-Length', String(body.length)).send(request.method === 'HEAD' ? undefined : body);
  };

  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || NOT_SPA.test(request.url)) return undefined;
    if (OPS_PATHS.test(request.url)) return reply.status(404).send(errorBody(404, `Cannot GET ${request.url.split('?')[0]}`));
    const path = request.url.split('?')[0];
    const file = await resolveFile(dist, path);
    if (file === index) return sendIndex(request, reply);
    if (file) {
      await sendBuiltFile(reply, dist, file, ASSETS.test(path) ? IMMUTABLE : SHORT);
      return reply;
    }
    if (ASSETS.test(path)) return reply.status(404).type('text/plain').send('Not Found');
    return sendIndex(request, reply);
  };
}
