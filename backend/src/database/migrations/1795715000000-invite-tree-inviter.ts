import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The invite tree (issue 32) answers for 10,000 members in under 200 ms: every account keeps its
 * inviter on its own row (`users.invited_by`, the creator of the code it redeemed), so a level of the
 * tree is one probe of `IDX_users_invited_by` instead of two joins (codes by creator, redemptions by
 * code). The inviter never changes once set: a redemption writes it (the trigger, whoever inserts the
 * redemption), and the rows already there are filled from `invite_redemptions`.
 */
export class InviteTreeInviter1795715000000 implements MigrationInterface {
  name = 'InviteTreeInviter1795715000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "invited_by" uuid, ADD CONSTRAINT "FK_users_invited_by" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE SET NULL`);
    await q.query(`
      UPDATE "users" u SET "invited_by" = c."created_by"
      FROM "invite_redemptions" r JOIN "invite_codes" c ON c."id" = r."invite_code_id"
      WHERE r."user_id" = u."id" AND c."created_by" IS NOT NULL AND c."created_by" <> u."id"`);
    await q.query(`CREATE INDEX "IDX_users_invited_by" ON "users" ("invited_by") WHERE "invited_by" IS NOT NULL`);
    await q.query(`
      CREATE FUNCTION set_inviter() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "users" u SET "invited_by" = c."created_by"
        FROM "invite_codes" c
        WHERE c."id" = NEW."invite_code_id" AND u."id" = NEW."user_id" AND c."created_by" IS NOT NULL AND c."created_by" <> u."id" AND u."invited_by" IS NULL;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "TR_invite_redemptions_inviter" AFTER INSERT ON "invite_redemptions" FOR EACH ROW EXECUTE FUNCTION set_inviter()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "TR_invite_redemptions_inviter" ON "invite_redemptions"`);
    await q.query(`DROP FUNCTION set_inviter()`);
    await q.query(`DROP INDEX "IDX_users_invited_by"`);
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT "FK_users_invited_by", DROP COLUMN "invited_by"`);
  }
}
