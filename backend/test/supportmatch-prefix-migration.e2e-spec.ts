import { DataSource } from 'typeorm';
import { SupportMatchPrefix1795730000000, SUPPORTMATCH_TABLES } from '../src/database/migrations/1795730000000-supportmatch-prefix';
import { databaseBefore, runStep } from './support/migrations';

const PREFIX_AT = 1795730000000;

type Names = Record<string, { constraints: string[]; indexes: string[]; triggers: string[] }>;

/** Every name hung on `tables`, sorted: named constraints (PostgreSQL 18's NOT NULL ones aside), indexes, triggers. */
async function namesOf(ds: DataSource, tables: readonly string[]): Promise<Names> {
  const names: Names = {};
  for (const table of tables) {
    const column = async (sql: string) => ((await ds.query(sql, [table])) as { name: string }[]).map((r) => r.name).sort();
    names[table] = {
      constraints: await column(`SELECT conname AS name FROM pg_constraint WHERE conrelid = $1::regclass AND contype <> 'n'`),
      indexes: await column(`SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public' AND tablename = $1`),
      triggers: await column(`SELECT tgname AS name FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal`),
    };
  }
  return names;
}

/** Every row of each table, as JSON, in id order: what must come through a rename unchanged. */
async function rowsOf(ds: DataSource, tables: readonly string[]): Promise<unknown[][]> {
  return Promise.all(tables.map(async (table) => ((await ds.query(`SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY t.id`)) as { row: unknown }[]).map((r) => r.row)));
}

const OLD = SUPPORTMATCH_TABLES.map(([from]) => from);
const NEW = SUPPORTMATCH_TABLES.map(([, to]) => to);

/** The names of the four tables before the rename (as the SupportMatch and chat delivery migrations made them). */
const OLD_NAMES: Names = {
  support_match_profiles: {
    constraints: ['FK_support_match_profiles_user', 'PK_support_match_profiles', 'UQ_support_match_profiles_user'],
    indexes: ['PK_support_match_profiles', 'UQ_support_match_profiles_user'],
    triggers: [],
  },
  matching_runs: { constraints: ['FK_matching_runs_user', 'PK_matching_runs'], indexes: ['IDX_matching_runs_created', 'PK_matching_runs'], triggers: [] },
  partnerships: {
    constraints: ['CHK_partnerships_distinct', 'CHK_partnerships_status', 'FK_partnerships_run', 'FK_partnerships_user1', 'FK_partnerships_user2', 'PK_partnerships'],
    indexes: ['IDX_partnerships_user2', 'PK_partnerships', 'UQ_partnerships_active_user1', 'UQ_partnerships_active_user2'],
    triggers: [],
  },
  messages: {
    constraints: ['FK_messages_partnership', 'FK_messages_sender', 'PK_messages'],
    indexes: ['IDX_messages_partnership_created', 'PK_messages', 'UQ_messages_client', 'UQ_messages_seq'],
    triggers: ['messages_seq'],
  },
};

/** The same names, each table's part of it prefixed. */
const NEW_NAMES: Names = Object.fromEntries(
  SUPPORTMATCH_TABLES.map(([from, to]) => {
    const swap = (names: string[]) => names.map((n) => n.replace(from, to)).sort();
    const { constraints, indexes, triggers } = OLD_NAMES[from];
    return [to, { constraints: swap(constraints), indexes: swap(indexes), triggers: swap(triggers) }];
  }),
);

const RUN = '10000000-0000-4000-8000-000000000001';
const PARTNERSHIP = '20000000-0000-4000-8000-000000000002';

/**
 * SupportMatch's tables take the app's prefix (issue 31), on a database migrated to the step
 * before that holds a member's whole SupportMatch life (profiles, a matching run, a partnership,
 * a chat, a report on the shared `reports` table): every row comes through unchanged, every
 * constraint, index and trigger is named after the new table and still holds (the chat's seq
 * trigger numbers the next message, the client id refuses a resend), and `down` gives it all back.
 */
