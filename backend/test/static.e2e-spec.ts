import { Controller, Get, Module, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Access, AccessLevel } from '../src/common/access/access.decorator';
import { API_COMPRESSION_THRESHOLD } from '../src/common/http/compression';
import { listen } from './support/chat';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Transfer size (issue 9, item 12): the UI's files are sent pre-compressed by Accept-Encoding with
 * long-lived caching for hashed files, and the API compresses JSON above a threshold, never an event
 * stream. The UI here is a small fake build in a temporary folder (FRONTEND_DIST).
 */

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const STYLE = `body { margin: 0; }\n${'.c { color: red; }\n'.repeat(100)}`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
/** index.html as served: QUICK_EXIT_URL and SUPPORT_CHAT_URL (set below) in a meta element, escaped. */
const RENDERED_INDEX = INDEX.replace(
  '</head>',
  `<meta name="pfe-runtime-config" content="{&quot;quickExitUrl&quot;:&quot;https://exit.example/?a=1&amp;b=&lt;2&gt;&quot;,&quot;supportChatUrl&quot;:&quot;https://support.example/chat&quot;}"></head>`,
);

/** A build in `<temp>/dist`, with a file beside it that must never be reachable. */
function fakeDist(): string {
  const parent = mkdtempSync(join(tmpdir(), 'pfe-dist-'));
  writeFileSync(join(parent, 'outside.txt'), 'secret outside the build');
  const dist = join(parent, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  const withVariants = (file: string, body: string, variants: Array<'br' | 'gz'>) => {
    writeFileSync(join(dist, file), body);
    if (variants.includes('br')) writeFileSync(join(dist, `${file}.br`), brotliCompressSync(body));
    if (variants.includes('gz')) writeFileSync(join(dist, `${file}.gz`), gzipSync(body));
  };
  withVariants('index.html', INDEX, ['br', 'gz']);
  withVariants('assets/app-Ab12Cd34.js', SCRIPT, ['br', 'gz']);
  withVariants('assets/style-Ef56Gh78.css', STYLE, ['gz']); // as if brotli had not paid off
  withVariants('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', []);
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"secret":"not served"}');
  return dist;
}

/** Answers made by the test only: JSON of any size, a large text answer and an event stream. */
@Controller('transfer-probe')
class TransferProbeController {
  @Get('large')
  @Access(AccessLevel.Public)
  large() {
    return { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `item ${i}` })) };
  }

  @Get('small')
  @Access(AccessLevel.Public)
  small() {
    return { ok: true };
  }

  @Get('text')
  @Access(AccessLevel.Public)
  text(@Res() res: FastifyReply) {
    res.type('text/plain').send('plain text '.repeat(500));
  }

  @Get('events')
  @Access(AccessLevel.Public)
  events(@Res() res: FastifyReply) {
    res.hijack();
    res.raw.setHeader('Content-Type', 'text/event-stream');
    res.raw.write(`data: ${'x'.repeat(4000)}\n\n`);
    res.raw.end();
  }
}

@Module({ controllers: [TransferProbeController] })
class TransferProbeModule {}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent on the wire (not decompressed). */
  body: Buffer;
}

