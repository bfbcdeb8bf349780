import { MigrationInterface, QueryRunner } from 'typeorm';

/** [from, to] pairs: the table, its column, constraints and index, named after what they hold (issue 22). */
const RENAMES = {
  constraints: [
    ['PK_exclusions', 'PK_blocks'],
    ['UQ_exclusions_pair', 'UQ_blocks_pair'],
    ['CHK_exclusions_not_self', 'CHK_blocks_not_self'],
    ['FK_exclusions_user', 'FK_blocks_user'],
    ['FK_exclusions_excluded', 'FK_blocks_blocked_user'],
  ],
  indexes: [['IDX_exclusions_excluded', 'IDX_blocks_blocked_user']],
} as const;

/**
 * The platform's block list keeps SupportMatch's first name no longer: `exclusions` becomes
 * `blocks`, `excluded_user_id` becomes `blocked_user_id`. Renames only: every row, id and date stays
 * (a rename keeps the table's storage, its rows and its indexes' contents).
 */
export class BlocksTable1795680000000 implements MigrationInterface {
  name = 'BlocksTable1795680000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "exclusions" RENAME TO "blocks"`);
    await q.query(`ALTER TABLE "blocks" RENAME COLUMN "excluded_user_id" TO "blocked_user_id"`);
    for (const [from, to] of RENAMES.constraints) await q.query(`ALTER TABLE "blocks" RENAME CONSTRAINT "${from}" TO "${to}"`);
    for (const [from, to] of RENAMES.indexes) await q.query(`ALTER INDEX "${from}" RENAME TO "${to}"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const [from, to] of RENAMES.indexes) await q.query(`ALTER INDEX "${to}" RENAME TO "${from}"`);
    for (const [from, to] of RENAMES.constraints) await q.query(`ALTER TABLE "blocks" RENAME CONSTRAINT "${to}" TO "${from}"`);
    await q.query(`ALTER TABLE "blocks" RENAME COLUMN "blocked_user_id" TO "excluded_user_id"`);
    await q.query(`ALTER TABLE "blocks" RENAME TO "exclusions"`);
  }
}
