import type { Readable } from 'node:stream';

/** The token to inject the platform's MediaStorage with. */
export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

/** A byte range, both ends inclusive (as in HTTP's Content-Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded media (SleepStories audio) lives. The default keeps files under
 * `DATA_DIR/media` (LocalMediaStorage); an S3-compatible store implements the same four calls
 * (PutObject with a streamed body, HeadObject, GetObject with `Range`, DeleteObject).
 *
 * Keys are chosen by the server (`<area>/<uuid>.<ext>`), never by a client.
 */
export interface MediaStorage {
  /** Stores the stream under `key`, whole or not at all; answers the bytes written. */
  put(key: string, source: Readable): Promise<{ size: number }>;
  /** The object's size, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** The object's bytes, or one range of them. */
  read(key: string, range?: ByteRange): Readable;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** Refuses any key the server would not have made (so no key can climb out of the store). */
export function assertMediaKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not a media key: ${JSON.stringify(key).slice(0, 80)}`);
}
