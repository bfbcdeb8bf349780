import type { AdminSleepStory, SleepStoryDetail, SleepStorySummary } from '@pfe/contracts/sleepstories';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/http/id-param';
import { MEDIA_STORAGE, MediaStorage } from '../../common/media/media-storage';
import { ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { DEFAULT_CATEGORY, SleepStoryDto } from './dto/sleep-story.dto';
import { SleepStoryProgressEntity } from './entities/sleep-story-progress.entity';
import { SleepStoryEntity } from './entities/sleep-story.entity';
import { SleepStoriesErrors } from './sleepstories.errors';
import { toAdminStory, toSummary } from './sleepstories.mappers';

export const SLEEP_STORY_LIST: ListSpec = {
  resource: 'sleepstories',
  sortable: { createdAt: 's.createdAt', title: 's.title', duration: 's.duration', category: 's.category', isActive: 's.isActive' },
  filters: { q: 'text', category: 'text', isActive: 'boolean' },
};


/** The story library: members read active stories; admins manage all of them, every change logged. */
@Injectable()
export class SleepStoriesStoriesService {
  private readonly logger = new Logger('SleepStories');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  private get stories() {
    return this.db.getRepository(SleepStoryEntity);
  }

  /** Active stories, newest first, each with the caller's own listening (issue 21 item 9). */
  async listActive(userId: string): Promise<SleepStorySummary[]> {
    const rows = await this.stories.createQueryBuilder('s').where('s.isActive').orderBy('s.createdAt', 'DESC').addOrderBy('s.id', 'DESC').getMany();
    const progress = (await this.db.query(`SELECT story_id, position_seconds FROM sleep_story_progress WHERE user_id = $1`, [userId])) as { story_id: string; position_seconds: number }[];
    const positions = new Map(progress.map((p) => [p.story_id, p.position_seconds]));
    return rows.map((s) => toSummary(s, positions.get(s.id) ?? null));
  }

  /** An active story (a malformed, unknown or inactive id is the same 404). */
  async findActive(id: string): Promise<SleepStoryEntity> {
    const story = isUuid(id) ? await this.stories.findOneBy({ id, isActive: true }) : null;
    if (!story) throw SleepStoriesErrors.storyNotFound();
    return story;
  }

  /** Any story, active or not (admins); 404 otherwise. */
  async findAny(id: string): Promise<SleepStoryEntity> {
    const story = isUuid(id) ? await this.stories.findOneBy({ id }) : null;
    if (!story) throw SleepStoriesErrors.storyNotFound();
    return story;
  }

  /** One active story with the caller's own progress in it. */
  async detail(userId: string, id: string): Promise<SleepStoryDetail> {
    const story = await this.findActive(id);
    const progress = await this.db.getRepository(SleepStoryProgressEntity).findOneBy({ userId, storyId: story.id });
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
    const rows = (await this.db.query(
      `INSERT INTO sleep_story_progress (user_id, story_id, position_seconds, updated_at)
       SELECT $1, s.id, $3, now() FROM sleep_stories s WHERE s.id = $2 AND s.is_active AND s.duration >= $3
       ON CONFLICT (user_id, story_id) DO UPDATE SET position_seconds = EXCLUDED.position_seconds, updated_at = now()
       RETURNING position_seconds, updated_at`,
      [userId, story.id, positionSeconds],
    )) as { position_seconds: number; updated_at: Date }[];
    if (rows.length === 0) {
      if (positionSeconds > story.duration) throw SleepStoriesErrors.positionBeyondDuration();
      throw SleepStoriesErrors.storyNotFound();
    }
    return { positionSeconds: rows[0].position_seconds, updatedAt: new Date(rows[0].updated_at).toISOString() };
  }

  async list(list: ListRequest): Promise<ListPage<AdminSleepStory>> {
    const qb = this.stories.createQueryBuilder('s');
    const { q, category } = list.filter.text;
    if (q) qb.andWhere(`(s.title ILIKE :q OR s.description ILIKE :q)`, { q: `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    if (category) qb.andWhere('s.category = :category', { category });
    const active = list.filter.boolean.isActive;
    if (active !== undefined) qb.andWhere('s.isActive = :active', { active });
    if (list.filter.ids) qb.andWhere('s.id = ANY(:ids)', { ids: list.filter.ids });
    const [rows, total] = await qb.orderBy(list.orderBy, list.direction).addOrderBy('s.id', 'DESC').skip(list.offset).take(list.limit).getManyAndCount();
    return { rows: rows.map(toAdminStory), total };
  }

  async get(id: string): Promise<AdminSleepStory> {
    return toAdminStory(await this.findAny(id));
  }

  private fields(dto: SleepStoryDto): Partial<SleepStoryEntity> {
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
    const id = await this.db.transaction(async (tx) => {
      const saved = await tx.save(tx.create(SleepStoryEntity, this.fields(dto)));
      await this.activity.record(tx, adminId, { action: 'create_sleep_story', targetType: 'sleep_story', targetId: saved.id, details: { title: saved.title } });
      return saved.id;
    });
    return this.get(id);
  }

  async update(adminId: string, id: string, dto: SleepStoryDto): Promise<AdminSleepStory> {
    await this.findAny(id);
    await this.db.transaction(async (tx) => {
      const rows = (await tx.query(`SELECT audio_key FROM sleep_stories WHERE id = $1 FOR UPDATE`, [id])) as { audio_key: string | null }[];
      if (rows.length === 0) throw SleepStoriesErrors.storyNotFound();
      this.requirePlayable(dto, rows[0].audio_key !== null);
      const result = await tx.update(SleepStoryEntity, { id }, this.fields(dto));
      if (!result.affected) throw SleepStoriesErrors.storyNotFound();
      await this.activity.record(tx, adminId, { action: 'update_sleep_story', targetType: 'sleep_story', targetId: id, details: { title: dto.title, isActive: dto.isActive ?? true } });
    });
    return this.get(id);
  }

  /** Deletes the story (and everyone's progress in it), then its audio file; answers the deleted record. */
  async remove(adminId: string, id: string): Promise<AdminSleepStory> {
    const existing = await this.findAny(id);
    const audioKey = await this.db.transaction(async (tx) => {
      const rows = (await tx.query(`SELECT audio_key FROM sleep_stories WHERE id = $1 FOR UPDATE`, [id])) as { audio_key: string | null }[];
      if (rows.length === 0) throw SleepStoriesErrors.storyNotFound();
      await tx.delete(SleepStoryEntity, { id });
      await this.activity.record(tx, adminId, { action: 'delete_sleep_story', targetType: 'sleep_story', targetId: id, details: { title: existing.title } });
      return rows[0].audio_key;
    });
    if (audioKey) await this.discard(audioKey);
    return toAdminStory(existing);
  }

  /**
   * Points the story at a newly stored audio file (logged in the same transaction), then removes
   * the file it replaces. If the story went away meanwhile, the new file is removed instead.
   */
  async attachAudio(adminId: string, id: string, audio: { key: string; contentType: NonNullable<SleepStoryEntity['audioContentType']>; size: number }): Promise<AdminSleepStory> {
    let previous: string | null = null;
    try {
      await this.db.transaction(async (tx) => {
        const rows = (await tx.query(`SELECT audio_key FROM sleep_stories WHERE id = $1 FOR UPDATE`, [id])) as { audio_key: string | null }[];
        if (rows.length === 0) throw SleepStoriesErrors.storyNotFound();
        previous = rows[0].audio_key;
        await tx.update(SleepStoryEntity, { id }, { audioKey: audio.key, audioContentType: audio.contentType, audioSize: String(audio.size), audioUploadedAt: new Date() });
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
    return isUuid(id) && (await this.stories.existsBy({ id }));
  }
}
