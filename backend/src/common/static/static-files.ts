import type { FastifyReply } from 'fastify';
import { stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * The built UI's files, sent as the build left them by `@fastify/static` (registered in app.factory.ts
 * with `preCompressed`): `frontend/vite.config.ts` writes a `.br` and a `.gz` beside every text file,
 * and a request gets the best one its `Accept-Encoding` takes (br, then gzip, then the file itself).
 * Nothing is compressed per request. What stays ours: which file a URL names (below) and how long
 * it may be cached.
 */

/** Hashed build output: its name changes with its content, so it can be kept for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else at the top level (favicon.svg): an hour. */
export const SHORT = 'public, max-age=3600';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The file under `root` that a URL path names, or undefined when it names none we serve: not
 * decodable, a NUL byte, a dot segment (`..`, `.vite/`, dotfiles), or not a regular file.
 */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter(Boolean);
  if (segments.length === 0 || decoded.includes('\0') || decoded.includes('\\') || segments.some((s) => s.startsWith('.'))) {
    return undefined;
  }
  const file = join(root, ...segments);
  if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  return (await isFile(file)) ? file : undefined;
}

/**
 * Sends `file` (under `root`) with `reply.sendFile` of `@fastify/static`: the best pre-compressed
 * variant the request accepts, its own Content-Type, `Vary: Accept-Encoding`, ETag/Last-Modified,
 * 304s, HEAD and ranges, plus the given Cache-Control. The headers already on the reply (the
 * security headers) go out with it. Resolves once the answer is complete, so that an onRequest hook
 * that awaits it ends the request there.
 */
export function sendBuiltFile(reply: FastifyReply, root: string, file: string, cacheControl: string): Promise<void> {
  return new Promise<void>((resolve) => {
    reply.raw.once('finish', resolve);
    reply.raw.once('close', resolve);
    reply.header('cache-control', cacheControl);
    reply.sendFile(`/${relative(root, file).split(sep).join('/')}`, root);
  });
}
