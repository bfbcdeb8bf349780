import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why a matching run left members out: `unmatched_reasons` maps each unmatched member's id to a
 * reason (profile_incomplete, no_compatible_member, blocked, all_compatible_paired), and
 * `reason_counts` holds the counts the admin was shown. Runs made before are left as they are
 * (empty objects).
 */
export class MatchingRunReasons1763800000000 implements MigrationInterface {
  name = 'MatchingRunReasons1763800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "matching_runs"
        ADD COLUMN "unmatched_reasons" jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN "reason_counts" jsonb NOT NULL DEFAULT '{}'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "matching_runs" DROP COLUMN "reason_counts", DROP COLUMN "unmatched_reasons"`);
  }
}