describe('Transfer size: pre-compressed UI files and compressed API answers (e2e)', () => {
  let t: TestApp;
  let base: string;
  let dist: string;

  /** A request with exactly the headers given (no client that decompresses by itself). */
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<RawResponse>((resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });

  const decoded = (res: RawResponse): string => {
    switch (res.headers['content-encoding']) {
      case 'br':
        return brotliDecompressSync(res.body).toString();
      case 'gzip':
        return gunzipSync(res.body).toString();
      default:
        return res.body.toString();
    }
  };

  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp({ FRONTEND_DIST: dist, QUICK_EXIT_URL: 'https://exit.example/?a=1&b=<2>', SUPPORT_CHAT_URL: 'https://support.example/chat' }, [TransferProbeModule]);
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(join(dist, '..'), { recursive: true, force: true });
  });

  describe('the UI files', () => {
    it('sends br when the browser takes it, gzip when it takes only that, the file itself otherwise', async () => {
      const br = await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-length']).toBe(String(br.body.length));
      expect(br.body.length).toBeLessThan(SCRIPT.length / 5);
      expect(decoded(br)).toBe(SCRIPT);

      const gzip = await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'gzip, deflate' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzip)).toBe(SCRIPT);

      for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
        const plain = await get('/assets/app-Ab12Cd34.js', accept ? { 'Accept-Encoding': accept } : {});
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.toString()).toBe(SCRIPT);
      }
    });

    it('follows q-values, and falls back to gzip (or the file) when the build wrote no br', async () => {
      expect((await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'br;q=0.5, gzip' })).headers['content-encoding']).toBe('gzip');
      expect((await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'br;q=0, *' })).headers['content-encoding']).toBe('gzip');
      // A bare `*` (no browser sends it) takes any encoding: @fastify/static reads it as gzip.
      expect((await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': '*' })).headers['content-encoding']).toBe('gzip');
      const css = await get('/assets/style-Ef56Gh78.css', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(css.headers['content-encoding']).toBe('gzip');
      expect(decoded(css)).toBe(STYLE);
      expect((await get('/assets/style-Ef56Gh78.css', { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    });

    it("keeps the file's own Content-Type, says it varies by Accept-Encoding, and caches hashed files for a year", async () => {
      for (const accept of ['br', 'gzip', 'identity']) {
        const res = await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': accept });
        expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
        expect(res.headers.vary).toMatch(/Accept-Encoding/i);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      const css = await get('/assets/style-Ef56Gh78.css', { 'Accept-Encoding': 'gzip' });
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const icon = await get('/favicon.svg', { 'Accept-Encoding': 'br, gzip' });
      expect(icon.headers['content-type']).toBe('image/svg+xml');
      expect(icon.headers['content-encoding']).toBeUndefined();
      expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('answers a revalidation of the same variant with a 304, and a HEAD without a body', async () => {
      const first = await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'br' });
      expect(first.headers.etag).toBeDefined();
      const again = await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! });
      expect(again.status).toBe(304);
      const gzip = await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers.etag).not.toBe(first.headers.etag);
      const head = await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.body.length).toBe(0);
    });

    it('answers index.html, compressed and never stored (no back-forward cache with data), for / and the client routes, with the CSP', async () => {
      for (const path of ['/', '/payments', '/apps/supportmatch/partnership', '/index.html']) {
        const res = await get(path, { 'Accept-Encoding': 'gzip, br' });
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers.vary).toMatch(/Accept-Encoding/i);
        expect(res.headers['content-security-policy']).toContain("script-src 'self'");
        expect(res.headers['content-security-policy']).toMatch(/img-src 'self' data:;/);
        expect(decoded(res)).toBe(RENDERED_INDEX);
      }
      const plain = await get('/payments', { 'Accept-Encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toContain('name="pfe-runtime-config"');
      const head = await get('/', { 'Accept-Encoding': 'gzip' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
    });

    it('answers a missing hashed file with a 404, not the page; never serves dot folders or files outside the build', async () => {
      const missing = await get('/assets/app-00000000.js', { 'Accept-Encoding': 'br' });
      expect(missing.status).toBe(404);
      expect(missing.headers['content-type']).toMatch(/^text\/plain/);
      const outside = ['/../outside.txt', '/%2e%2e/outside.txt', '/assets/../../outside.txt', '/assets/..%2f..%2foutside.txt', '/assets/%2e%2e/%2e%2e/outside.txt'];
      for (const path of ['/.vite/manifest.json', ...outside]) {
        const res = await get(path, { 'Accept-Encoding': 'identity' });
        expect(res.status === 200 || res.status === 404).toBe(true);
        expect(res.body.toString()).not.toContain('secret');
      }
      expect(decoded(await get('/.vite/manifest.json'))).toBe(RENDERED_INDEX);
    });

    it('leaves /api to the API: an unknown path is still a JSON 404', async () => {
      const res = await get('/api/does-not-exist', { 'Accept-Encoding': 'br, gzip' });
      expect(res.status).toBe(404);
      expect(JSON.parse(decoded(res))).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect((await get('/api', { 'Accept-Encoding': 'br' })).headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe('API answers', () => {
    it(`compresses JSON of ${API_COMPRESSION_THRESHOLD} bytes and more (br, else gzip) and says it varies`, async () => {
      const plain = await get('/api/transfer-probe/large', { 'Accept-Encoding': 'identity' });
      expect(plain.body.length).toBeGreaterThan(API_COMPRESSION_THRESHOLD);
      expect(plain.headers['content-encoding']).toBeUndefined();

      const br = await get('/api/transfer-probe/large', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(decoded(br))).toEqual(JSON.parse(plain.body.toString()));

      const gzip = await get('/api/transfer-probe/large', { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(gzip))).toEqual(JSON.parse(plain.body.toString()));
    });

    it('sends small JSON and event streams as they are, and compresses large text like JSON', async () => {
      const small = await get('/api/transfer-probe/small', { 'Accept-Encoding': 'br, gzip' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
      const health = await get('/api/health', { 'Accept-Encoding': 'br, gzip' });
      expect(health.headers['content-encoding']).toBeUndefined();

      const text = await get('/api/transfer-probe/text', { 'Accept-Encoding': 'br, gzip' });
      expect(text.headers['content-encoding']).toBe('br');
      expect(decoded(text)).toBe('plain text '.repeat(500));
      expect((await get('/api/transfer-probe/text', { 'Accept-Encoding': 'identity' })).headers['content-encoding']).toBeUndefined();

      const events = await get('/api/transfer-probe/events', { 'Accept-Encoding': 'br, gzip', Accept: 'text/event-stream' });
      expect(events.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(events.headers['content-encoding']).toBeUndefined();
      expect(events.body.toString()).toBe(`data: ${'x'.repeat(4000)}\n\n`);
    });

    it("leaves socket.io's requests alone (its handshake is neither the page nor compressed by us)", async () => {
      const res = await get('/socket.io/?EIO=4&transport=polling', { 'Accept-Encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toMatch(/^0\{"sid":/);
    });
  });
});
