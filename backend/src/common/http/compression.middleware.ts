import compression from 'compression';
import type { RequestHandler } from 'express';

/** API answers smaller than this are sent as they are (compressing them saves little and costs CPU). */
export const API_COMPRESSION_THRESHOLD = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Compresses the API's JSON answers of API_COMPRESSION_THRESHOLD bytes and more (br at quality 4,
 * or gzip, by Accept-Encoding; `compression` adds `Vary: Accept-Encoding`). JSON only: never an
 * event stream (it would be held back in the compressor's buffer), never a file. Mounted on /api;
 * socket.io's requests never reach Express and the UI's files are pre-compressed at build time.
 */
export function compressApi(): RequestHandler {
  return compression({
    threshold: API_COMPRESSION_THRESHOLD,
    filter: (_req, res) => JSON_TYPE.test(String(res.getHeader('Content-Type') ?? '')),
  });
}
