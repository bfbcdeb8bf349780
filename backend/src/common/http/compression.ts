import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { acceptedEncodings } from '../static/static-files';

/** API answers smaller than this are sent as they are (compressing them saves little and costs CPU). */
export const API_COMPRESSION_THRESHOLD = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * onSend for API answers: an empty body for a handler's null; JSON of API_COMPRESSION_THRESHOLD bytes and more is compressed (br at
 * quality 4, or gzip, by Accept-Encoding) and every JSON answer says `Vary: Accept-Encoding`.
 * JSON only: never an event stream or a file (those are streams, left as they are). socket.io's
 * requests never reach the API, and the UI's files are pre-compressed at build time.
 */
export async function compressJson(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  // A handler with nothing to answer (null) answers an empty body, never the JSON text `null`.
  if (payload === 'null') {
    reply.removeHeader('content-type');
    return '';
  }
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (!JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  reply.header('vary', 'Accept-Encoding');
  if (Buffer.byteLength(payload) < API_COMPRESSION_THRESHOLD || reply.getHeader('content-encoding') || request.method === 'HEAD') return payload;
  const encoding = acceptedEncodings(request.headers['accept-encoding'])[0];
  if (encoding === 'identity') return payload;
  const compressed = encoding === 'br' ? await brotli(payload, BROTLI_OPTIONS) : await gzipAsync(payload);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
}
