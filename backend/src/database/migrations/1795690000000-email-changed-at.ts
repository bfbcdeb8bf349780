import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Safety Check (issue 27) says when the account's email address last changed: the database keeps
 * it, whatever changes the address (the app, the CLI, psql). Null: not changed since the account
 * was made.
 */
export class EmailChangedAt1795690000000 implements MigrationInterface {
  name = 'EmailChangedAt1795690000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "email_changed_at" timestamptz`);
    await q.query(`
      CREATE FUNCTION stamp_email_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.email_changed_at := now();
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER "TR_users_email_changed" BEFORE UPDATE OF "email" ON "users" FOR EACH ROW
      WHEN (OLD.email IS DISTINCT FROM NEW.email)
      EXECUTE FUNCTION stamp_email_change()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "TR_users_email_changed" ON "users"`);
    await q.query(`DROP FUNCTION stamp_email_change()`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "email_changed_at"`);
  }
}
