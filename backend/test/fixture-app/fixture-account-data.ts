import { Inject, Injectable } from '@nestjs/common';
import { MEDIA_STORAGE, type MediaStorage } from '../../src/common/media/media-storage';
import type { EntityManager } from 'typeorm';
import type { AccountDataContributor } from '../../src/modules/account-data/account-data.registry';
import type { FixtureExport } from './contracts';

/** The fixture's part of the account export and of account deletion. */
@Injectable()
export class FixtureAccountData implements AccountDataContributor {
  readonly key = 'fixture';

  constructor(@Inject(MEDIA_STORAGE) private readonly media: MediaStorage) {}

  async export(tx: EntityManager, userId: string): Promise<FixtureExport> {
    const [row]: { notes: number; messages: number; attachments: number }[] = await tx.query(
      `SELECT (SELECT count(*)::int FROM fixture_notes WHERE author_id = $1) AS notes,
              (SELECT count(*)::int FROM fixture_note_messages WHERE sender_id = $1) AS messages,
              (SELECT count(*)::int FROM fixture_attachments a JOIN fixture_notes n ON n.id = a.note_id WHERE n.author_id = $1) AS attachments`,
      [userId],
    );
    return { notesWritten: row.notes, messagesSent: row.messages, attachments: row.attachments };
  }

  /** Its rows in the deletion's transaction; its voice memos' files once that committed. */
  async erase(tx: EntityManager, userId: string): Promise<() => Promise<void>> {
    const files: { media_key: string }[] = await tx.query(`SELECT a.media_key FROM fixture_attachments a JOIN fixture_notes n ON n.id = a.note_id WHERE n.author_id = $1`, [userId]);
    await tx.query(`DELETE FROM fixture_notes WHERE author_id = $1`, [userId]);
    await tx.query(`DELETE FROM fixture_profiles WHERE user_id = $1`, [userId]);
    return async () => {
      for (const { media_key: key } of files) await this.media.delete(key);
    };
  }
}
