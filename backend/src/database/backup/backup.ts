import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, lstat, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import { DATABASE_DIR, FORMAT, Manifest, MANIFEST, MEDIA_DIR, MediaEntry, TableEntry, tar, Totals, totals } from './archive';

/** Tables never saved: TypeORM's list of migrations (restore runs them) and the sessions (a restore signs everyone out). */
export const NOT_SAVED = new Set(['migrations', 'sessions']);
const BATCH = 2000;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface BackupSummary extends Totals {
  file: string;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every regular file under `dir` (symbolic links and other special files are not media: skipped). */
async function mediaFiles(dir: string): Promise<MediaEntry[]> {
  if (!existsSync(dir)) return [];
  const found: MediaEntry[] = [];
  const walk = async (at: string) => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        const stat = await lstat(path);
        found.push({ path: relative(dir, path).split(sep).join('/'), bytes: stat.size, sha256: await sha256(path) });
      }
    }
  };
  await walk(dir);
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** One table's rows as gzipped JSON lines, read through a cursor (memory stays flat for any size). */
async function saveTable(client: Client, name: string, file: string): Promise<TableEntry> {
  const columns: string[] = (
    await client.query(
      `SELECT attname FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      [`public.${quoteIdent(name)}`],
    )
  ).rows.map((r: { attname: string }) => r.attname);
  const gzip = createGzip();
  const out = pipeline(gzip, createWriteStream(join(file), { mode: 0o600 }));
  await client.query(`DECLARE rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS j FROM (SELECT ${columns.map(quoteIdent).join(', ')} FROM public.${quoteIdent(name)}) t`);
  let rows = 0;
  for (;;) {
    const batch = (await client.query(`FETCH ${BATCH} FROM rows`)).rows as { j: string }[];
    if (batch.length === 0) break;
    rows += batch.length;
    if (!gzip.write(batch.map((r) => r.j).join('\n') + '\n')) await new Promise((r) => gzip.once('drain', r));
  }
  await client.query('CLOSE rows');
  gzip.end();
  await out;
  return { name, columns, rows, file: `${DATABASE_DIR}/${name}.jsonl.gz` };
}

/**
 * Writes one archive (a tar file, mode 0600: it holds members' data) with the database and the
 * media folder: a manifest, each table as gzipped JSON lines from one consistent snapshot
 * (REPEATABLE READ), and every media file with its SHA-256. The format is read by `restore` on any
 * PostgreSQL from 12 on, so it moves between the embedded 18 and a server of another major.
 */
export async function backup(databaseUrl: string, mediaDir: string, target: string): Promise<BackupSummary> {
  const file = resolve(target);
  if (existsSync(file)) throw new Error(`${file} exists already: give the backup a new name`);
  await mkdir(dirname(file), { recursive: true });
  const staging = await mkdtemp(join(dirname(file), '.backup-'));
  const partial = `${file}.partial`;
  try {
    await mkdir(join(staging, DATABASE_DIR));
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    let manifest: Manifest;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const serverVersion = (await client.query('SHOW server_version')).rows[0].server_version as string;
      const migrations = (await client.query('SELECT name FROM migrations ORDER BY timestamp, id')).rows.map((r: { name: string }) => r.name);
      const names = (
        await client.query(`SELECT c.relname FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' ORDER BY c.relname`)
      ).rows
        .map((r: { relname: string }) => r.relname)
        .filter((name: string) => !NOT_SAVED.has(name));
      const tables: TableEntry[] = [];
      for (const name of names) tables.push(await saveTable(client, name, join(staging, DATABASE_DIR, `${name}.jsonl.gz`)));
      const sequences = (await client.query(`SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL`)).rows;
      await client.query('COMMIT');
      manifest = { format: FORMAT, createdAt: new Date().toISOString(), serverVersion, migrations, tables, sequences, media: await mediaFiles(mediaDir) };
    } finally {
      await client.end();
    }
    await writeFile(join(staging, MANIFEST), JSON.stringify(manifest, null, 1), { mode: 0o600 });
    await tar(['-cf', partial, '-C', staging, MANIFEST, DATABASE_DIR]);
    if (manifest.media.length > 0) {
      const list = join(staging, 'media.list');
      await writeFile(list, manifest.media.map((m) => m.path).join('\0') + '\0');
      await tar(['-rf', partial, '-C', mediaDir, '--transform', `s,^,${MEDIA_DIR}/,`, '--null', '-T', list]);
    }
    await chmod(partial, 0o600);
    await rename(partial, file);
    return { file, ...totals(manifest) };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
