import type { AdminSleepStory, SleepStoryDetail, SleepStorySummary } from '@pfe/contracts/sleepstories';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { isUuid } from '../../common/http/id-param';
import { MEDIA_STORAGE, MediaStorage } from '../../common/media/media-storage';
import { ListPage, ListRequest } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { DEFAULT_CATEGORY, SleepStoryDto } from './dto/sleep-story.dto';
import { SleepStoriesErrors } from './sleepstories.errors';
import { toAdminStory, toSummary } from './sleepstories.mappers';
import { SleepStoriesRepository, SleepStoryFields, SleepStoryRow } from './sleepstories.repository';

export { SLEEP_STORY_LIST } from './sleepstories.repository';

/** The story library: members read active stories; admins manage all of them, every change logged. */
@Injectable()
export class SleepStoriesStoriesService {
  private readonly logger = new Logger('SleepStories');

  constructor(
    private readonly stories: SleepStoriesRepository,
    private readonly activity: ActivityService,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  /** Active stories, newest first, each with the caller's own listening (issue 21 item 9). */
  async listActive(userId: string): Promise<SleepStorySummary[]> {
    const [rows, positions] = await Promise.all([this.stories.active(), this.stories.positions(userId)]);
    return rows.map((s) => toSummary(s, positions.get(s.id) ?? null));
  }

  /** An active story (a malformed, unknown or inactive id is the same 404). */
  async findActive(id: string): Promise<SleepStoryRow> {
    const story = isUuid(id) ? await this.stories.find(id, true) : null;
    if (!story) throw SleepStoriesErrors.storyNotFound();
    return story;
  }

  /** Any story, active or not (admins); 404 otherwise. */
  async findAny(id: string): Promise<SleepStoryRow> {
    const story = isUuid(id) ? await this.stories.find(id, false) : null;
    if (!story) throw SleepStoriesErrors.storyNotFound();
    return story;
  }

  /** One active story with the caller's own progress in it. */
  async detail(userId: string, id: string): Promise<SleepStoryDetail> {
    const story = await this.findActive(id);
    const progress = await this.stories.progress(userId, story.id);
    return {
      ...toSummary(story, progress?.positionSeconds ?? null),
      wistiaMediaId: story.wistiaMediaId,
      downloadUrl: story.downloadUrl,
      audioContentType: story.audioKey ? story.audioContentType : null,
      progress: progress ? { positionSeconds: progress.positionSeconds, updatedAt: progress.updatedAt.toISOString() } : null,
    };
  }

  /**
   * Saves the caller's position in an active story: 0 ≤ position ≤ duration, checked in the same
   * statement that writes it (a story deactivated or shortened meanwhile is not written to).
   */
  async saveProgress(userId: string, id: string, positionSeconds: number): Promise<{ positionSeconds: number; updatedAt: string }> {
    const story = await this.findActive(id);
    const saved = await this.stories.saveProgress(userId, story.id, positionSeconds);
    if (!saved) {
      if (positionSeconds > story.duration) throw SleepStoriesErrors.positionBeyondDuration();
      throw SleepStoriesErrors.storyNotFound();
    }
    return { positionSeconds: saved.positionSeconds, updatedAt: saved.updatedAt.toISOString() };
  }

  async list(list: ListRequest): Promise<ListPage<AdminSleepStory>> {
    const { rows, total } = await this.stories.list(list);
    return { rows: rows.map(toAdminStory), total };
  }

  async get(id: string): Promise<AdminSleepStory> {
    return toAdminStory(await this.findAny(id));
  }

  private fields(dto: SleepStoryDto): SleepStoryFields {
    return {
      title: dto.title,
      description: dto.description,
      duration: dto.duration,
      wistiaMediaId: dto.wistiaMediaId ?? null,
      downloadUrl: dto.downloadUrl ?? null,
      category: dto.category ?? DEFAULT_CATEGORY,
      thumbnailUrl: dto.thumbnailUrl ?? null,
      isActive: dto.isActive ?? true,
    };
  }

  /**
   * Every active story plays: its own audio or its Wistia media. A new story has no audio yet, so
   * one meant to play its own audio is saved inactive, given its audio, then made active.
   */
  private requirePlayable(dto: SleepStoryDto, hasAudio: boolean): void {
    if ((dto.isActive ?? true) && !dto.wistiaMediaId && !hasAudio) throw SleepStoriesErrors.wistiaRequired();
  }

  async create(adminId: string, dto: SleepStoryDto): Promise<AdminSleepStory> {
    this.requirePlayable(dto, false);
    const id = await this.stories.transaction(async (tx) => {
      const saved = await this.stories.insert(tx, this.fields(dto));
      await this.activity.record(tx, adminId, { action: 'create_sleep_story', targetType: 'sleep_story', targetId: saved.id, details: { title: saved.title } });
      return saved.id;
    });
    return this.get(id);
  }

  async update(adminId: string, id: string, dto: SleepStoryDto): Promise<AdminSleepStory> {
    await this.findAny(id);
    await this.stories.transaction(async (tx) => {
      const locked = await this.stories.lockAudioKey(tx, id);
      if (!locked) throw SleepStoriesErrors.storyNotFound();
      this.requirePlayable(dto, locked.audioKey !== null);
      if (!(await this.stories.update(tx, id, this.fields(dto)))) throw SleepStoriesErrors.storyNotFound();
      await this.activity.record(tx, adminId, { action: 'update_sleep_story', targetType: 'sleep_story', targetId: id, details: { title: dto.title, isActive: dto.isActive ?? true } });
    });
    return this.get(id);
  }

  /** Deletes the story (and everyone's progress in it), then its audio file; answers the deleted record. */
  async remove(adminId: string, id: string): Promise<AdminSleepStory> {
    const existing = await this.findAny(id);
    const audioKey = await this.stories.transaction(async (tx) => {
      const locked = await this.stories.lockAudioKey(tx, id);
      if (!locked) throw SleepStoriesErrors.storyNotFound();
      await this.stories.remove(tx, id);
      await this.activity.record(tx, adminId, { action: 'delete_sleep_story', targetType: 'sleep_story', targetId: id, details: { title: existing.title } });
      return locked.audioKey;
    });
    if (audioKey) await this.discard(audioKey);
    return toAdminStory(existing);
  }

  /**
   * Points the story at a newly stored audio file (logged in the same transaction), then removes
   * the file it replaces. If the story went away meanwhile, the new file is removed instead.
   */
  async attachAudio(adminId: string, id: string, audio: { key: string; contentType: NonNullable<SleepStoryRow['audioContentType']>; size: number }): Promise<AdminSleepStory> {
    let previous: string | null = null;
    try {
      await this.stories.transaction(async (tx) => {
        const locked = await this.stories.lockAudioKey(tx, id);
        if (!locked) throw SleepStoriesErrors.storyNotFound();
        previous = locked.audioKey;
        await this.stories.update(tx, id, { audioKey: audio.key, audioContentType: audio.contentType, audioSize: String(audio.size), audioUploadedAt: new Date() });
        await this.activity.record(tx, adminId, {
          action: previous ? 'replace_sleep_story_audio' : 'upload_sleep_story_audio',
          targetType: 'sleep_story',
          targetId: id,
          details: { contentType: audio.contentType, size: audio.size },
        });
      });
    } catch (err) {
      await this.discard(audio.key);
      throw err;
    }
    if (previous && previous !== audio.key) await this.discard(previous);
    return this.get(id);
  }

  /** Removes a stored file; a failure is logged (an orphan file), never the request's failure. */
  async discard(key: string): Promise<void> {
    try {
      await this.media.delete(key);
    } catch (err) {
      this.logger.warn(`Could not remove media ${key}: ${(err as Error).message}`);
    }
  }

  /** Whether an upload may start for this id (the storage engine asks before writing a byte). */
  async exists(id: string): Promise<boolean> {
    return isUuid(id) && (await this.stories.exists(id));
  }
}
