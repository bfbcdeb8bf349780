import { MigrationInterface, QueryRunner } from 'typeorm';

export class SocketRelay1763810000000 implements MigrationInterface {
  name = 'SocketRelay1763810000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "socketrelay_profiles" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "display_name" varchar(100) NOT NULL,
        "city" varchar(100) NOT NULL,
        "state" varchar(100) NOT NULL,
        "country" varchar(100) NOT NULL,
        "is_active" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_socketrelay_profiles" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_socketrelay_profiles_user" UNIQUE ("user_id"),
        CONSTRAINT "FK_socketrelay_profiles_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);

    await q.query(`
      CREATE TABLE "socketrelay_requests" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "description" varchar(140) NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'active',
        "expires_at" timestamptz NOT NULL,
        "deleted_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_socketrelay_requests" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_socketrelay_requests_status" CHECK ("status" IN ('active', 'fulfilled', 'expired', 'deleted')),
        CONSTRAINT "CHK_socketrelay_requests_description" CHECK (length(btrim("description")) BETWEEN 1 AND 140),
        CONSTRAINT "FK_socketrelay_requests_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_socketrelay_requests_available" ON "socketrelay_requests" ("created_at" DESC) WHERE "status" = 'active'`);
    await q.query(`CREATE INDEX "IDX_socketrelay_requests_user" ON "socketrelay_requests" ("user_id", "created_at" DESC)`);

    await q.query(`
      CREATE TABLE "socketrelay_fulfillments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "request_id" uuid NOT NULL,
        "fulfiller_user_id" uuid NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'active',
        "closed_by" uuid,
        "closed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_socketrelay_fulfillments" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_socketrelay_fulfillments_status" CHECK ("status" IN ('active', 'completed_success', 'completed_failure', 'cancelled')),
        CONSTRAINT "CHK_socketrelay_fulfillments_closed" CHECK (("status" = 'active') = ("closed_at" IS NULL)),
        CONSTRAINT "FK_socketrelay_fulfillments_request" FOREIGN KEY ("request_id") REFERENCES "socketrelay_requests"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_socketrelay_fulfillments_fulfiller" FOREIGN KEY ("fulfiller_user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_socketrelay_fulfillments_closed_by" FOREIGN KEY ("closed_by") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    // At most one active fulfilment per request, whatever races: the database decides.
    await q.query(`CREATE UNIQUE INDEX "UQ_socketrelay_fulfillments_one_active" ON "socketrelay_fulfillments" ("request_id") WHERE "status" = 'active'`);
    await q.query(`CREATE INDEX "IDX_socketrelay_fulfillments_fulfiller" ON "socketrelay_fulfillments" ("fulfiller_user_id", "created_at" DESC)`);
    await q.query(`CREATE INDEX "IDX_socketrelay_fulfillments_request" ON "socketrelay_fulfillments" ("request_id")`);

    await q.query(`
      CREATE TABLE "socketrelay_messages" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "fulfillment_id" uuid NOT NULL,
        "sender_id" uuid NOT NULL,
        "content" varchar(2000) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_socketrelay_messages" PRIMARY KEY ("id"),
        CONSTRAINT "FK_socketrelay_messages_fulfillment" FOREIGN KEY ("fulfillment_id") REFERENCES "socketrelay_fulfillments"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_socketrelay_messages_sender" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_socketrelay_messages_page" ON "socketrelay_messages" ("fulfillment_id", "created_at" DESC, "id" DESC)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "socketrelay_messages"`);
    await q.query(`DROP TABLE "socketrelay_fulfillments"`);
    await q.query(`DROP TABLE "socketrelay_requests"`);
    await q.query(`DROP TABLE "socketrelay_profiles"`);
  }
}
