import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SupportMatch's four tables, [old, new]: the app's prefix, as every other app's tables carry
 * theirs. `reports` is not among them: it is moderation's one reports table of every app.
 */
export const SUPPORTMATCH_TABLES = [
  ['support_match_profiles', 'supportmatch_profiles'],
  ['matching_runs', 'supportmatch_matching_runs'],
  ['partnerships', 'supportmatch_partnerships'],
  ['messages', 'supportmatch_messages'],
] as const;

/** The names that carry a table's name, per new table: constraints (with their indexes), indexes, triggers. */
const NAMED: Record<string, { constraints: string[]; indexes: string[]; triggers: string[] }> = {
  supportmatch_profiles: { constraints: ['PK_$', 'UQ_$_user', 'FK_$_user'], indexes: [], triggers: [] },
  supportmatch_matching_runs: { constraints: ['PK_$', 'FK_$_user'], indexes: ['IDX_$_created'], triggers: [] },
  supportmatch_partnerships: {
    constraints: ['PK_$', 'CHK_$_distinct', 'CHK_$_status', 'FK_$_user1', 'FK_$_user2', 'FK_$_run'],
    indexes: ['UQ_$_active_user1', 'UQ_$_active_user2', 'IDX_$_user2'],
    triggers: [],
  },
  // The chat delivery names: the store tells a resend by `UQ_<table>_client`; `<table>_seq` runs chat_assign_seq.
  supportmatch_messages: { constraints: ['PK_$', 'FK_$_partnership', 'FK_$_sender'], indexes: ['IDX_$_partnership_created', 'UQ_$_client', 'UQ_$_seq'], triggers: ['$_seq'] },
};

/**
 * SupportMatch's tables take its prefix (issue 31): `support_match_profiles`, `matching_runs`,
 * `partnerships` and `messages` become `supportmatch_profiles`, `supportmatch_matching_runs`,
 * `supportmatch_partnerships` and `supportmatch_messages`, with every constraint, index and trigger
 * named after them. Renames only: every row, id and date stays (a rename keeps the table's storage,
 * its rows and its indexes' contents; foreign keys from other tables, such as `reports`, and the
 * chat trigger's function follow the table). PostgreSQL 18 names the NOT NULL constraints after the
 * table they were made in (`messages_id_not_null`): those follow too. `down` gives the old names back.
 */
export class SupportMatchPrefix1795730000000 implements MigrationInterface {
  name = 'SupportMatchPrefix1795730000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const [from, to] of SUPPORTMATCH_TABLES) await rename(q, from, to);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const [from, to] of [...SUPPORTMATCH_TABLES].reverse()) await rename(q, to, from);
  }
}

/** Renames table `from` to `to` and the names that carry it (NAMED is written with the new names; `$` is the table). */
async function rename(q: QueryRunner, from: string, to: string): Promise<void> {
  const named = NAMED[to] ?? NAMED[from];
  const was = (pattern: string) => pattern.replace('$', from);
  const becomes = (pattern: string) => pattern.replace('$', to);
  await q.query(`ALTER TABLE "${from}" RENAME TO "${to}"`);
  for (const c of named.constraints) await q.query(`ALTER TABLE "${to}" RENAME CONSTRAINT "${was(c)}" TO "${becomes(c)}"`);
  for (const i of named.indexes) await q.query(`ALTER INDEX "${was(i)}" RENAME TO "${becomes(i)}"`);
  for (const t of named.triggers) await q.query(`ALTER TRIGGER "${was(t)}" ON "${to}" RENAME TO "${becomes(t)}"`);
  const notNull: { conname: string }[] = await q.query(
    `SELECT conname FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'n' AND starts_with(conname, $2) AND conname LIKE '%\\_not\\_null'`,
    [`"${to}"`, `${from}_`],
  );
  for (const { conname } of notNull) await q.query(`ALTER TABLE "${to}" RENAME CONSTRAINT "${conname}" TO "${to}${conname.slice(from.length)}"`);
}
