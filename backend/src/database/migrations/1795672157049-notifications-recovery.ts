import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications (per member, kept 90 days), the member's switches per kind, the mail outbox
 * (durable: a row stays until its email is accepted by the SMTP server) and password resets
 * (only a hash of each token).
 */
export class NotificationsRecovery1795672157049 implements MigrationInterface {
  name = 'NotificationsRecovery1795672157049';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "notifications" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "kind" varchar(60) NOT NULL,
        "object_id" uuid,
        "actor_id" uuid,
        "data" jsonb NOT NULL DEFAULT '{}',
        "count" integer NOT NULL DEFAULT 1,
        "collapses" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "read_at" timestamptz,
        CONSTRAINT "PK_notifications" PRIMARY KEY ("id"),
        CONSTRAINT "FK_notifications_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_notifications_actor" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "IDX_notifications_user_created" ON "notifications" ("user_id", "created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "IDX_notifications_unread" ON "notifications" ("user_id") WHERE "read_at" IS NULL`);
    // One unread notification per conversation (chat kinds): later messages count up on it.
    await q.query(`CREATE UNIQUE INDEX "UQ_notifications_unread_collapsed" ON "notifications" ("user_id", "kind", "object_id") WHERE "read_at" IS NULL AND "collapses"`);
    await q.query(`CREATE INDEX "IDX_notifications_object" ON "notifications" ("object_id") WHERE "object_id" IS NOT NULL`);
    await q.query(`CREATE INDEX "IDX_notifications_actor" ON "notifications" ("actor_id") WHERE "actor_id" IS NOT NULL`);
    await q.query(`CREATE INDEX "IDX_notifications_created" ON "notifications" ("created_at")`);
    await q.query(`
      CREATE TABLE "notification_preferences" (
        "user_id" uuid NOT NULL,
        "kind" varchar(60) NOT NULL,
        "in_app" boolean NOT NULL,
        "email" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_notification_preferences" PRIMARY KEY ("user_id", "kind"),
        CONSTRAINT "FK_notification_preferences_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "password_resets" (
        "id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "token_hash" char(64) NOT NULL,
        "source" varchar(10) NOT NULL,
        "created_by" uuid,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_password_resets" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_password_resets_token" UNIQUE ("token_hash"),
        CONSTRAINT "CHK_password_resets_source" CHECK ("source" IN ('email', 'admin')),
        CONSTRAINT "FK_password_resets_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_password_resets_creator" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "IDX_password_resets_user" ON "password_resets" ("user_id") WHERE "used_at" IS NULL`);
    await q.query(`
      CREATE TABLE "mail_outbox" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "notification_id" uuid,
        "password_reset_id" uuid,
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
        "last_error" varchar(200),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_mail_outbox" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_mail_outbox_one_subject" CHECK (num_nonnulls("notification_id", "password_reset_id") = 1),
        CONSTRAINT "FK_mail_outbox_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_mail_outbox_notification" FOREIGN KEY ("notification_id") REFERENCES "notifications"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_mail_outbox_reset" FOREIGN KEY ("password_reset_id") REFERENCES "password_resets"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_mail_outbox_due" ON "mail_outbox" ("next_attempt_at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "mail_outbox"`);
    await q.query(`DROP TABLE "password_resets"`);
    await q.query(`DROP TABLE "notification_preferences"`);
    await q.query(`DROP TABLE "notifications"`);
  }
}
