import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's language (issue 33): her screens and her emails. Only the supported codes are stored
 * (the API validates against LANGUAGES in @pfe/contracts; the check is a second guard for psql and
 * the CLI, widened by the migration that adds a language).
 */
export class UserLanguage1795720000000 implements MigrationInterface {
  name = 'UserLanguage1795720000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user_settings" ADD "language" varchar(8) NOT NULL DEFAULT 'en'`);
    await q.query(`ALTER TABLE "user_settings" ADD CONSTRAINT "CHK_user_settings_language" CHECK ("language" IN ('en', 'es'))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user_settings" DROP CONSTRAINT "CHK_user_settings_language"`);
    await q.query(`ALTER TABLE "user_settings" DROP COLUMN "language"`);
  }
}
