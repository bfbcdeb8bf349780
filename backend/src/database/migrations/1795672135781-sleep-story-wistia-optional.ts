import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A story with its own audio needs no Wistia media id (issue 21 item 15): the column may be empty.
 * The service keeps every active story playable (its own audio or a Wistia id).
 */
export class SleepStoryWistiaOptional1795672135781 implements MigrationInterface {
  name = 'SleepStoryWistiaOptional1795672135781';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sleep_stories" ALTER COLUMN "wistia_media_id" DROP NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "sleep_stories" SET "wistia_media_id" = '' WHERE "wistia_media_id" IS NULL`);
    await q.query(`ALTER TABLE "sleep_stories" ALTER COLUMN "wistia_media_id" SET NOT NULL`);
  }
}
