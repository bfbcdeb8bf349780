import { DataSource } from 'typeorm';
import { BlocksTable1795680000000 } from '../src/database/migrations/1795680000000-blocks-table';
import { databaseBefore, runStep } from './support/migrations';

const RENAME_AT = 1795680000000;

/**
 * The rename of `exclusions` to `blocks` (issue 22) on a database that has blocks: every row keeps
 * its id, members, reason and date; the constraints still hold under their new names; down() gives
 * the old table back with the same rows.
 */
describe('Migration: exclusions renamed blocks (e2e)', () => {
  let db: Awaited<ReturnType<typeof databaseBefore>>;
  let ds: DataSource;
  beforeAll(async () => {
    db = await databaseBefore('blocks_mig', RENAME_AT);
    ds = db.ds;
  }, 120_000);
  afterAll(() => db?.drop());

  it('keeps every block, and the rules of the table, under the new names; down() gives them back', async () => {
    const users: string[] = [];
    for (const email of ['a@example.org', 'b@example.org', 'c@example.org']) users.push((await ds.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [email]))[0].id);
    const [a, b, c] = users;
    await ds.query(
      `INSERT INTO exclusions (id, user_id, excluded_user_id, reason, created_at) VALUES
        ('11111111-1111-4111-8111-111111111111', $1, $2, 'felt unsafe', '2026-01-02T03:04:05Z'),
        ('22222222-2222-4222-8222-222222222222', $2, $1, NULL, '2026-02-03T04:05:06Z'),
        ('33333333-3333-4333-8333-333333333333', $3, $1, 'pushy', '2026-03-04T05:06:07Z')`,
      [a, b, c],
    );
    const before = await ds.query(`SELECT id, user_id, excluded_user_id AS blocked, reason, created_at FROM exclusions ORDER BY id`);
    expect(before).toHaveLength(3);

    await runStep(ds, (runner) => new BlocksTable1795680000000().up(runner));

    expect(await ds.query(`SELECT to_regclass('public.exclusions') AS old`)).toEqual([{ old: null }]);
    expect(await ds.query(`SELECT id, user_id, blocked_user_id AS blocked, reason, created_at FROM blocks ORDER BY id`)).toEqual(before);
    // PostgreSQL 18 also lists NOT NULL as constraints (named after the table they were made in): the named rules only.
    const names = (await ds.query(`SELECT conname FROM pg_constraint WHERE conrelid = 'blocks'::regclass AND contype <> 'n' ORDER BY conname`)).map((r: { conname: string }) => r.conname);
    expect(names).toEqual(['CHK_blocks_not_self', 'FK_blocks_blocked_user', 'FK_blocks_user', 'PK_blocks', 'UQ_blocks_pair']);
    const indexes = (await ds.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'blocks' ORDER BY indexname`)).map((r: { indexname: string }) => r.indexname);
    expect(indexes).toEqual(['IDX_blocks_blocked_user', 'PK_blocks', 'UQ_blocks_pair']);
    // No trigger, function or view still names the old table.
    expect(await ds.query(`SELECT proname FROM pg_proc WHERE prosrc ILIKE '%exclusions%'`)).toEqual([]);
    expect(await ds.query(`SELECT viewname FROM pg_views WHERE schemaname = 'public' AND definition ILIKE '%exclusions%'`)).toEqual([]);
    // The rules hold: one block per pair, never oneself, gone with its member.
    await expect(ds.query(`INSERT INTO blocks (user_id, blocked_user_id) VALUES ($1, $2)`, [a, b])).rejects.toThrow(/UQ_blocks_pair/);
    await expect(ds.query(`INSERT INTO blocks (user_id, blocked_user_id) VALUES ($1, $1)`, [a])).rejects.toThrow(/CHK_blocks_not_self/);
    await ds.query(`INSERT INTO blocks (user_id, blocked_user_id) VALUES ($1, $2)`, [c, b]);
    await ds.query(`DELETE FROM users WHERE id = $1`, [c]);
    expect((await ds.query(`SELECT id FROM blocks ORDER BY id`)).map((r: { id: string }) => r.id)).toEqual(['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222']);

    await runStep(ds, (runner) => new BlocksTable1795680000000().down(runner));
    expect(await ds.query(`SELECT id, user_id, excluded_user_id AS blocked, reason, created_at FROM exclusions ORDER BY id`)).toEqual(before.slice(0, 2));
    expect((await ds.query(`SELECT conname FROM pg_constraint WHERE conrelid = 'exclusions'::regclass AND contype <> 'n' ORDER BY conname`)).map((r: { conname: string }) => r.conname)).toEqual([
      'CHK_exclusions_not_self',
      'FK_exclusions_excluded',
      'FK_exclusions_user',
      'PK_exclusions',
      'UQ_exclusions_pair',
    ]);
  }, 120_000);
});
