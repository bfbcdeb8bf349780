import { SLEEP_STORY_AUDIO_TYPES, type SleepStoryAudioType } from '@pfe/contracts/sleepstories';
import { CallHandler, createParamDecorator, ExecutionContext, Inject, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Observable } from 'rxjs';
import { AUDIO_EXTENSION, detectAudioType, SNIFF_BYTES } from '../../common/media/audio-sniff';
import { MEDIA_STORAGE, MediaStorage } from '../../common/media/media-storage';
import { receiveSingleFile } from '../../common/media/multipart-file';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { fileTooLarge, SleepStoriesErrors } from './sleepstories.errors';
import { SleepStoriesStoriesService } from './sleepstories-stories.service';

/** The stored upload, as `@UploadedAudioFile()` hands it to the route. */
export interface UploadedAudio {
  key: string;
  contentType: SleepStoryAudioType;
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
    // The types SleepStories stores (its manifest entry's upload slot) among those the platform recognises.
    const detected = detectAudioType(head);
    const contentType = SLEEP_STORY_AUDIO_TYPES.find((type) => type === detected);
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
 * Reads the audio upload's multipart body with the shared reader (common/media/multipart-file.ts,
 * over `@fastify/multipart`): one part, the file in the field `file`, of at most MEDIA_MAX_UPLOAD_MB
 * (413 `sleepstories.fileTooLarge` above); anything else (another field, a second part, a broken or
 * cut-off body) is a 400 `sleepstories.unreadableUpload`, and a file already stored for a refused
 * request is removed. The body is always read to its end (or until the client goes away) before the
 * answer. The stored file goes to the route as `@UploadedAudioFile()`; a request that is not
 * multipart gets none.
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
      const id = String((request.params as { id?: string }).id ?? '');
      request[UPLOADED] = await receiveSingleFile(request, {
        maxBytes: this.maxMb * 1024 * 1024,
        tooLarge: () => fileTooLarge(this.maxMb),
        unreadable: SleepStoriesErrors.unreadableUpload,
        store: (stream) => this.engine.store(id, stream),
        remove: (file) => this.engine.remove(file),
      });
      return next.handle();
    }
  }
  return mixin(Interceptor);
}
