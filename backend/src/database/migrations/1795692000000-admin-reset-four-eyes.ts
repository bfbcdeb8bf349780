import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Four-eyes admin reset links (issue 27): with two or more admins an admin link is created pending,
 * with no token at all (`token_hash` NULL, so nothing can confirm it), and gets its token when
 * another admin approves it (`approved_by`, `approved_at`). Only admin links may wait.
 */
export class AdminResetFourEyes1795692000000 implements MigrationInterface {
  name = 'AdminResetFourEyes1795692000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "password_resets" ALTER COLUMN "token_hash" DROP NOT NULL`);
    await q.query(`ALTER TABLE "password_resets" ADD "approved_by" uuid`);
    await q.query(`ALTER TABLE "password_resets" ADD "approved_at" timestamptz`);
    await q.query(`ALTER TABLE "password_resets" ADD CONSTRAINT "FK_password_resets_approver" FOREIGN KEY ("approved_by") REFERENCES "users"("id") ON DELETE SET NULL`);
    await q.query(`ALTER TABLE "password_resets" ADD CONSTRAINT "CHK_password_resets_pending_admin" CHECK ("token_hash" IS NOT NULL OR "source" = 'admin')`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "password_resets" DROP CONSTRAINT "CHK_password_resets_pending_admin"`);
    await q.query(`DELETE FROM "password_resets" WHERE "token_hash" IS NULL`);
    await q.query(`ALTER TABLE "password_resets" DROP CONSTRAINT "FK_password_resets_approver"`);
    await q.query(`ALTER TABLE "password_resets" DROP COLUMN "approved_at"`);
    await q.query(`ALTER TABLE "password_resets" DROP COLUMN "approved_by"`);
    await q.query(`ALTER TABLE "password_resets" ALTER COLUMN "token_hash" SET NOT NULL`);
  }
}
