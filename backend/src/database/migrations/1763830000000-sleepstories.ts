import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SleepStories: the stories (spec §3, with the audio we host: its storage key, detected type, size)
 * and each member's own listening position. Checks mirror the DTO rules so that nothing else can
 * write a story the API would refuse.
 */
export class SleepStories1763830000000 implements MigrationInterface {
  name = 'SleepStories1763830000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "sleep_stories" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "title" varchar(200) NOT NULL,
        "description" text NOT NULL,
        "duration" integer NOT NULL,
        "wistia_media_id" varchar(100) NOT NULL,
        "download_url" varchar(2000),
        "category" varchar(20) NOT NULL DEFAULT 'general',
        "thumbnail_url" varchar(2000),
        "is_active" boolean NOT NULL DEFAULT true,
        "audio_key" varchar(200),
        "audio_content_type" varchar(50),
        "audio_size" bigint,
        "audio_uploaded_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_sleep_stories" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_sleep_stories_duration" CHECK ("duration" > 0),
        CONSTRAINT "CHK_sleep_stories_category" CHECK ("category" IN ('general', 'nature', 'fantasy', 'meditation', 'bedtime')),
        CONSTRAINT "CHK_sleep_stories_audio" CHECK (("audio_key" IS NULL) = ("audio_content_type" IS NULL) AND ("audio_key" IS NULL) = ("audio_size" IS NULL))
      )`);
    await q.query(`CREATE INDEX "IDX_sleep_stories_active_created" ON "sleep_stories" ("is_active", "created_at" DESC)`);
    await q.query(`
      CREATE TABLE "sleep_story_progress" (
        "user_id" uuid NOT NULL,
        "story_id" uuid NOT NULL,
        "position_seconds" integer NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_sleep_story_progress" PRIMARY KEY ("user_id", "story_id"),
        CONSTRAINT "CHK_sleep_story_progress_position" CHECK ("position_seconds" >= 0),
        CONSTRAINT "FK_sleep_story_progress_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_sleep_story_progress_story" FOREIGN KEY ("story_id") REFERENCES "sleep_stories"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_sleep_story_progress_story" ON "sleep_story_progress" ("story_id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "sleep_story_progress"`);
    await q.query(`DROP TABLE "sleep_stories"`);
  }
}
