import { CallHandler, ExecutionContext, HttpException, Inject, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import busboy from 'busboy';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Observable } from 'rxjs';
import { AUDIO_EXTENSION, detectAudioType, SNIFF_BYTES } from '../../common/media/audio-sniff';
import { MEDIA_STORAGE, MediaStorage } from '../../common/media/media-storage';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { fileTooLarge, SleepStoriesErrors } from './sleepstories.errors';
import { SleepStoriesService } from './sleepstories.service';

/** The stored upload, as `@UploadedFile()` hands it to the route. */
export interface UploadedAudio {
  key: string;
  contentType: NonNullable<ReturnType<typeof detectAudioType>>;
  size: number;
}

/**
 * Reads the first `n` bytes of a stream (fewer if it ends first) and puts them back, so the rest
 * of the pipeline still reads the whole file.
 */
export function peek(stream: Readable, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (stream.destroyed) return reject(stream.errored ?? new Error('The stream was closed'));
    const chunks: Buffer[] = [];
    let length = 0;
    const done = (head: Buffer) => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onError);
      resolve(head);
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while ((chunk = stream.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= n) {
          const all = Buffer.concat(chunks);
          stream.unshift(all);
          return done(all.subarray(0, n));
        }
      }
    };
    const onEnd = () => {
      const all = Buffer.concat(chunks);
      if (all.length > 0) stream.unshift(all);
      done(all);
    };
    const onError = (err: Error) => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      reject(err);
    };
    stream.on('readable', onReadable);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}

/**
 * Streams the upload straight into the MediaStorage (no buffering in memory, no temporary copy):
 * it first checks that the story exists and that the first bytes are audio, then writes under a
 * fresh server-made key.
 */
export class AudioStorageEngine {
  constructor(
    private readonly media: MediaStorage,
    private readonly stories: SleepStoriesService,
  ) {}

  async store(id: string, stream: Readable): Promise<UploadedAudio> {
    if (!(await this.stories.exists(id))) throw SleepStoriesErrors.storyNotFound();
    const head = await peek(stream, SNIFF_BYTES);
    if (head.length === 0) throw SleepStoriesErrors.emptyFile();
    const contentType = detectAudioType(head);
    if (!contentType) throw SleepStoriesErrors.notAudio();
    const key = `sleepstories/${randomUUID()}.${AUDIO_EXTENSION[contentType]}`;
    const { size } = await this.media.put(key, stream);
    return { key, contentType, size };
  }

  remove(file: UploadedAudio): Promise<void> {
    return this.media.delete(file.key);
  }
}

const isMultipart = (request: FastifyRequest) => /^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '');

/**
 * Reads the multipart body of the upload routes with busboy: one part, the file in the field
 * `file`, of at most MEDIA_MAX_UPLOAD_MB; anything else (another field, a second part, a broken
 * body) is a 400 in our words, and a file already stored for a refused request is removed. The
 * stored file goes to the route as `@UploadedFile()`; a request that is not multipart gets none.
 */
export function AudioUploadInterceptor(): Type<unknown> {
  @Injectable()
  class Interceptor implements NestInterceptor {
    private readonly engine: AudioStorageEngine;
    private readonly maxMb: number;

    constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(MEDIA_STORAGE) media: MediaStorage, stories: SleepStoriesService) {
      this.engine = new AudioStorageEngine(media, stories);
      this.maxMb = config.mediaMaxUploadMb;
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<FastifyRequest & { file?: UploadedAudio }>();
      if (isMultipart(request)) request.file = await this.receive(request);
      return next.handle();
    }

    private receive(request: FastifyRequest): Promise<UploadedAudio | undefined> {
      const unreadable = () => SleepStoriesErrors.unreadableUpload();
      return new Promise((resolve, reject) => {
        let parser: busboy.Busboy;
        try {
          parser = busboy({
            headers: request.headers,
            // One file, no fields: a second part of either kind trips filesLimit or fieldsLimit.
            limits: { fileSize: this.maxMb * 1024 * 1024, files: 1, fields: 0, fieldNameSize: 100, headerPairs: 20 },
          });
        } catch {
          return reject(unreadable());
        }
        let stored: Promise<UploadedAudio> | undefined;
        let file: Readable | undefined;
        let failure: Error | undefined;
        const fail = (err: Error) => (failure ??= err);
        parser.on('file', (name, stream) => {
          if (name !== 'file' || stored) {
            fail(unreadable());
            stream.resume();
            return;
          }
          file = stream;
          stream.once('limit', () => fail(fileTooLarge(this.maxMb)));
          // A broken body destroys the file stream, perhaps before the engine reads it: listened to at once.
          const broken = new Promise<never>((_resolve, rejectBroken) => stream.once('error', rejectBroken));
          const id = String((request.params as { id?: string }).id ?? '');
          stored = Promise.race([this.engine.store(id, stream), broken]).catch((err: unknown) => {
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
            if (failure && file) await this.engine.remove(file);
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
        // A client that drops the connection mid-body ends no part: the file stream is destroyed, so
        // the storage's pipeline settles and removes its partial file (and closes its descriptor).
        request.raw.once('close', () => {
          if (request.raw.complete) return;
          fail(unreadable());
          file?.destroy(unreadable());
          void settle();
        });
        request.raw.pipe(parser);
      });
    }
  }
  return mixin(Interceptor);
}
