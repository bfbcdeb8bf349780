import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A session moved to a new id (a privilege change, a password change: PgSessionStore.rotate) is not
 * an ended session: its old row's DELETE notifies `session_rotated` instead of `session_ended`, so
 * the nodes forget the old id and close its sockets (which reconnect with the new cookie) without
 * telling the page `session.ended` (which wipes it and signs it out on screen). The rotation says so
 * for its own row only, with the transaction-local setting `pfe.session_rotation` = the old sid.
 */
export class SessionRotatedNotify1795691000000 implements MigrationInterface {
  name = 'SessionRotatedNotify1795691000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('pfe.session_rotation', true) = OLD.sid THEN
          PERFORM pg_notify('session_rotated', OLD.sid);
        ELSE
          PERFORM pg_notify('session_ended', OLD.sid);
        END IF;
        RETURN OLD;
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_ended', OLD.sid);
        RETURN OLD;
      END $$`);
  }
}
