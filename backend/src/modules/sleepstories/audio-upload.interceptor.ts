import { CallHandler, ExecutionContext, HttpException, Inject, Injectable, mixin, PayloadTooLargeException, Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Observable } from 'rxjs';
import { AUDIO_EXTENSION, detectAudioType, SNIFF_BYTES } from '../../common/media/audio-sniff';
import { MEDIA_STORAGE, MediaStorage } from '../../common/media/media-storage';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { fileTooLarge, SleepStoriesErrors } from './sleepstories.errors';
import { SleepStoriesService } from './sleepstories.service';

/** The part of multer's file object we use (we do not depend on @types/multer). */
export interface UploadedAudio {
  fieldname: string;
  stream: Readable;
  /** Set by AudioStorageEngine. */
  key?: string;
  contentType?: NonNullable<ReturnType<typeof detectAudioType>>;
  size?: number;
}

type Callback = (error: Error | null, info?: Partial<UploadedAudio>) => void;
type UploadRequest = { params?: Record<string, string> };

/**
 * Reads the first `n` bytes of a stream (fewer if it ends first) and puts them back, so the rest
 * of the pipeline still reads the whole file.
 */
export function peek(stream: Readable, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
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
 * A multer storage engine that streams the upload straight into the MediaStorage (no buffering
 * in memory, no temporary copy): it first checks that the story exists and that the first bytes
 * are audio, then writes under a fresh server-made key.
 */
export class AudioStorageEngine {
  constructor(
    private readonly media: MediaStorage,
    private readonly stories: SleepStoriesService,
  ) {}

  _handleFile(req: UploadRequest, file: UploadedAudio, cb: Callback): void {
    this.store(req.params?.id ?? '', file.stream).then(
      (info) => cb(null, info),
      (err: Error) => {
        file.stream.resume();
        cb(err);
      },
    );
  }

  private async store(id: string, stream: Readable): Promise<Partial<UploadedAudio>> {
    if (!(await this.stories.exists(id))) throw SleepStoriesErrors.storyNotFound();
    const head = await peek(stream, SNIFF_BYTES);
    if (head.length === 0) throw SleepStoriesErrors.emptyFile();
    const contentType = detectAudioType(head);
    if (!contentType) throw SleepStoriesErrors.notAudio();
    const key = `sleepstories/${randomUUID()}.${AUDIO_EXTENSION[contentType]}`;
    const { size } = await this.media.put(key, stream);
    return { key, contentType, size };
  }

  _removeFile(_req: UploadRequest, file: Partial<UploadedAudio>, cb: (error: Error | null) => void): void {
    if (!file.key) return cb(null);
    this.media.delete(file.key).then(
      () => cb(null),
      (err: Error) => cb(err),
    );
  }
}

/**
 * Nest's FileInterceptor for the field `file`, with our storage engine and limits: one file of at
 * most MEDIA_MAX_UPLOAD_MB, no text fields. Every multer or busboy failure is a 4xx in our words.
 */
export function AudioUploadInterceptor(): Type<unknown> {
  @Injectable()
  class Interceptor extends FileInterceptor('file') {
    private readonly maxMb: number;

    constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(MEDIA_STORAGE) media: MediaStorage, stories: SleepStoriesService) {
      super({
        storage: new AudioStorageEngine(media, stories),
        limits: { fileSize: config.mediaMaxUploadMb * 1024 * 1024, files: 1, fields: 0, parts: 1, fieldNameSize: 100, headerPairs: 20 },
      });
      this.maxMb = config.mediaMaxUploadMb;
    }

    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (err) {
        if (err instanceof PayloadTooLargeException) throw fileTooLarge(this.maxMb);
        if (err instanceof HttpException) throw err;
        throw SleepStoriesErrors.unreadableUpload();
      }
    }
  }
  return mixin(Interceptor);
}
