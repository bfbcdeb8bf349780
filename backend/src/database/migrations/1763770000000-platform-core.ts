import { MigrationInterface, QueryRunner } from 'typeorm';

export class PlatformCore1763770000000 implements MigrationInterface {
  name = 'PlatformCore1763770000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "admin_action_logs" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "admin_id" uuid,
        "action" varchar(100) NOT NULL,
        "target_type" varchar(50) NOT NULL,
        "target_id" varchar(100),
        "details" jsonb NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_admin_action_logs" PRIMARY KEY ("id"),
        CONSTRAINT "FK_admin_action_logs_admin" FOREIGN KEY ("admin_id") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "IDX_admin_action_logs_created" ON "admin_action_logs" ("created_at" DESC)`);

    await q.query(`
      CREATE TABLE "invite_codes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "code" varchar(50) NOT NULL,
        "max_uses" integer NOT NULL,
        "current_uses" integer NOT NULL DEFAULT 0,
        "expires_at" timestamptz,
        "created_by" uuid,
        "is_active" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_invite_codes" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_invite_codes_code" UNIQUE ("code"),
        CONSTRAINT "CHK_invite_codes_max_uses" CHECK ("max_uses" > 0),
        CONSTRAINT "CHK_invite_codes_uses" CHECK ("current_uses" >= 0 AND "current_uses" <= "max_uses"),
        CONSTRAINT "FK_invite_codes_created_by" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(`
      CREATE TABLE "invite_redemptions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "invite_code_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "redeemed_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_invite_redemptions" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_invite_redemptions_user" UNIQUE ("user_id"),
        CONSTRAINT "FK_invite_redemptions_code" FOREIGN KEY ("invite_code_id") REFERENCES "invite_codes"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_invite_redemptions_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_invite_redemptions_code" ON "invite_redemptions" ("invite_code_id")`);

    await q.query(`
      CREATE TABLE "pricing_tiers" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "amount" numeric(10,2) NOT NULL,
        "effective_date" timestamptz NOT NULL DEFAULT now(),
        "is_current_tier" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_pricing_tiers" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_pricing_tiers_amount" CHECK ("amount" > 0)
      )`);
    // At most one current tier, whatever runs concurrently; the service keeps it at exactly one.
    await q.query(`CREATE UNIQUE INDEX "UQ_pricing_tiers_current" ON "pricing_tiers" ("is_current_tier") WHERE "is_current_tier"`);
    await q.query(`INSERT INTO "pricing_tiers" ("amount", "is_current_tier") VALUES (1.00, true)`);

    await q.query(`
      CREATE TABLE "payments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "amount" numeric(10,2) NOT NULL,
        "payment_date" timestamptz NOT NULL,
        "billing_month" char(7) NOT NULL,
        "payment_method" varchar(50) NOT NULL DEFAULT 'cash',
        "notes" varchar(500),
        "recorded_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_payments" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_payments_amount" CHECK ("amount" > 0),
        CONSTRAINT "CHK_payments_billing_month" CHECK ("billing_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        CONSTRAINT "CHK_payments_method" CHECK ("payment_method" IN ('amazon-gift-card','apple-gift-card','cash','chime','paypal','venmo','walmart-onepay','wise','zelle')),
        CONSTRAINT "FK_payments_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_payments_recorded_by" FOREIGN KEY ("recorded_by") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "IDX_payments_user_month" ON "payments" ("user_id", "billing_month")`);
    await q.query(`CREATE INDEX "IDX_payments_date" ON "payments" ("payment_date")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "payments"`);
    await q.query(`DROP TABLE "pricing_tiers"`);
    await q.query(`DROP TABLE "invite_redemptions"`);
    await q.query(`DROP TABLE "invite_codes"`);
    await q.query(`DROP TABLE "admin_action_logs"`);
  }
}
