import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AccountDataContributor } from '../account-data/account-data.registry';

/**
 * SleepStories' part of the export and of account deletion: the member's listening progress (one
 * row per story; nothing else about a member is kept). Deletion deletes those rows.
 */
@Injectable()
export class SleepStoriesAccountData implements AccountDataContributor {
  readonly key = 'sleepstories';

  async export(tx: EntityManager, userId: string): Promise<unknown> {
    const rows: { story_id: string; title: string; position_seconds: number; updated_at: Date }[] = await tx.query(
      `SELECT p.story_id, s.title, p.position_seconds, p.updated_at
       FROM sleep_story_progress p JOIN sleep_stories s ON s.id = p.story_id
       WHERE p.user_id = $1 ORDER BY p.updated_at DESC, p.story_id`,
      [userId],
    );
    return {
      progress: rows.map((r) => ({ storyId: r.story_id, title: r.title, positionSeconds: r.position_seconds, updatedAt: r.updated_at.toISOString() })),
    };
  }

  async erase(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM sleep_story_progress WHERE user_id = $1`, [userId]);
  }
}
