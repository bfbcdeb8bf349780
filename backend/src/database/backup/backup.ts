import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, WriteStream } from 'node:fs';
import { link, lstat, mkdir, mkdtemp, open, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import { assertMediaKey } from '../../common/media/media-storage';
import { DATABASE_DIR, FORMAT, Manifest, MANIFEST, MEDIA_DIR, MEDIA_REFERENCES, MediaEntry, MissingMedia, TableEntry, tarTo, Totals, totals } from './archive';

/** Tables never saved: TypeORM's list of migrations (restore runs them) and the sessions (a restore signs everyone out). */
export const NOT_SAVED = new Set(['migrations', 'sessions']);
const BATCH = 2000;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface BackupSummary extends Totals {
  file: string;
  missing: MissingMedia[];
}

/**
 * A new file only this account may read, 0600 from its first byte (the mode is given to open(2),
 * never set afterwards; `wx`: an existing file is an error, never reused). Opened when this resolves.
 */
export async function privateWriteStream(path: string): Promise<WriteStream> {
  const stream = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  await new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve());
    stream.once('error', reject);
  });
  return stream;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

const isErrno = (err: unknown, ...codes: string[]) => codes.includes((err as NodeJS.ErrnoException).code ?? '');

/** The media keys the snapshot's rows name, with the table of each (tables this schema lacks are skipped). */
async function referencedMedia(client: Client): Promise<{ path: string; table: string }[]> {
  const found = new Map<string, string>();
  for (const ref of MEDIA_REFERENCES) {
    const exists = (await client.query('SELECT to_regclass($1) AS t', [`public.${quoteIdent(ref.table)}`])).rows[0].t;
    if (!exists) continue;
    const { rows } = await client.query(`SELECT ${quoteIdent(ref.column)} AS key FROM public.${quoteIdent(ref.table)} WHERE ${quoteIdent(ref.column)} IS NOT NULL`);
    for (const { key } of rows as { key: string }[]) found.set(key, ref.table);
  }
  return [...found].map(([path, table]) => ({ path, table })).sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Takes one media file into the staging folder: a hard link (no copy, and the bytes stay whatever
 * happens to the original afterwards), or a private copy across file systems. False when the file
 * is gone (deleted since the snapshot) or is not a regular file.
 */
async function takeMedia(source: string, target: string): Promise<boolean> {
  await mkdir(dirname(target), { recursive: true, mode: 0o700 });
  try {
    await link(source, target);
  } catch (err) {
    if (isErrno(err, 'ENOENT', 'ENOTDIR')) return false;
    if (!isErrno(err, 'EXDEV', 'EPERM', 'EMLINK', 'EACCES')) throw err;
    let from;
    try {
      from = await open(source, 'r');
    } catch (e) {
      if (isErrno(e, 'ENOENT', 'ENOTDIR', 'EISDIR')) return false;
      throw e;
    }
    try {
      if (!(await from.stat()).isFile()) return false;
      await pipeline(from.createReadStream({ autoClose: false }), await privateWriteStream(target));
    } finally {
      await from.close();
    }
  }
  if (!(await lstat(target)).isFile()) {
    await unlink(target);
    return false;
  }
  return true;
}

/** The files the rows name, taken into `staging/media` (their paths); those already deleted are listed as missing. */
async function takeMediaFiles(client: Client, mediaDir: string, staging: string): Promise<{ taken: string[]; missing: MissingMedia[] }> {
  const taken: string[] = [];
  const missing: MissingMedia[] = [];
  for (const ref of await referencedMedia(client)) {
    assertMediaKey(ref.path);
    const ok = await takeMedia(join(mediaDir, ...ref.path.split('/')), join(staging, MEDIA_DIR, ...ref.path.split('/')));
    if (ok) taken.push(ref.path);
    else missing.push(ref);
  }
  return { taken, missing };
}

/** Size and SHA-256 of each file taken (read from the staging folder: the bytes the archive gets). */
async function describeMedia(staging: string, paths: string[]): Promise<MediaEntry[]> {
  const media: MediaEntry[] = [];
  for (const path of paths) {
    const file = join(staging, MEDIA_DIR, ...path.split('/'));
    media.push({ path, bytes: (await lstat(file)).size, sha256: await sha256(file) });
  }
  return media;
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
  const out = pipeline(gzip, await privateWriteStream(file));
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
 * Writes one archive (a tar file, mode 0600 from its first byte: it holds members' data) with the
 * database and its media: a manifest, each table as gzipped JSON lines from one consistent snapshot
 * (REPEATABLE READ), and every media file the snapshot's rows name, with its SHA-256. Files are
 * taken (hard links, else private copies) right after the snapshot; one deleted since is listed as
 * missing in the manifest, never fatal, and a restore leaves its row out. Files no row names (an
 * upload in flight, a leftover) are not saved. The format is read by `restore` on any PostgreSQL
 * from 12 on, so it moves between the embedded 18 and a server of another major.
 */
export async function backup(databaseUrl: string, mediaDir: string, target: string, log: (line: string) => void = () => undefined): Promise<BackupSummary> {
  const file = resolve(target);
  if (existsSync(file)) throw new Error(`${file} exists already: give the backup a new name`);
  await mkdir(dirname(file), { recursive: true });
  const staging = await mkdtemp(join(dirname(file), '.backup-'));
  const partial = `${file}.partial`;
  let partialMade = false;
  try {
    await mkdir(join(staging, DATABASE_DIR), { mode: 0o700 });
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    let manifest: Manifest;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      // The first query fixes the snapshot: every read below, the media list included, sees the same moment.
      const serverVersion = (await client.query('SHOW server_version')).rows[0].server_version as string;
      const { taken, missing } = await takeMediaFiles(client, mediaDir, staging);
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
      manifest = { format: FORMAT, createdAt: new Date().toISOString(), serverVersion, migrations, tables, sequences, media: await describeMedia(staging, taken), missing };
    } finally {
      await client.end();
    }
    for (const gone of manifest.missing ?? []) log(`Media file ${gone.path} (${gone.table}) was gone when the backup came to copy it (deleted since the snapshot): listed as missing`);
    await writeFile(join(staging, MANIFEST), JSON.stringify(manifest, null, 1), { flag: 'wx', mode: 0o600 });
    const out = await privateWriteStream(partial).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'EEXIST') throw new Error(`${partial} exists: another backup is writing it, or an interrupted one left it (remove it, then back up again)`);
      throw err;
    });
    partialMade = true;
    log(`Writing ${partial}`);
    // Every member is a file of the staging folder: nothing tar reads can vanish or change under it.
    // Media files are named one by one (no folder entries: restore takes files under media/ only).
    const members = join(staging, 'members.list');
    await writeFile(members, [MANIFEST, DATABASE_DIR, ...manifest.media.map((m) => `${MEDIA_DIR}/${m.path}`)].join('\0') + '\0', { flag: 'wx', mode: 0o600 });
    await tarTo(['-cf', '-', '--hard-dereference', '-C', staging, '--null', '-T', members], out);
    await rename(partial, file);
    partialMade = false;
    return { file, missing: manifest.missing ?? [], ...totals(manifest) };
  } finally {
    await rm(staging, { recursive: true, force: true });
    if (partialMade) await rm(partial, { force: true });
  }
}
