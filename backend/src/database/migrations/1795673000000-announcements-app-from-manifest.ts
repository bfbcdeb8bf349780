import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which apps have announcements is the sub-app manifest's (issue 22): the column no longer lists
 * the four apps, so a new app's announcements need no change here. The value always comes from
 * code (one controller per app of the manifest), never from input; the check keeps it a key.
 */
export class AnnouncementsAppFromManifest1795673000000 implements MigrationInterface {
  name = 'AnnouncementsAppFromManifest1795673000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "announcements" DROP CONSTRAINT "CHK_announcements_app"`);
    await q.query(`ALTER TABLE "announcements" ADD CONSTRAINT "CHK_announcements_app" CHECK ("app" ~ '^[a-z][a-z0-9]*$')`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "announcements" WHERE "app" NOT IN ('supportmatch', 'sleepstories', 'lighthouse', 'socketrelay')`);
    await q.query(`ALTER TABLE "announcements" DROP CONSTRAINT "CHK_announcements_app"`);
    await q.query(`ALTER TABLE "announcements" ADD CONSTRAINT "CHK_announcements_app" CHECK ("app" IN ('supportmatch', 'sleepstories', 'lighthouse', 'socketrelay'))`);
  }
}
