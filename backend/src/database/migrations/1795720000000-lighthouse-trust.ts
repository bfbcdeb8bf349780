import { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS = `'member', 'supportmatch.partnership', 'socketrelay.request', 'socketrelay.fulfillment', 'socketrelay.message', 'lighthouse.property', 'lighthouse.match', 'lighthouse.message'`;

/**
 * LightHouse trust (issue 32):
 * - `lighthouse_matches.completed_at`: when the host marked the stay completed (set by a trigger on
 *   the status change, whoever writes it; the completed rows already there take their updated_at).
 *   References open then, and publish by themselves 14 days later.
 * - `lighthouse_references`: one per stay and author (host or seeker), recommend yes/no and a short
 *   text. Never updated (a trigger refuses any UPDATE): immutable once written, so once published.
 *   Published when both are written or 14 days after completion (a read-time rule, no job).
 * - the verified host badge on the host's profile: when, by which admin, and what was checked.
 * - reports of a reference (kind `lighthouse.reference`).
 */
export class LighthouseTrust1795720000000 implements MigrationInterface {
  name = 'LighthouseTrust1795720000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "lighthouse_matches" ADD "completed_at" timestamptz`);
    await q.query(`UPDATE "lighthouse_matches" SET "completed_at" = "updated_at" WHERE "status" = 'completed'`);
    await q.query(`
      CREATE FUNCTION lighthouse_match_completed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'completed' AND OLD.status IS DISTINCT FROM 'completed' THEN NEW.completed_at := now(); END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "TR_lighthouse_matches_completed" BEFORE UPDATE OF "status" ON "lighthouse_matches" FOR EACH ROW EXECUTE FUNCTION lighthouse_match_completed()`);

    await q.query(`
      CREATE TABLE "lighthouse_references" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "match_id" uuid NOT NULL,
        "author_id" uuid NOT NULL,
        "subject_id" uuid NOT NULL,
        "author_role" varchar(10) NOT NULL,
        "recommend" boolean NOT NULL,
        "text" varchar(500) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_lighthouse_references" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_lighthouse_references_author" UNIQUE ("match_id", "author_id"),
        CONSTRAINT "CHK_lighthouse_references_role" CHECK ("author_role" IN ('host', 'seeker')),
        CONSTRAINT "CHK_lighthouse_references_self" CHECK ("author_id" <> "subject_id"),
        CONSTRAINT "FK_lighthouse_references_match" FOREIGN KEY ("match_id") REFERENCES "lighthouse_matches"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_lighthouse_references_author" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_lighthouse_references_subject" FOREIGN KEY ("subject_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_lighthouse_references_subject" ON "lighthouse_references" ("subject_id", "created_at" DESC)`);
    await q.query(`CREATE INDEX "IDX_lighthouse_references_author" ON "lighthouse_references" ("author_id")`);
    await q.query(`
      CREATE FUNCTION lighthouse_reference_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'a reference cannot be changed once written' USING ERRCODE = 'check_violation'; END $$`);
    await q.query(`CREATE TRIGGER "TR_lighthouse_references_immutable" BEFORE UPDATE ON "lighthouse_references" FOR EACH ROW EXECUTE FUNCTION lighthouse_reference_immutable()`);

    await q.query(`ALTER TABLE "lighthouse_profiles" ADD "verified_at" timestamptz, ADD "verified_by" uuid, ADD "verified_checks" text[],
      ADD CONSTRAINT "FK_lighthouse_profiles_verified_by" FOREIGN KEY ("verified_by") REFERENCES "users"("id") ON DELETE SET NULL,
      ADD CONSTRAINT "CHK_lighthouse_profiles_checks" CHECK ("verified_checks" <@ ARRAY['met_in_person', 'partner_vouched', 'previous_stays']::text[])`);

    await q.query(`ALTER TABLE "reports" DROP CONSTRAINT "CHK_reports_kind", ADD CONSTRAINT "CHK_reports_kind" CHECK ("kind" IN (${KINDS}, 'lighthouse.reference'))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "reports" WHERE "kind" = 'lighthouse.reference'`);
    await q.query(`ALTER TABLE "reports" DROP CONSTRAINT "CHK_reports_kind", ADD CONSTRAINT "CHK_reports_kind" CHECK ("kind" IN (${KINDS}))`);
    await q.query(`ALTER TABLE "lighthouse_profiles" DROP CONSTRAINT "CHK_lighthouse_profiles_checks", DROP CONSTRAINT "FK_lighthouse_profiles_verified_by",
      DROP COLUMN "verified_checks", DROP COLUMN "verified_by", DROP COLUMN "verified_at"`);
    await q.query(`DROP TABLE "lighthouse_references"`);
    await q.query(`DROP FUNCTION lighthouse_reference_immutable()`);
    await q.query(`DROP TRIGGER "TR_lighthouse_matches_completed" ON "lighthouse_matches"`);
    await q.query(`DROP FUNCTION lighthouse_match_completed()`);
    await q.query(`ALTER TABLE "lighthouse_matches" DROP COLUMN "completed_at"`);
  }
}
