import type { MultipartFile } from '@fastify/multipart';
import { HttpException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';

/** What a route's upload may be, and how to refuse one in the feature's words. */
export interface SingleFileOptions<T> {
  /**
   * The largest file, in bytes; a larger one is refused with `tooLarge()`. The route's own limit:
   * it replaces the plugin's global `fileSize` (common/http/multipart.ts) for this request.
   */
  maxBytes: number;
  tooLarge: () => HttpException;
  /** A body that is not one file in the field `file` (another field, a second part, broken, cut off). */
  unreadable: () => HttpException;
  /** Takes the file's stream (the only reader); what it answers goes to the route. */
  store: (stream: Readable) => Promise<T>;
  /** Undoes `store` for a request refused after it stored (e.g. a second part arrived). */
  remove?: (stored: T) => Promise<void>;
}

/**
 * The longest file name a part may declare (a file system's limit). The parser cuts a part header
 * longer than 80 KB short instead of refusing it, so a giant name must be refused here.
 */
export const MAX_FILE_NAME = 255;

/**
 * Reads a multipart/form-data body with `@fastify/multipart` (`request.parts()`, registered in
 * common/http/multipart.ts): one part, the file in the field `file`, of at most `maxBytes`, with a
 * name of at most MAX_FILE_NAME characters. Anything else (another field, a second part, a broken
 * or cut-off body) is `unreadable()`, too large a file `tooLarge()`, and a file already stored for
 * a refused request is removed. The body is read to its end (or until the client goes away) before
 * this settles, so the answer never races the upload. A request that is not multipart carries no
 * file: undefined.
 */
export async function receiveSingleFile<T>(request: FastifyRequest, options: SingleFileOptions<T>): Promise<T | undefined> {
  if (!request.isMultipart()) return undefined;
  let stored: T | undefined;
  let failure: HttpException | undefined;
  try {
    // One part, the file, no text field: the plugin's global limits. The size is the route's.
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes } })) {
      if (part.type !== 'file' || part.fieldname !== 'file' || part.filename.length > MAX_FILE_NAME || stored !== undefined || failure) {
        failure ??= options.unreadable();
        if (part.type === 'file') part.file.resume();
        continue;
      }
      const result = await storeOne(part, options);
      if (result instanceof HttpException) failure = result;
      else stored = result;
    }
  } catch {
    // A broken body, a second part or a field (the parser's limits), or a client gone mid-upload.
    failure ??= options.unreadable();
  }
  await drain(request);
  if (failure && stored !== undefined && options.remove) await options.remove(stored);
  if (failure) throw failure;
  return stored;
}

/** Stores the file part; answers the refusal (not thrown) so that the caller reads the rest. */
async function storeOne<T>(part: MultipartFile, options: SingleFileOptions<T>): Promise<T | HttpException> {
  let tooLarge = false;
  part.file.once('limit', () => (tooLarge = true));
  try {
    const file = await options.store(part.file);
    if (!tooLarge && !part.file.truncated) return file;
    await options.remove?.(file);
    return options.tooLarge();
  } catch (err) {
    part.file.resume();
    if (tooLarge) return options.tooLarge();
    return err instanceof HttpException ? err : options.unreadable();
  }
}

/**
 * Reads what is left of the body into nothing, until its end or the client's. After a refusal the
 * parser may have stopped early (a broken part) or hold a part nobody reads (a file after a text
 * field): it is no longer needed, so the body no longer goes through it.
 */
async function drain(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
  await finished(raw).catch(() => undefined);
}

/** The whole stream in memory, for files small enough to be processed at once (images). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
