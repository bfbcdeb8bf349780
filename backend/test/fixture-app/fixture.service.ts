import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { MetricsService } from '../../src/common/metrics/metrics.service';
import { APP_CONFIG, type AppConfig } from '../../src/config/app-config';
import { NotificationsService } from '../../src/modules/notifications/notifications.service';
import type { FixtureNote } from './contracts';
import { NOTES_SHARED } from './fixture.metrics';
import { fixtureSettings } from './fixture.settings';

/** The fixture's profiles and notes. */
@Injectable()
export class FixtureService {
  private readonly noteLength: number;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.noteLength = config.settings.read(fixtureSettings).noteLength;
  }

  async hasProfile(userId: string): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM fixture_profiles WHERE user_id = $1`, [userId])).length > 0;
  }

  async createProfile(userId: string): Promise<void> {
    await this.db.query(`INSERT INTO fixture_profiles (user_id, display_name) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, `Noter ${userId.slice(0, 4)}`]);
  }

  /** Shares a note with another member (its text cut to FIXTURE_NOTE_LENGTH), who is notified in the same transaction. */
  async share(authorId: string, readerId: string): Promise<FixtureNote> {
    const text = 'Hello from a Fixture note'.slice(0, this.noteLength);
    const note = await this.db.transaction(async (tx) => {
      const [row]: { id: string }[] = await tx.query(`INSERT INTO fixture_notes (author_id, reader_id, text) VALUES ($1, $2, $3) RETURNING id`, [authorId, readerId, text]);
      await this.notifications.notify(tx, readerId, 'fixture.note_shared', { objectId: row.id, actorId: authorId });
      return row;
    });
    this.metrics.record(NOTES_SHARED);
    return { id: note.id, readerId, text };
  }

  async removeBetween(tx: EntityManager, a: string, b: string): Promise<void> {
    await tx.query(`DELETE FROM fixture_notes WHERE (author_id = $1 AND reader_id = $2) OR (author_id = $2 AND reader_id = $1)`, [a, b]);
  }

  async displayNamesOf(ids: string[]): Promise<Map<string, string>> {
    const rows: { user_id: string; display_name: string }[] = await this.db.query(`SELECT user_id, display_name FROM fixture_profiles WHERE user_id = ANY($1)`, [ids]);
    return new Map(rows.map((r) => [r.user_id, r.display_name]));
  }
}
