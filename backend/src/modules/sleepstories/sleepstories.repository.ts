import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { adminListPage, SqlWhere } from '../../common/pagination/admin-list-sql';
import { containsPattern, ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { SleepStoryProgressEntity } from './entities/sleep-story-progress.entity';
import { SleepStoryEntity } from './entities/sleep-story.entity';

export const SLEEP_STORY_LIST: ListSpec = {
  resource: 'sleepstories',
  sortable: { createdAt: 's.created_at', title: 's.title', duration: 's.duration', category: 's.category', isActive: 's.is_active' },
  filters: { q: 'text', category: 'text', isActive: 'boolean' },
};

/** A story as the mappers read it (the entity's fields). */
export type SleepStoryRow = SleepStoryEntity;
/** What an admin writes of a story. */
export type SleepStoryFields = Pick<SleepStoryEntity, 'title' | 'description' | 'duration' | 'wistiaMediaId' | 'downloadUrl' | 'category' | 'thumbnailUrl' | 'isActive'>;
export type SleepStoryAudio = Pick<SleepStoryEntity, 'audioKey' | 'audioContentType' | 'audioSize' | 'audioUploadedAt'>;

const SELECT = `s.id, s.title, s.description, s.duration, s.wistia_media_id AS "wistiaMediaId", s.download_url AS "downloadUrl",
  s.category, s.thumbnail_url AS "thumbnailUrl", s.is_active AS "isActive", s.audio_key AS "audioKey",
  s.audio_content_type AS "audioContentType", s.audio_size AS "audioSize", s.audio_uploaded_at AS "audioUploadedAt",
  s.created_at AS "createdAt", s.updated_at AS "updatedAt"`;

/** The story library (`sleep_stories`) and each member's place in a story (`sleep_story_progress`). */
@Injectable()
export class SleepStoriesRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** Active stories, newest first. */
  active(): Promise<SleepStoryRow[]> {
    return this.db.query(`SELECT ${SELECT} FROM sleep_stories s WHERE s.is_active ORDER BY s.created_at DESC, s.id DESC`);
  }

  /** The story, or null; with `activeOnly` an inactive one is null too. */
  find(id: string, activeOnly: boolean): Promise<SleepStoryRow | null> {
    return this.db.getRepository(SleepStoryEntity).findOneBy(activeOnly ? { id, isActive: true } : { id });
  }

  exists(id: string): Promise<boolean> {
    return this.db.getRepository(SleepStoryEntity).existsBy({ id });
  }

  list(list: ListRequest): Promise<ListPage<SleepStoryRow>> {
    const { q, category } = list.filter.text;
    const where = new SqlWhere()
      .add((p) => `(s.title ILIKE ${p} OR s.description ILIKE ${p})`, q ? containsPattern(q) : undefined)
      .add((p) => `s.category = ${p}`, category || undefined)
      .add((p) => `s.is_active = ${p}`, list.filter.boolean.isActive);
    return adminListPage<SleepStoryRow>(this.db.manager, list, { select: SELECT, from: 'sleep_stories s', id: 's.id', where });
  }

  /** The member's saved position per story. */
  async positions(userId: string): Promise<Map<string, number>> {
    const rows: { story_id: string; position_seconds: number }[] = await this.db.query(
      `SELECT story_id, position_seconds FROM sleep_story_progress WHERE user_id = $1`,
      [userId],
    );
    return new Map(rows.map((p) => [p.story_id, p.position_seconds]));
  }

  progress(userId: string, storyId: string): Promise<SleepStoryProgressEntity | null> {
    return this.db.getRepository(SleepStoryProgressEntity).findOneBy({ userId, storyId });
  }

  /**
   * Saves the position when the story is active and at least that long, in the statement that
   * writes it; null when it was not written.
   */
  async saveProgress(userId: string, storyId: string, positionSeconds: number): Promise<{ positionSeconds: number; updatedAt: Date } | null> {
    const [row]: { position_seconds: number; updated_at: Date }[] = await this.db.query(
      `INSERT INTO sleep_story_progress (user_id, story_id, position_seconds, updated_at)
       SELECT $1, s.id, $3, now() FROM sleep_stories s WHERE s.id = $2 AND s.is_active AND s.duration >= $3
       ON CONFLICT (user_id, story_id) DO UPDATE SET position_seconds = EXCLUDED.position_seconds, updated_at = now()
       RETURNING position_seconds, updated_at`,
      [userId, storyId, positionSeconds],
    );
    return row ? { positionSeconds: row.position_seconds, updatedAt: new Date(row.updated_at) } : null;
  }

  async insert(tx: Tx, fields: SleepStoryFields): Promise<{ id: string; title: string }> {
    const saved = await tx.save(tx.create(SleepStoryEntity, fields));
    return { id: saved.id, title: saved.title };
  }

  /** Locks the story's row; answers its audio key (`{ audioKey: null }` without audio), or null when there is no such story. */
  async lockAudioKey(tx: Tx, id: string): Promise<{ audioKey: string | null } | null> {
    const [row]: { audio_key: string | null }[] = await tx.query(`SELECT audio_key FROM sleep_stories WHERE id = $1 FOR UPDATE`, [id]);
    return row ? { audioKey: row.audio_key } : null;
  }

  /** False when there is no such story. */
  async update(tx: Tx, id: string, fields: SleepStoryFields | SleepStoryAudio): Promise<boolean> {
    return !!(await tx.update(SleepStoryEntity, { id }, fields)).affected;
  }

  /** The story, and everyone's progress in it (the foreign key cascades). */
  async remove(tx: Tx, id: string): Promise<void> {
    await tx.delete(SleepStoryEntity, { id });
  }
}
