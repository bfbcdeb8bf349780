import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertMediaKey, ByteRange, MediaStorage } from './media-storage';

/**
 * Media as files under one directory (default `DATA_DIR/media`). A put streams into
 * `.incoming/` and is renamed into place once complete, so a reader never sees half a file and
 * an interrupted upload leaves nothing under its key.
 */
export class LocalMediaStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertMediaKey(key);
    return join(this.root, key);
  }

  async put(key: string, source: Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    const incoming = join(this.root, '.incoming', `${randomUUID()}.part`);
    await mkdir(dirname(incoming), { recursive: true });
    await mkdir(dirname(target), { recursive: true });
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(source, counter, createWriteStream(incoming, { mode: 0o600 }));
      await rename(incoming, target);
    } catch (err) {
      await rm(incoming, { force: true });
      throw err;
    }
    return { size };
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  read(key: string, range?: ByteRange): Readable {
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
