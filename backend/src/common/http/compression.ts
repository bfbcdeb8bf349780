import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** API answers smaller than this are sent as they are (compressing them saves little and costs CPU). */
export const API_COMPRESSION_THRESHOLD = 1024;

/**
 * API answers through `@fastify/compress`: a route's answer of API_COMPRESSION_THRESHOLD bytes and
 * more, of a compressible type (JSON, text; never an event stream), is compressed as br (quality 4)
 * or gzip by Accept-Encoding, with `Vary: Accept-Encoding`. Only routes are compressed (the UI's
 * files are pre-compressed at build time and answered before any route; socket.io never reaches
 * Fastify's routes); a partial answer (206, Content-Range) or one already encoded is left alone.
 * Request bodies are never decompressed: a compressed body is refused like any other non-JSON body.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: API_COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
  });
}

/** A handler with nothing to answer (null) answers an empty body, never the JSON text `null` (an onSend step). */
export function emptyForNull(reply: { removeHeader(name: string): unknown }, payload: unknown): unknown {
  if (payload !== 'null') return payload;
  reply.removeHeader('content-type');
  return '';
}
