import { HttpException } from '@nestjs/common';
import busboy from 'busboy';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';

/** What a route's upload may be, and how to refuse one in the feature's words. */
export interface SingleFileOptions<T> {
  /** The largest file, in bytes; a larger one is refused with `tooLarge()`. */
  maxBytes: number;
  tooLarge: () => HttpException;
  /** A body that is not one file in the field `file` (another field, a second part, broken). */
  unreadable: () => HttpException;
  /** Takes the file's stream (the only reader); what it answers goes to the route. */
  store: (stream: Readable) => Promise<T>;
  /** Undoes `store` for a request refused after it stored (e.g. a second part arrived). */
  remove?: (stored: T) => Promise<void>;
}

/** The request is a multipart upload (anything else carries no file). */
export const isMultipart = (request: FastifyRequest) => /^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '');

/**
 * Reads a multipart/form-data body holding one part: the file in the field `file`, of at most
 * `maxBytes`. Anything else (another field, a second part, a broken body) is refused in the
 * feature's words, and a file already stored for a refused request is removed.
 */
export function receiveSingleFile<T>(request: FastifyRequest, options: SingleFileOptions<T>): Promise<T | undefined> {
  const { unreadable } = options;
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        // One file, no fields: a second part of either kind trips filesLimit or fieldsLimit.
        limits: { fileSize: options.maxBytes, files: 1, fields: 0, fieldNameSize: 100, headerPairs: 20 },
      });
    } catch {
      return reject(unreadable());
    }
    let stored: Promise<T> | undefined;
    let failure: Error | undefined;
    const fail = (err: Error) => (failure ??= err);
    parser.on('file', (name, stream) => {
      if (name !== 'file' || stored) {
        fail(unreadable());
        stream.resume();
        return;
      }
      stream.once('limit', () => fail(options.tooLarge()));
      // A broken body destroys the file stream, perhaps before `store` reads it: listened to at once.
      const broken = new Promise<never>((_resolve, rejectBroken) => stream.once('error', rejectBroken));
      stored = Promise.race([options.store(stream), broken]).catch((err: unknown) => {
        stream.resume();
        throw err instanceof HttpException ? err : unreadable();
      });
      stored.catch(() => undefined);
    });
    parser.on('field', () => fail(unreadable()));
    for (const limit of ['filesLimit', 'fieldsLimit'] as const) parser.on(limit, () => fail(unreadable()));
    let settled = false;
    const settle = async () => {
      if (settled) return;
      settled = true;
      try {
        const file = await stored;
        if (failure && file !== undefined && options.remove) await options.remove(file);
        if (failure) reject(failure);
        else resolve(file);
      } catch (err) {
        reject(failure ?? err);
      }
    };
    parser.on('error', () => {
      fail(unreadable());
      void settle();
    });
    parser.on('close', () => void settle());
    request.raw.pipe(parser);
  });
}

/** The whole stream in memory, for files small enough to be processed at once (images). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
