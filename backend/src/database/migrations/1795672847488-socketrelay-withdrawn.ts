import { MigrationInterface, QueryRunner } from 'typeorm';

/** A member may withdraw her own open request (issue 21 item 8): a status of its own, kept for the record. */
export class SocketRelayWithdrawn1795672847488 implements MigrationInterface {
  name = 'SocketRelayWithdrawn1795672847488';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "socketrelay_requests" DROP CONSTRAINT "CHK_socketrelay_requests_status"`);
    await q.query(
      `ALTER TABLE "socketrelay_requests" ADD CONSTRAINT "CHK_socketrelay_requests_status" CHECK ("status" IN ('active', 'fulfilled', 'expired', 'deleted', 'withdrawn'))`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "socketrelay_requests" SET "status" = 'expired' WHERE "status" = 'withdrawn'`);
    await q.query(`ALTER TABLE "socketrelay_requests" DROP CONSTRAINT "CHK_socketrelay_requests_status"`);
    await q.query(`ALTER TABLE "socketrelay_requests" ADD CONSTRAINT "CHK_socketrelay_requests_status" CHECK ("status" IN ('active', 'fulfilled', 'expired', 'deleted'))`);
  }
}
