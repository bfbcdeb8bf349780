import type { MultipartFile } from '@fastify/multipart';
import { CallHandler, createParamDecorator, ExecutionContext, HttpException, Inject, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Observable } from 'rxjs';
import { AUDIO_EXTENSION, detectAudioType, SNIFF_BYTES } from '../../common/media/audio-sniff';
import { MEDIA_STORAGE, MediaStorage } from '../../common/media/media-storage';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { fileTooLarge, SleepStoriesErrors } from './sleepstories.errors';
import { SleepStoriesStoriesService } from './sleepstories-stories.service';

/** The stored upload, as `@UploadedAudioFile()` hands it to the route. */
export interface UploadedAudio {
  key: string;
  contentType: NonNullable<ReturnType<typeof detectAudioType>>;
  size: number;
}

/** Where the interceptor leaves the stored upload on the request (`request.file` is the plugin's reader). */
const UPLOADED = Symbol('uploadedAudio');
type UploadRequest = FastifyRequest & { [UPLOADED]?: UploadedAudio };

/** The route parameter: the file AudioUploadInterceptor stored, or undefined when none was sent. */
export const UploadedAudioFile = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedAudio | undefined => context.switchToHttp().getRequest<UploadRequest>()[UPLOADED],
);

/**
 * Reads the first `n` bytes of a stream (fewer if it ends first) and puts them back, so the rest
 * of the pipeline still reads the whole file.
 */
export function peek(stream: Readable, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (stream.destroyed) return reject(stream.errored ?? new Error('The stream was closed'));
    const chunks: Buffer[] = [];
    let length = 0;
    const detach = () => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
    };
    const done = (head: Buffer) => {
      detach();
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
      detach();
      reject(err);
    };
    // Destroyed without an error (the request closed): neither 'end' nor 'error' will come.
    const onClose = () => {
      detach();
      reject(stream.errored ?? new Error('The stream was closed'));
    };
    stream.on('readable', onReadable);
    stream.once('end', onEnd);
    stream.once('error', onError);
    stream.once('close', onClose);
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
    private readonly stories: SleepStoriesStoriesService,
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

/**
 * The longest file name a part may declare (a file system's limit). The parser cuts a part header
 * longer than 80 KB short instead of refusing it, so a giant name must be refused here.
 */
const MAX_FILE_NAME = 255;

/**
 * Reads the multipart body of the upload routes with `@fastify/multipart` (see
 * common/http/multipart.ts): one part, the file in the field `file`, of at most MEDIA_MAX_UPLOAD_MB; anything
 * else (another field, a second part, a broken or cut-off body) is a 400 in our words, too large a
 * file a 413, and a file already stored for a refused request is removed. The body is always read
 * to its end (or until the client goes away) before the answer. The stored file goes to the route as
 * `@UploadedAudioFile()`; a request that is not multipart gets none.
 */
export function AudioUploadInterceptor(): Type<unknown> {
  @Injectable()
  class Interceptor implements NestInterceptor {
    private readonly engine: AudioStorageEngine;
    private readonly maxMb: number;

    constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(MEDIA_STORAGE) media: MediaStorage, stories: SleepStoriesStoriesService) {
      this.engine = new AudioStorageEngine(media, stories);
      this.maxMb = config.mediaMaxUploadMb;
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<UploadRequest>();
      if (request.isMultipart()) request[UPLOADED] = await this.receive(request);
      return next.handle();
    }

    private async receive(request: FastifyRequest): Promise<UploadedAudio | undefined> {
      const unreadable = () => SleepStoriesErrors.unreadableUpload();
      const id = String((request.params as { id?: string }).id ?? '');
      let stored: UploadedAudio | undefined;
      let failure: Error | undefined;
      try {
        // The limits (one part, the file, MEDIA_MAX_UPLOAD_MB) are common/http/multipart.ts's.
        for await (const part of request.parts()) {
          if (part.type !== 'file' || part.fieldname !== 'file' || part.filename.length > MAX_FILE_NAME || stored || failure) {
            failure ??= unreadable();
            if (part.type === 'file') part.file.resume();
            continue;
          }
          const result = await this.storeOne(id, part);
          if (result instanceof Error) failure = result;
          else stored = result;
        }
      } catch {
        // A broken body, a second part or a field (the parser's limits), or a client gone mid-upload.
        failure ??= unreadable();
      }
      if (failure && stored) await this.engine.remove(stored);
      if (failure) throw failure;
      return stored;
    }

    /** Stores the file part; answers the error (not thrown) so that the caller drains the rest. */
    private async storeOne(id: string, part: MultipartFile): Promise<UploadedAudio | Error> {
      let tooLarge = false;
      part.file.once('limit', () => (tooLarge = true));
      try {
        const file = await this.engine.store(id, part.file);
        if (!tooLarge && !part.file.truncated) return file;
        await this.engine.remove(file);
        return fileTooLarge(this.maxMb);
      } catch (err) {
        part.file.resume();
        if (tooLarge) return fileTooLarge(this.maxMb);
        return err instanceof HttpException ? err : SleepStoriesErrors.unreadableUpload();
      }
    }
  }
  return mixin(Interceptor);
}
