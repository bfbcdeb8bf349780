import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `Idempotency-Key` (issue 28, common/idempotency): one row per member and key. The primary key
 * (user_id, key) is what makes concurrent requests with one key create once: the first INSERT
 * claims it. `status`/`response_body` hold the first 2xx answer (null while it runs); rows live 24 h
 * (an hourly sweep by created_at) and go with the member.
 */
export class IdempotencyKeys1795695000000 implements MigrationInterface {
  name = 'IdempotencyKeys1795695000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "idempotency_keys" (
        "user_id" uuid NOT NULL,
        "key" varchar(255) NOT NULL,
        "method" varchar(10) NOT NULL,
        "path" varchar(500) NOT NULL,
        "request_hash" char(64) NOT NULL,
        "status" smallint,
        "response_body" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "completed_at" timestamptz,
        CONSTRAINT "PK_idempotency_keys" PRIMARY KEY ("user_id", "key"),
        CONSTRAINT "FK_idempotency_keys_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_idempotency_keys_created" ON "idempotency_keys" ("created_at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "idempotency_keys"`);
  }
}
