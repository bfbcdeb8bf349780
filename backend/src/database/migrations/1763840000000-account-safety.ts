import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account safety and control: member settings, passkeys, deleted accounts (kept as anonymised
 * records) and the owner of each session as a column, so a member's sessions are one indexed read.
 */
export class AccountSafety1763840000000 implements MigrationInterface {
  name = 'AccountSafety1763840000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "deleted_at" timestamptz`);
    // Only the session's user id, derived from its JSON; the store's writes stay as they are.
    await q.query(`ALTER TABLE "sessions" ADD "user_id" text GENERATED ALWAYS AS (sess #>> '{passport,user}') STORED`);
    await q.query(`CREATE INDEX "IDX_sessions_user" ON "sessions" ("user_id") WHERE "user_id" IS NOT NULL`);
    await q.query(`
      CREATE TABLE "user_settings" (
        "user_id" uuid NOT NULL,
        "discreet_mode" boolean NOT NULL DEFAULT false,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_user_settings" PRIMARY KEY ("user_id"),
        CONSTRAINT "FK_user_settings_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "passkeys" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "credential_id" varchar(1400) NOT NULL,
        "public_key" bytea NOT NULL,
        "counter" bigint NOT NULL DEFAULT 0,
        "transports" varchar(20)[] NOT NULL DEFAULT '{}',
        "device_type" varchar(20) NOT NULL,
        "backed_up" boolean NOT NULL DEFAULT false,
        "name" varchar(60) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_used_at" timestamptz,
        CONSTRAINT "PK_passkeys" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_passkeys_credential" UNIQUE ("credential_id"),
        CONSTRAINT "FK_passkeys_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_passkeys_user" ON "passkeys" ("user_id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "passkeys"`);
    await q.query(`DROP TABLE "user_settings"`);
    await q.query(`DROP INDEX "IDX_sessions_user"`);
    await q.query(`ALTER TABLE "sessions" DROP COLUMN "user_id"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "deleted_at"`);
  }
}
