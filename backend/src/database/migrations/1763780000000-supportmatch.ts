import { MigrationInterface, QueryRunner } from 'typeorm';

export class SupportMatch1763780000000 implements MigrationInterface {
  name = 'SupportMatch1763780000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "support_match_profiles" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "nickname" varchar(100) NOT NULL,
        "gender" varchar(50),
        "gender_preference" varchar(50),
        "city" varchar(100),
        "state" varchar(100),
        "country" varchar(100),
        "timezone" varchar(100),
        "timezone_preference" varchar(50) NOT NULL DEFAULT 'same_timezone',
        "is_active" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_support_match_profiles" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_support_match_profiles_user" UNIQUE ("user_id"),
        CONSTRAINT "FK_support_match_profiles_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);

    await q.query(`
      CREATE TABLE "matching_runs" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "triggered_by" uuid,
        "seed" integer NOT NULL,
        "eligible" integer NOT NULL,
        "pairs" integer NOT NULL,
        "unmatched_user_ids" uuid[] NOT NULL DEFAULT '{}',
        "duration_ms" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_matching_runs" PRIMARY KEY ("id"),
        CONSTRAINT "FK_matching_runs_user" FOREIGN KEY ("triggered_by") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "IDX_matching_runs_created" ON "matching_runs" ("created_at" DESC)`);

    await q.query(`
      CREATE TABLE "partnerships" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user1_id" uuid NOT NULL,
        "user2_id" uuid NOT NULL,
        "start_date" timestamptz NOT NULL DEFAULT now(),
        "end_date" timestamptz,
        "status" varchar(20) NOT NULL DEFAULT 'active',
        "matching_run_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_partnerships" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_partnerships_distinct" CHECK ("user1_id" <> "user2_id"),
        CONSTRAINT "CHK_partnerships_status" CHECK ("status" IN ('active', 'completed', 'ended_early', 'cancelled', 'ended')),
        CONSTRAINT "FK_partnerships_user1" FOREIGN KEY ("user1_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_partnerships_user2" FOREIGN KEY ("user2_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_partnerships_run" FOREIGN KEY ("matching_run_id") REFERENCES "matching_runs"("id") ON DELETE SET NULL
      )`);
    // One active partnership per member on each side; the matching run's lock covers the cross-side case.
    await q.query(`CREATE UNIQUE INDEX "UQ_partnerships_active_user1" ON "partnerships" ("user1_id") WHERE "status" = 'active'`);
    await q.query(`CREATE UNIQUE INDEX "UQ_partnerships_active_user2" ON "partnerships" ("user2_id") WHERE "status" = 'active'`);
    await q.query(`CREATE INDEX "IDX_partnerships_user2" ON "partnerships" ("user2_id")`);

    await q.query(`
      CREATE TABLE "messages" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "partnership_id" uuid NOT NULL,
        "sender_id" uuid NOT NULL,
        "content" varchar(2000) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_messages" PRIMARY KEY ("id"),
        CONSTRAINT "FK_messages_partnership" FOREIGN KEY ("partnership_id") REFERENCES "partnerships"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_messages_sender" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_messages_partnership_created" ON "messages" ("partnership_id", "created_at")`);

    await q.query(`
      CREATE TABLE "exclusions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "excluded_user_id" uuid NOT NULL,
        "reason" varchar(500),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_exclusions" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_exclusions_pair" UNIQUE ("user_id", "excluded_user_id"),
        CONSTRAINT "CHK_exclusions_not_self" CHECK ("user_id" <> "excluded_user_id"),
        CONSTRAINT "FK_exclusions_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_exclusions_excluded" FOREIGN KEY ("excluded_user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_exclusions_excluded" ON "exclusions" ("excluded_user_id")`);

    await q.query(`
      CREATE TABLE "reports" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "reporter_id" uuid NOT NULL,
        "reported_user_id" uuid NOT NULL,
        "partnership_id" uuid,
        "reason" varchar(100) NOT NULL,
        "description" varchar(2000) NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "resolution" varchar(1000),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_reports" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_reports_status" CHECK ("status" IN ('pending', 'resolved', 'dismissed')),
        CONSTRAINT "CHK_reports_not_self" CHECK ("reporter_id" <> "reported_user_id"),
        CONSTRAINT "FK_reports_reporter" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_reports_reported" FOREIGN KEY ("reported_user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_reports_partnership" FOREIGN KEY ("partnership_id") REFERENCES "partnerships"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "IDX_reports_status" ON "reports" ("status", "created_at" DESC)`);

    await q.query(`
      CREATE TABLE "announcements" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "app" varchar(20) NOT NULL,
        "title" varchar(200) NOT NULL,
        "content" varchar(5000) NOT NULL,
        "type" varchar(50) NOT NULL DEFAULT 'info',
        "is_active" boolean NOT NULL DEFAULT true,
        "show_on_login" boolean NOT NULL DEFAULT false,
        "show_on_sign_in_page" boolean NOT NULL DEFAULT false,
        "expires_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_announcements" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_announcements_app" CHECK ("app" IN ('supportmatch', 'sleepstories', 'lighthouse', 'socketrelay')),
        CONSTRAINT "CHK_announcements_type" CHECK ("type" IN ('info', 'warning', 'maintenance', 'update', 'promotion'))
      )`);
    await q.query(`CREATE INDEX "IDX_announcements_app" ON "announcements" ("app", "created_at" DESC)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of ['announcements', 'reports', 'exclusions', 'messages', 'partnerships', 'matching_runs', 'support_match_profiles']) {
      await q.query(`DROP TABLE "${table}"`);
    }
  }
}
