import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The database tells every node when a cached session or user is no longer what it was, whoever
 * changed it (this app on any node, the CLI, psql, code written later that knows nothing of the
 * cache):
 * - sessions UPDATE of the session data, or an expiry moved earlier → NOTIFY session_changed (sid).
 *   The expiry pushed later by a touch does not notify. A DELETE already notifies session_ended.
 * - users UPDATE of any column but the sign-in and updated_at bookkeeping (admin flag, invite,
 *   subscription, email, password, names, columns added later), or DELETE → NOTIFY user_changed (id).
 */
export class CacheInvalidationNotify1763814000000 implements MigrationInterface {
  name = 'CacheInvalidationNotify1763814000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_changed', OLD.sid);
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER "TR_sessions_changed" AFTER UPDATE ON "sessions" FOR EACH ROW
      WHEN (OLD.sess::text IS DISTINCT FROM NEW.sess::text OR NEW.expire < OLD.expire OR OLD.sid IS DISTINCT FROM NEW.sid)
      EXECUTE FUNCTION notify_session_changed()`);
    await q.query(`
      CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM pg_notify('user_changed', OLD.id::text);
          RETURN OLD;
        END IF;
        IF (to_jsonb(OLD) - 'last_sign_in_at' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_sign_in_at' - 'updated_at') THEN
          PERFORM pg_notify('user_changed', OLD.id::text);
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "TR_users_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION notify_user_changed()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "TR_users_changed" ON "users"`);
    await q.query(`DROP FUNCTION notify_user_changed()`);
    await q.query(`DROP TRIGGER "TR_sessions_changed" ON "sessions"`);
    await q.query(`DROP FUNCTION notify_session_changed()`);
  }
}
