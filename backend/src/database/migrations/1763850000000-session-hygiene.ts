import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19 (sessions and credentials):
 * - A privilege change (admin flag, invite redeemed, password set), by whatever path (the app on
 *   any node, the CLI, psql), marks every session of that member for a new id at its next request.
 * - A passkey records the session that added it (its handle and device), so the member can tell
 *   a passkey planted from a session she does not know.
 * - A deleted account keeps no membership, and none of its sessions.
 */
export class SessionHygiene1763850000000 implements MigrationInterface {
  name = 'SessionHygiene1763850000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION flag_session_rotation() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE sessions SET sess = (sess::jsonb || '{"rotate": true}'::jsonb)::json WHERE user_id = NEW.id::text;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER "TR_users_privilege_changed" AFTER UPDATE ON "users" FOR EACH ROW
      WHEN (OLD.is_admin IS DISTINCT FROM NEW.is_admin OR OLD.invite_code_used IS DISTINCT FROM NEW.invite_code_used
            OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
      EXECUTE FUNCTION flag_session_rotation()`);
    await q.query(`ALTER TABLE "passkeys" ADD "created_session" varchar(32), ADD "created_device" varchar(120)`);
    await q.query(`DELETE FROM sessions s USING users u WHERE u.deleted_at IS NOT NULL AND s.user_id = u.id::text`);
    await q.query(`UPDATE users SET invite_code_used = NULL WHERE deleted_at IS NOT NULL AND invite_code_used IS NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "passkeys" DROP COLUMN "created_session", DROP COLUMN "created_device"`);
    await q.query(`DROP TRIGGER "TR_users_privilege_changed" ON "users"`);
    await q.query(`DROP FUNCTION flag_session_rotation()`);
  }
}
