import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Client } from 'pg';
import { DataSource, MigrationInterface } from 'typeorm';
import { dataSourceOptions, loadedMigrations } from '../data-source-options';
import { DATABASE_DIR, FORMAT, Manifest, MANIFEST, MEDIA_DIR, MEDIA_REFERENCES, MissingMedia, TableEntry, tar, Totals, totals } from './archive';
import { quoteIdent } from './backup';

const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

export interface RestoreSummary extends Totals {
  createdAt: string;
  /** Media files deleted while the backup ran: not in the archive, and their rows left out. */
  missing: MissingMedia[];
}

type MigrationClass = new () => MigrationInterface;

/** The application's migrations by name (the `name` each one declares). */
function knownMigrations(): Map<string, MigrationClass> {
  const dir = join(__dirname, '..', 'migrations');
  const found = new Map<string, MigrationClass>();
  // The classes handed to useDatabaseClasses (a runtime whose `require` cannot load TypeScript), else the files.
  const loaded = loadedMigrations();
  const exports: Record<string, unknown>[] = loaded
    ? [{ ...loaded }]
    : readdirSync(dir)
        .filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'))
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        .map((file) => require(join(dir, file)) as Record<string, unknown>);
  for (const exported of exports) {
    for (const value of Object.values(exported)) {
      if (typeof value !== 'function') continue;
      const migration = value as MigrationClass;
      const name = (new migration() as { name?: string }).name ?? migration.name;
      found.set(name, migration);
    }
  }
  return found;
}

/** Only a manifest, the tables and media files, as plain files and folders: nothing else is unpacked. */
async function checkMembers(file: string): Promise<void> {
  const listing = (await tar(['-tvf', file])).split('\n').filter(Boolean);
  const names = (await tar(['-tf', file])).split('\n').filter(Boolean);
  for (const line of listing) {
    if (line[0] !== '-' && line[0] !== 'd') throw new Error(`Not a backup of this application: it holds a link or special file (${line})`);
  }
  const allowed = new RegExp(`^(${MANIFEST}|${DATABASE_DIR}|${DATABASE_DIR}/[^/]+|${MEDIA_DIR}/.+)$`);
  for (const name of names) {
    if (!allowed.test(name.replace(/\/$/, '')) || name.split('/').includes('..')) {
      throw new Error(`Not a backup of this application: unexpected entry ${JSON.stringify(name)}`);
    }
  }
  if (!names.includes(MANIFEST)) throw new Error('Not a backup of this application: no manifest.json');
}

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Rows of one table file, in batches of JSON text (never parsed here: numbers and dates stay exact). */
async function* batches(path: string): AsyncGenerator<string[]> {
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  let batch: string[] = [];
  let bytes = 0;
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      yield batch;
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) yield batch;
}

async function isEmptyDatabase(client: Client): Promise<boolean> {
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p', 'v', 'm', 'S')`);
  return rows[0].n === 0;
}

async function loadTable(client: Client, dir: string, table: TableEntry): Promise<void> {
  const name = `public.${quoteIdent(table.name)}`;
  const exists = (await client.query('SELECT to_regclass($1) AS t', [name])).rows[0].t;
  if (!exists) throw new Error(`The backup has a table ${table.name} that its migrations did not create`);
  const cols = table.columns.map(quoteIdent).join(', ');
  let rows = 0;
  await client.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
  for await (const batch of batches(join(dir, table.file))) {
    const result = await client.query(
      `INSERT INTO ${name} (${cols}) OVERRIDING SYSTEM VALUE SELECT ${cols} FROM jsonb_populate_recordset(NULL::${name}, $1::jsonb)`,
      [`[${batch.join(',')}]`],
    );
    rows += result.rowCount ?? 0;
  }
  await client.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
  if (rows !== table.rows) throw new Error(`${table.name}: ${rows} rows restored, the backup says ${table.rows}`);
}

/**
 * The rows naming a media file the backup found deleted (their own deletion, or a new file, came
 * right after the snapshot) are left out as the application itself would have done: a photo row
 * goes, a story loses its audio. Rows and files then agree.
 */
async function forgetMissing(client: Client, missing: MissingMedia[], log: (line: string) => void): Promise<void> {
  for (const ref of MEDIA_REFERENCES) {
    const keys = missing.filter((m) => m.table === ref.table).map((m) => m.path);
    if (keys.length === 0) continue;
    await client.query(ref.forget, [keys]);
    for (const key of keys) log(`Media file ${key} was deleted while the backup ran: not in the archive, its ${ref.table} row left out`);
  }
  const unknown = missing.filter((m) => !MEDIA_REFERENCES.some((ref) => ref.table === m.table));
  if (unknown.length > 0) throw new Error(`The backup lists missing media of tables this version does not know (${[...new Set(unknown.map((m) => m.table))].join(', ')})`);
}

