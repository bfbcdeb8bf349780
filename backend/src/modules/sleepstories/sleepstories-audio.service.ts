import type { SleepStoryAudioType } from '@pfe/contracts/sleepstories';
import { Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { parseByteRange } from '../../common/media/http-range';
import { MEDIA_STORAGE, MediaStorage } from '../../common/media/media-storage';
import { AuthUser } from '../../common/http/auth-user';
import { SleepStoriesErrors } from './sleepstories.errors';
import { SleepStoriesStoriesService } from './sleepstories-stories.service';

export interface AudioAnswer {
  status: 200 | 206 | 304;
  headers: Record<string, string>;
  /** None for a 304. */
  stream?: Readable;
}

/** The request headers that shape the answer. */
export interface AudioRequest {
  range?: string;
  ifRange?: string;
  ifNoneMatch?: string;
}

/** Streams a story's hosted audio, whole or by HTTP range, with its detected content type. */
@Injectable()
export class SleepStoriesAudioService {
  constructor(
    private readonly stories: SleepStoriesStoriesService,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  /**
   * Members hear active stories only; an admin may also play an inactive one (to check it before
   * publishing). A story without audio, or whose file is missing, is a 404.
   * An unsatisfiable range throws 416 after setting `Content-Range: bytes * /size` through `onUnsatisfiable`.
   * The ETag names one upload (a replaced file gets a new key): `If-None-Match` answers 304, and an
   * `If-Range` that names another upload gets the whole new file instead of a piece of it.
   */
  async open(user: AuthUser, id: string, request: AudioRequest, onUnsatisfiable: (size: number) => void): Promise<AudioAnswer> {
    const story = user.isAdmin ? await this.stories.findAny(id) : await this.stories.findActive(id);
    if (!story.audioKey || !story.audioContentType) throw SleepStoriesErrors.noAudio();
    const info = await this.media.stat(story.audioKey);
    if (!info) throw SleepStoriesErrors.noAudio();
    // The key changes with every upload, so it names these exact bytes.
    const etag = `"${story.audioKey.replace(/[^a-z0-9]/gi, '')}"`;
    const common: Record<string, string> = {
      'Content-Type': story.audioContentType satisfies SleepStoryAudioType,
      'Accept-Ranges': 'bytes',
      ETag: etag,
      'Cache-Control': 'private, no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    };
    if (request.ifNoneMatch && request.ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
      return { status: 304, headers: { ETag: etag, 'Cache-Control': common['Cache-Control'] } };
    }
    const rangeHeader = request.ifRange === undefined || request.ifRange.trim() === etag ? request.range : undefined;
    const range = parseByteRange(rangeHeader, info.size);
    if (range === 'unsatisfiable') {
      onUnsatisfiable(info.size);
      throw SleepStoriesErrors.rangeNotSatisfiable();
    }
    if (!range) {
      return { status: 200, headers: { ...common, 'Content-Length': String(info.size) }, stream: this.media.read(story.audioKey) };
    }
    return {
      status: 206,
      headers: { ...common, 'Content-Length': String(range.end - range.start + 1), 'Content-Range': `bytes ${range.start}-${range.end}/${info.size}` },
      stream: this.media.read(story.audioKey, range),
    };
  }
}
