import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moderation and trust (issue 32):
 * - `users.is_moderator` beside `is_admin` (a change rotates her sessions, as the admin flag does);
 *   `users.suspended_until`: suspended while it is later than now (`infinity`: until lifted). Read
 *   at every check, so a suspension ends by itself without a job.
 * - `reports` (SupportMatch's table until now) becomes the one reports table of every app: the kind
 *   and id of what was reported, the safety reason (`category`), the member's note and the subject as
 *   it was at report time (`snapshot`, kept whatever happens to the subject later). SupportMatch's
 *   rows stay where they are, as kind `supportmatch.partnership` (or `member`) with reason `other`.
 * - `moderation_actions`: warn / suspend / lift, who acted, why and on which report.
 * - `moderation_appeals`: one per action (the unique key is what holds it under concurrency).
 * - an index for the invite tree (codes by their creator).
 */
export class Moderation1795710000000 implements MigrationInterface {
  name = 'Moderation1795710000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "is_moderator" boolean NOT NULL DEFAULT false, ADD "suspended_until" timestamptz`);
    await q.query(`DROP TRIGGER "TR_users_privilege_changed" ON "users"`);
    await q.query(`
      CREATE TRIGGER "TR_users_privilege_changed" AFTER UPDATE ON "users" FOR EACH ROW
      WHEN (OLD.is_admin IS DISTINCT FROM NEW.is_admin OR OLD.invite_code_used IS DISTINCT FROM NEW.invite_code_used
            OR OLD.password_hash IS DISTINCT FROM NEW.password_hash OR OLD.is_moderator IS DISTINCT FROM NEW.is_moderator)
      EXECUTE FUNCTION flag_session_rotation()`);

    await q.query(`
      ALTER TABLE "reports"
        ADD "app" varchar(20) NOT NULL DEFAULT 'supportmatch',
        ADD "kind" varchar(40) NOT NULL DEFAULT 'member',
        ADD "subject_id" uuid,
        ADD "category" varchar(20) NOT NULL DEFAULT 'other',
        ADD "note" varchar(2000),
        ADD "snapshot" jsonb NOT NULL DEFAULT '{}'::jsonb,
        ADD "reviewed_by" uuid,
        ADD CONSTRAINT "FK_reports_reviewed_by" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE SET NULL,
        ADD CONSTRAINT "CHK_reports_kind" CHECK ("kind" IN ('member', 'supportmatch.partnership', 'socketrelay.request', 'socketrelay.fulfillment',
          'socketrelay.message', 'lighthouse.property', 'lighthouse.match', 'lighthouse.message')),
        ADD CONSTRAINT "CHK_reports_category" CHECK ("category" IN ('harassment', 'threats', 'exploitation', 'impersonation', 'privacy', 'other'))`);
    await q.query(`
      UPDATE "reports" SET
        "kind" = CASE WHEN "partnership_id" IS NULL THEN 'member' ELSE 'supportmatch.partnership' END,
        "subject_id" = coalesce("partnership_id", "reported_user_id"),
        "note" = "description",
        "snapshot" = jsonb_build_object('reason', "reason", 'description', "description")`);
    await q.query(`CREATE INDEX "IDX_reports_app_status" ON "reports" ("app", "status", "created_at" DESC)`);
    await q.query(`CREATE INDEX "IDX_reports_reported" ON "reports" ("reported_user_id")`);
    await q.query(`CREATE INDEX "IDX_reports_reporter" ON "reports" ("reporter_id")`);

    await q.query(`
      CREATE TABLE "moderation_actions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "moderator_id" uuid,
        "action" varchar(10) NOT NULL,
        "reason" varchar(1000) NOT NULL,
        "days" integer,
        "until" timestamptz,
        "report_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_moderation_actions" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_moderation_actions_action" CHECK ("action" IN ('warn', 'suspend', 'lift')),
        CONSTRAINT "CHK_moderation_actions_days" CHECK ("days" IS NULL OR "days" IN (1, 7, 30)),
        CONSTRAINT "FK_moderation_actions_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_moderation_actions_moderator" FOREIGN KEY ("moderator_id") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_moderation_actions_report" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "IDX_moderation_actions_user" ON "moderation_actions" ("user_id", "created_at" DESC)`);

    await q.query(`
      CREATE TABLE "moderation_appeals" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "action_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "text" varchar(2000) NOT NULL,
        "status" varchar(12) NOT NULL DEFAULT 'pending',
        "decided_by" uuid,
        "decided_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_moderation_appeals" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_moderation_appeals_action" UNIQUE ("action_id"),
        CONSTRAINT "CHK_moderation_appeals_status" CHECK ("status" IN ('pending', 'upheld', 'overturned')),
        CONSTRAINT "FK_moderation_appeals_action" FOREIGN KEY ("action_id") REFERENCES "moderation_actions"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_moderation_appeals_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_moderation_appeals_decided_by" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "IDX_moderation_appeals_status" ON "moderation_appeals" ("status", "created_at" DESC)`);

    await q.query(`CREATE INDEX "IDX_invite_codes_created_by" ON "invite_codes" ("created_by")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_invite_codes_created_by"`);
    await q.query(`DROP TABLE "moderation_appeals"`);
    await q.query(`DROP TABLE "moderation_actions"`);
    await q.query(`DROP INDEX "IDX_reports_reporter"`);
    await q.query(`DROP INDEX "IDX_reports_reported"`);
    await q.query(`DROP INDEX "IDX_reports_app_status"`);
    await q.query(`
      ALTER TABLE "reports" DROP CONSTRAINT "CHK_reports_category", DROP CONSTRAINT "CHK_reports_kind", DROP CONSTRAINT "FK_reports_reviewed_by",
        DROP COLUMN "reviewed_by", DROP COLUMN "snapshot", DROP COLUMN "note", DROP COLUMN "category", DROP COLUMN "subject_id",
        DROP COLUMN "kind", DROP COLUMN "app"`);
    await q.query(`DROP TRIGGER "TR_users_privilege_changed" ON "users"`);
    await q.query(`
      CREATE TRIGGER "TR_users_privilege_changed" AFTER UPDATE ON "users" FOR EACH ROW
      WHEN (OLD.is_admin IS DISTINCT FROM NEW.is_admin OR OLD.invite_code_used IS DISTINCT FROM NEW.invite_code_used
            OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
      EXECUTE FUNCTION flag_session_rotation()`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "suspended_until", DROP COLUMN "is_moderator"`);
  }
}
