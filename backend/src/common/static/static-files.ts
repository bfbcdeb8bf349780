import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentType } from 'mime-types';
import { stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import send from 'send';

/**
 * The built UI's files, sent as the build left them: `frontend/vite.config.ts` writes a `.br` and a
 * `.gz` beside every text file, and a request gets the best one its `Accept-Encoding` takes
 * (br, then gzip, then the file itself). Nothing is compressed per request.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

/** Hashed build output: its name changes with its content, so it can be kept for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else at the top level (favicon.svg): an hour. */
export const SHORT = 'public, max-age=3600';

const SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

/**
 * The encodings an `Accept-Encoding` header takes, best first: br and gzip by q-value (br first on a
 * tie, as it is smaller), then identity, which is always possible. `*` stands for any encoding not
 * named; `q=0` refuses one.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const q = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    if (!name) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const qOf = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const ranked = [
    { encoding: 'br' as const, q: qOf('br') },
    { encoding: 'gzip' as const, q: Math.max(qOf('gzip'), q.get('x-gzip') ?? 0) },
  ].filter((e) => e.q > 0);
  ranked.sort((a, b) => b.q - a.q); // stable: br stays first on a tie
  return [...ranked.map((e) => e.encoding), 'identity'];
}

/** The encoding to send when every variant exists. */
export function preferredEncoding(header: string | undefined): Encoding {
  return acceptedEncodings(header)[0];
}

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
 * Sends `file` in the best encoding the request accepts that the build wrote, with its own
 * Content-Type, `Vary: Accept-Encoding` and the given Cache-Control. ETag/Last-Modified (of the
 * variant sent), 304s, HEAD and ranges (of the plain file) are the `send` package's. The reply is
 * taken over (hijacked); the headers already on it (the security headers) go out with the file.
 */
export async function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string): Promise<void> {
  let encoding: Encoding = 'identity';
  for (const candidate of acceptedEncodings(request.headers['accept-encoding'])) {
    if (candidate === 'identity' || (await isFile(file + SUFFIX[candidate]))) {
      encoding = candidate;
      break;
    }
  }
  reply.hijack();
  const res = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
  res.setHeader('Content-Type', contentType(extname(file)) || 'application/octet-stream');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  const sent = encoding === 'identity' ? file : file + SUFFIX[encoding];
  await new Promise<void>((resolve) => {
    send(request.raw, sent, { cacheControl: false, dotfiles: 'allow', acceptRanges: encoding === 'identity' })
      .on('error', (err: Error & { status?: number }) => {
        if (!res.headersSent) {
          res.removeHeader('Content-Encoding');
          res.statusCode = err.status ?? 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end(res.statusCode === 404 ? 'Not Found' : 'Error');
        } else res.destroy();
        resolve();
      })
      .on('end', resolve)
      .pipe(res);
    res.once('close', resolve);
  });
}
