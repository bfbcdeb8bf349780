import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * LightHouse: profiles (type fixed after creation), properties (the street address is only ever
 * sent to its owner and to a seeker whose request is accepted), match requests (one open request
 * per seeker and property) and the messages of an accepted request.
 */
export class LightHouse1763820000000 implements MigrationInterface {
  name = 'LightHouse1763820000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "lighthouse_profiles" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "profile_type" varchar(20) NOT NULL,
        "display_name" varchar(100) NOT NULL,
        "bio" varchar(2000),
        "phone_number" varchar(20),
        "housing_needs" varchar(2000),
        "move_in_date" date,
        "budget_min" numeric(10,2),
        "budget_max" numeric(10,2),
        "has_property" boolean NOT NULL DEFAULT false,
        "is_verified" boolean NOT NULL DEFAULT false,
        "is_active" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_lighthouse_profiles" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_lighthouse_profiles_user" UNIQUE ("user_id"),
        CONSTRAINT "CHK_lighthouse_profiles_type" CHECK ("profile_type" IN ('seeker', 'host')),
        CONSTRAINT "CHK_lighthouse_profiles_budget" CHECK ("budget_min" >= 0 AND "budget_max" >= 0 AND "budget_min" <= "budget_max"),
        CONSTRAINT "FK_lighthouse_profiles_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_lighthouse_profiles_type" ON "lighthouse_profiles" ("profile_type")`);

    await q.query(`
      CREATE TABLE "lighthouse_properties" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "host_id" uuid NOT NULL,
        "property_type" varchar(20) NOT NULL DEFAULT 'room',
        "title" varchar(200) NOT NULL,
        "description" varchar(5000) NOT NULL,
        "address" varchar(200) NOT NULL,
        "city" varchar(100) NOT NULL,
        "state" varchar(50) NOT NULL,
        "zip_code" varchar(10) NOT NULL,
        "bedrooms" integer,
        "bathrooms" numeric(3,1),
        "amenities" text[] NOT NULL DEFAULT '{}',
        "house_rules" varchar(2000),
        "monthly_rent" numeric(10,2),
        "security_deposit" numeric(10,2),
        "available_from" date,
        "available_until" date,
        "max_occupants" integer NOT NULL DEFAULT 1,
        "photos" text[] NOT NULL DEFAULT '{}',
        "is_active" boolean NOT NULL DEFAULT true,
        "hidden_by_admin" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_lighthouse_properties" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_lighthouse_properties_type" CHECK ("property_type" IN ('room', 'apartment', 'community')),
        CONSTRAINT "CHK_lighthouse_properties_numbers" CHECK ("bedrooms" >= 0 AND "bathrooms" >= 0 AND "monthly_rent" >= 0 AND "security_deposit" >= 0),
        CONSTRAINT "CHK_lighthouse_properties_occupants" CHECK ("max_occupants" >= 1),
        CONSTRAINT "CHK_lighthouse_properties_dates" CHECK ("available_from" <= "available_until"),
        CONSTRAINT "FK_lighthouse_properties_host" FOREIGN KEY ("host_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_lighthouse_properties_listed" ON "lighthouse_properties" ("created_at" DESC) WHERE "is_active" AND NOT "hidden_by_admin"`);
    await q.query(`CREATE INDEX "IDX_lighthouse_properties_host" ON "lighthouse_properties" ("host_id")`);

    await q.query(`
      CREATE TABLE "lighthouse_matches" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "seeker_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "proposed_move_in_date" date,
        "actual_move_in_date" date,
        "proposed_move_out_date" date,
        "actual_move_out_date" date,
        "seeker_message" varchar(2000),
        "host_response" varchar(2000),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_lighthouse_matches" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_lighthouse_matches_status" CHECK ("status" IN ('pending', 'accepted', 'rejected', 'completed', 'cancelled')),
        CONSTRAINT "FK_lighthouse_matches_seeker" FOREIGN KEY ("seeker_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_lighthouse_matches_property" FOREIGN KEY ("property_id") REFERENCES "lighthouse_properties"("id") ON DELETE CASCADE
      )`);
    // One open (pending or accepted) request per seeker and property, even when two are sent at once.
    await q.query(`CREATE UNIQUE INDEX "UQ_lighthouse_matches_open" ON "lighthouse_matches" ("seeker_id", "property_id") WHERE "status" IN ('pending', 'accepted')`);
    await q.query(`CREATE INDEX "IDX_lighthouse_matches_property" ON "lighthouse_matches" ("property_id", "status")`);
    await q.query(`CREATE INDEX "IDX_lighthouse_matches_seeker" ON "lighthouse_matches" ("seeker_id", "created_at" DESC)`);

    await q.query(`
      CREATE TABLE "lighthouse_messages" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "match_id" uuid NOT NULL,
        "sender_id" uuid NOT NULL,
        "content" varchar(2000) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_lighthouse_messages" PRIMARY KEY ("id"),
        CONSTRAINT "FK_lighthouse_messages_match" FOREIGN KEY ("match_id") REFERENCES "lighthouse_matches"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_lighthouse_messages_sender" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_lighthouse_messages_match_created" ON "lighthouse_messages" ("match_id", "created_at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of ['lighthouse_messages', 'lighthouse_matches', 'lighthouse_properties', 'lighthouse_profiles']) {
      await q.query(`DROP TABLE "${table}"`);
    }
  }
}
