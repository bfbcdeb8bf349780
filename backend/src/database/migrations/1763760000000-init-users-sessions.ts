import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitUsersSessions1763760000000 implements MigrationInterface {
  name = 'InitUsersSessions1763760000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await q.query(`
      CREATE TABLE "users" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "email" varchar(255) NOT NULL,
        "first_name" varchar(100),
        "last_name" varchar(100),
        "profile_image_url" varchar(500),
        "is_admin" boolean NOT NULL DEFAULT false,
        "pricing_tier" numeric(10,2) NOT NULL DEFAULT 1.00,
        "subscription_status" varchar(20) NOT NULL DEFAULT 'active',
        "invite_code_used" varchar(50),
        "password_hash" varchar(255),
        "last_sign_in_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_users" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_users_email" UNIQUE ("email"),
        CONSTRAINT "CHK_users_email_lower" CHECK ("email" = lower("email")),
        CONSTRAINT "CHK_users_subscription_status" CHECK ("subscription_status" IN ('active', 'overdue', 'inactive'))
      )`);
    await q.query(`
      CREATE TABLE "sessions" (
        "sid" varchar NOT NULL,
        "sess" json NOT NULL,
        "expire" timestamptz(6) NOT NULL,
        CONSTRAINT "PK_sessions" PRIMARY KEY ("sid")
      )`);
    await q.query(`CREATE INDEX "IDX_sessions_expire" ON "sessions" ("expire")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "sessions"`);
    await q.query(`DROP TABLE "users"`);
  }
}