/**
 * Restores an archive written by `backup` into an empty install: a database with no tables
 * (a new one, or the embedded one in a new DATA_DIR) and an empty or missing media folder.
 * Brings the schema to the backup's migrations, loads every table in one transaction (foreign
 * keys added back and checked after the rows, triggers quiet while loading), sets the sequences,
 * then puts the media files in place after checking each one's SHA-256; a file the backup found
 * deleted is reported, and its row left out (forgetMissing). Sessions are not in a
 * backup: everyone signs in again. Migrations newer than the backup run when the app starts.
 */
export async function restore(databaseUrl: string, mediaDir: string, archive: string, log: (line: string) => void = () => undefined): Promise<RestoreSummary> {
  const file = resolve(archive);
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  if (existsSync(mediaDir) && (await readdir(mediaDir)).length > 0) throw new Error(`The media folder ${mediaDir} is not empty: restore needs an empty install`);
  await checkMembers(file);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    if (!(await isEmptyDatabase(client))) {
      throw new Error('The database is not empty: restore needs a new database (createdb, then point DATABASE_URL at it) or, embedded, a new DATA_DIR');
    }
    return await restoreInto(client, databaseUrl, mediaDir, file, log);
  } finally {
    await client.end();
  }
}

async function restoreInto(client: Client, databaseUrl: string, mediaDir: string, file: string, log: (line: string) => void): Promise<RestoreSummary> {
  const work = await mkdtemp(join(tmpdir(), 'pfe-restore-'));
  let mediaStaging: string | undefined;
  try {
    await tar(['-xf', file, '-C', work, '--no-same-owner', '--no-same-permissions', MANIFEST, DATABASE_DIR]);
    const manifest = JSON.parse(await readFile(join(work, MANIFEST), 'utf8')) as Manifest;
    if (manifest.format !== FORMAT) throw new Error(`Unknown backup format ${JSON.stringify(manifest.format)} (this version reads ${FORMAT})`);
    const known = knownMigrations();
    const unknown = manifest.migrations.filter((m) => !known.has(m));
    if (unknown.length > 0) throw new Error(`The backup comes from a newer version of the application (migrations ${unknown.join(', ')}): restore with that version`);

    if (manifest.media.length > 0) {
      await mkdir(mediaDir, { recursive: true });
      mediaStaging = await mkdtemp(join(mediaDir, '.restore-'));
      await tar(['-xf', file, '-C', mediaStaging, '--no-same-owner', '--no-same-permissions', '--strip-components=1', MEDIA_DIR]);
      for (const entry of manifest.media) {
        const path = join(mediaStaging, ...entry.path.split('/'));
        const size = existsSync(path) ? (await stat(path)).size : -1;
        if (size !== entry.bytes || (await sha256(path)) !== entry.sha256) throw new Error(`The archive is damaged: media file ${entry.path} does not match its checksum`);
      }
    }
    log(`Archive of ${manifest.createdAt} (PostgreSQL ${manifest.serverVersion}) checked`);

    try {
      const schema = new DataSource({ ...dataSourceOptions(databaseUrl), migrations: manifest.migrations.map((m) => known.get(m)!), migrationsRun: false, logging: false });
      await schema.initialize();
      try {
        await schema.runMigrations({ transaction: 'each' });
      } finally {
        await schema.destroy();
      }
      log(`Schema at ${manifest.migrations[manifest.migrations.length - 1] ?? 'no migrations'}`);

      await client.query('BEGIN');
      const foreignKeys = (
        await client.query(
          `SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
        )
      ).rows as { tbl: string; conname: string; def: string }[];
      for (const fk of foreignKeys) await client.query(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${quoteIdent(fk.conname)}`);
      // Rows the migrations themselves seeded (the first price tier) give way to the backup's.
      if (manifest.tables.length > 0) await client.query(`TRUNCATE ${manifest.tables.map((t) => `public.${quoteIdent(t.name)}`).join(', ')}`);
      for (const table of manifest.tables) await loadTable(client, work, table);
      for (const fk of foreignKeys) await client.query(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${quoteIdent(fk.conname)} ${fk.def}`);
      await forgetMissing(client, manifest.missing ?? [], log);
      for (const seq of manifest.sequences) {
        await client.query(`SELECT setval(to_regclass($1), $2::bigint, true) WHERE to_regclass($1) IS NOT NULL`, [`public.${quoteIdent(seq.name)}`, seq.value]);
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }

    if (mediaStaging) {
      for (const entry of await readdir(mediaStaging)) await rename(join(mediaStaging, entry), join(mediaDir, entry));
      await rmdir(mediaStaging);
      mediaStaging = undefined;
    }
    return { createdAt: manifest.createdAt, missing: manifest.missing ?? [], ...totals(manifest) };
  } finally {
    await rm(work, { recursive: true, force: true });
    if (mediaStaging) await rm(mediaStaging, { recursive: true, force: true });
  }
}
