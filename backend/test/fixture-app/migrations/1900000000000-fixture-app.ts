import { MigrationInterface, QueryRunner } from 'typeorm';
import { createChatTable, dropChatTable } from '../../../src/database/chat-table';

const NOTE_MESSAGES = { table: 'fixture_note_messages', kind: 'note', key: 'note_id', references: '"fixture_notes"("id")' } as const;

/**
 * The fixture fifth app's tables, as a real app's migration makes them: its profiles, its notes
 * (each a conversation between its author and its reader), the notes' messages (a chat table, made
 * through the shared createChatTable), and voice memos. Run on the test databases with the
 * product's migrations (test/support/test-migrations.ts finds `test/<app>/migrations/`).
 */
export class FixtureApp1900000000000 implements MigrationInterface {
  name = 'FixtureApp1900000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "fixture_profiles" (
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "display_name" varchar(40) NOT NULL,
        CONSTRAINT "PK_fixture_profiles" PRIMARY KEY ("user_id")
      )`);
    await q.query(`
      CREATE TABLE "fixture_notes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "author_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "reader_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "text" varchar(200) NOT NULL,
        CONSTRAINT "PK_fixture_notes" PRIMARY KEY ("id")
      )`);
    await createChatTable(q, NOTE_MESSAGES);
    await q.query(`
      CREATE TABLE "fixture_attachments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "note_id" uuid NOT NULL REFERENCES "fixture_notes"("id") ON DELETE CASCADE,
        "media_key" varchar(200) NOT NULL,
        "content_type" varchar(40) NOT NULL,
        "size" integer NOT NULL,
        CONSTRAINT "PK_fixture_attachments" PRIMARY KEY ("id")
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "fixture_attachments"`);
    await dropChatTable(q, NOTE_MESSAGES);
    await q.query(`DROP TABLE "fixture_notes"`);
    await q.query(`DROP TABLE "fixture_profiles"`);
  }
}
