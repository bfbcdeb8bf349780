import type { SleepStoryAudioType } from '@pfe/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { parseByteRange } from '../../common/media/http-range';
import { MEDIA_STORAGE, MediaStorage } from '../../common/media/media-storage';
import { AuthUser } from '../../common/http/auth-user';
import { SleepStoriesErrors } from './sleepstories.errors';
import { SleepStoriesService } from './sleepstories.service';

export interface AudioAnswer {
  status: 200 | 206;
  headers: Record<string, string>;
  stream: Readable;
}

/** Streams a story's hosted audio, whole or by HTTP range, with its detected content type. */
@Injectable()
export class SleepStoryAudioService {
  constructor(
    private readonly stories: SleepStoriesService,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  /**
   * Members hear active stories only; an admin may also play an inactive one (to check it before
   * publishing). A story without audio, or whose file is missing, is a 404.
   * An unsatisfiable range throws 416 after setting `Content-Range: bytes * /size` through `onUnsatisfiable`.
   */
  async open(user: AuthUser, id: string, rangeHeader: string | undefined, onUnsatisfiable: (size: number) => void): Promise<AudioAnswer> {
    const story = user.isAdmin ? await this.stories.findAny(id) : await this.stories.findActive(id);
    if (!story.audioKey || !story.audioContentType) throw SleepStoriesErrors.noAudio();
    const info = await this.media.stat(story.audioKey);
    if (!info) throw SleepStoriesErrors.noAudio();
    const common: Record<string, string> = {
      'Content-Type': story.audioContentType satisfies SleepStoryAudioType,
      'Accept-Ranges': 'bytes',
      // The key changes with every upload, so it names these exact bytes.
      ETag: `"${story.audioKey.replace(/[^a-z0-9]/gi, '')}"`,
      'Cache-Control': 'private, no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    };
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