describe('Migration: SupportMatch tables prefixed (e2e)', () => {
  let db: Awaited<ReturnType<typeof databaseBefore>>;
  let ds: DataSource;
  beforeAll(async () => {
    db = await databaseBefore('sm_prefix_mig', PREFIX_AT);
    ds = db.ds;
  }, 120_000);
  afterAll(() => db?.drop());

  it('keeps every row and rule under the new names; down() gives the old ones back', async () => {
    const users: string[] = [];
    for (const email of ['a@example.org', 'b@example.org']) users.push((await ds.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [email]))[0].id);
    const [a, b] = users;
    await ds.query(
      `INSERT INTO support_match_profiles (user_id, nickname, gender, timezone, created_at) VALUES ($1, 'Heron', 'female', 'Europe/Paris', '2026-01-02T03:04:05Z'), ($2, 'Kestrel', NULL, 'Europe/Paris', '2026-01-03T03:04:05Z')`,
      [a, b],
    );
    await ds.query(
      `INSERT INTO matching_runs (id, triggered_by, seed, eligible, pairs, unmatched_user_ids, duration_ms, unmatched_reasons, reason_counts)
       VALUES ($1, $2, 42, 2, 1, '{}', 7, '{}', '{"blocked": 0}')`,
      [RUN, a],
    );
    await ds.query(`INSERT INTO partnerships (id, user1_id, user2_id, matching_run_id, start_date) VALUES ($1, $2, $3, $4, '2026-02-01T00:00:00Z')`, [PARTNERSHIP, a, b, RUN]);
    for (const [sender, content] of [
      [a, 'hello'],
      [b, 'hi there'],
    ]) {
      await ds.query(`INSERT INTO messages (partnership_id, sender_id, content) VALUES ($1, $2, $3)`, [PARTNERSHIP, sender, content]);
    }
    await ds.query(`INSERT INTO reports (reporter_id, reported_user_id, partnership_id, reason, description, kind, subject_id) VALUES ($1, $2, $3, 'other', 'rude', 'supportmatch.partnership', $3)`, [
      a,
      b,
      PARTNERSHIP,
    ]);
    const before = await rowsOf(ds, OLD);
    expect(before.map((rows) => rows.length)).toEqual([2, 1, 1, 2]);
    expect(await namesOf(ds, OLD)).toEqual(OLD_NAMES);
    const reports = await ds.query(`SELECT to_jsonb(r) AS row FROM reports r`);

    await runStep(ds, (runner) => new SupportMatchPrefix1795730000000().up(runner));

    for (const table of OLD) expect(await ds.query(`SELECT to_regclass($1) AS t`, [table])).toEqual([{ t: null }]);
    expect(await rowsOf(ds, NEW)).toEqual(before);
    expect(await namesOf(ds, NEW)).toEqual(NEW_NAMES);
    // Nothing still names an old table: no function, view, or constraint left over (NOT NULL ones included).
    const old = `\\m(${OLD.join('|')})\\M`;
    expect(await ds.query(`SELECT proname FROM pg_proc WHERE pronamespace = 'public'::regnamespace AND prosrc ~ $1`, [old])).toEqual([]);
    expect(await ds.query(`SELECT viewname FROM pg_views WHERE schemaname = 'public' AND definition ~ $1`, [old])).toEqual([]);
    expect(await ds.query(`SELECT conname FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conname ~ $1`, [`^([A-Z]+_)?(${OLD.join('|')})_`])).toEqual([]);
    // The shared reports table keeps its name and rows, its partnership key now on the new table.
    expect(await ds.query(`SELECT to_jsonb(r) AS row FROM reports r`)).toEqual(reports);
    expect(await ds.query(`SELECT confrelid::regclass::text AS target FROM pg_constraint WHERE conname = 'FK_reports_partnership'`)).toEqual([{ target: 'supportmatch_partnerships' }]);

    // The rules hold: the chat's seq runs on from 2, a resend's client id is refused by name, one profile each, no partnership with oneself.
    const [{ seq }] = await ds.query(`INSERT INTO supportmatch_messages (partnership_id, sender_id, content) VALUES ($1, $2, 'after the rename') RETURNING seq`, [PARTNERSHIP, a]);
    expect(Number(seq)).toBe(3);
    const [{ client_id: clientId }] = await ds.query(`SELECT client_id FROM supportmatch_messages WHERE seq = 3`);
    await expect(ds.query(`INSERT INTO supportmatch_messages (partnership_id, sender_id, content, client_id) VALUES ($1, $2, 'resend', $3)`, [PARTNERSHIP, a, clientId])).rejects.toThrow(
      /UQ_supportmatch_messages_client/,
    );
    await expect(ds.query(`INSERT INTO supportmatch_profiles (user_id, nickname) VALUES ($1, 'Twice')`, [a])).rejects.toThrow(/UQ_supportmatch_profiles_user/);
    await expect(ds.query(`INSERT INTO supportmatch_partnerships (user1_id, user2_id) VALUES ($1, $1)`, [a])).rejects.toThrow(/CHK_supportmatch_partnerships_distinct/);
    await expect(ds.query(`INSERT INTO supportmatch_partnerships (user1_id, user2_id) VALUES ($1, $2)`, [a, b])).rejects.toThrow(/UQ_supportmatch_partnerships_active_user1/);
    const after = await rowsOf(ds, NEW);

    await runStep(ds, (runner) => new SupportMatchPrefix1795730000000().down(runner));

    for (const table of NEW) expect(await ds.query(`SELECT to_regclass($1) AS t`, [table])).toEqual([{ t: null }]);
    expect(await rowsOf(ds, OLD)).toEqual(after);
    expect(await namesOf(ds, OLD)).toEqual(OLD_NAMES);
    const [{ seq: next }] = await ds.query(`INSERT INTO messages (partnership_id, sender_id, content) VALUES ($1, $2, 'after down') RETURNING seq`, [PARTNERSHIP, b]);
    expect(Number(next)).toBe(4);
    expect(await ds.query(`SELECT confrelid::regclass::text AS target FROM pg_constraint WHERE conname = 'FK_reports_partnership'`)).toEqual([{ target: 'partnerships' }]);
  }, 120_000);
});
