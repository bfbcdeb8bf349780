import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21 (safety): the member's choice to stay signed in on a quick exit (off by default), and
 * LightHouse photos uploaded to our own media storage (metadata stripped, re-encoded), at most
 * LIGHTHOUSE_PHOTO_LIMIT a listing (enforced under a row lock on the listing). The old `photos`
 * column of typed URLs stays as a record but is no longer read or written.
 */
export class QuickExitAndListingPhotos1795672100000 implements MigrationInterface {
  name = 'QuickExitAndListingPhotos1795672100000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user_settings" ADD "quick_exit_keeps_signed_in" boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE "lighthouse_property_photos" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "property_id" uuid NOT NULL,
        "media_key" varchar(200) NOT NULL,
        "content_type" varchar(20) NOT NULL,
        "size" integer NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_lighthouse_property_photos" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_lighthouse_property_photos_key" UNIQUE ("media_key"),
        CONSTRAINT "CHK_lighthouse_property_photos_type" CHECK ("content_type" IN ('image/jpeg', 'image/png', 'image/webp')),
        CONSTRAINT "FK_lighthouse_property_photos_property" FOREIGN KEY ("property_id") REFERENCES "lighthouse_properties"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_lighthouse_property_photos_property" ON "lighthouse_property_photos" ("property_id", "created_at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "lighthouse_property_photos"`);
    await q.query(`ALTER TABLE "user_settings" DROP COLUMN "quick_exit_keeps_signed_in"`);
  }
}
