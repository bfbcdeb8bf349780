import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * sessions → NOTIFY session_ended: every way a session row goes (logout, revocation, a password
 * reset from the CLI, expiry sweep, account deletion) tells every node, which closes its sockets.
 */
export class SessionEndedNotify1763790000000 implements MigrationInterface {
  name = 'SessionEndedNotify1763790000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_ended', OLD.sid);
        RETURN OLD;
      END $$`);
    await q.query(`CREATE TRIGGER "TR_sessions_ended" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION notify_session_ended()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "TR_sessions_ended" ON "sessions"`);
    await q.query(`DROP FUNCTION notify_session_ended()`);
  }
}
