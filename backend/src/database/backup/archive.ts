import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What every archive holds at its top: the manifest, the tables, the media files. */
export const MANIFEST = 'manifest.json';
export const DATABASE_DIR = 'database';
export const MEDIA_DIR = 'media';
export const FORMAT = 'pfe-backup/1';

export interface TableEntry {
  name: string;
  /** The columns saved (generated columns are left out: the database computes them again). */
  columns: string[];
  rows: number;
  /** The file under database/ (gzipped JSON lines, one row each, as PostgreSQL's to_jsonb wrote it). */
  file: string;
}

export interface MediaEntry {
  path: string;
  bytes: number;
  sha256: string;
}

/** A media file a saved row names that was gone when the backup came to copy it (deleted since the snapshot). */
export interface MissingMedia {
  path: string;
  /** The table whose row names it (see MEDIA_REFERENCES). */
  table: string;
}

/**
 * Every column that names a media file, and what a restore does with a row whose file the archive
 * lacks (the file was deleted after the snapshot, so the row was being deleted or changed too).
 * A new column holding media keys belongs here, else its files are not in any backup.
 */
export const MEDIA_REFERENCES: { table: string; column: string; forget: string }[] = [
  { table: 'lighthouse_property_photos', column: 'media_key', forget: `DELETE FROM lighthouse_property_photos WHERE media_key = ANY($1)` },
  {
    table: 'sleep_stories',
    column: 'audio_key',
    // No audio any more; a story left with neither audio nor a Wistia id is unlisted, not broken.
    forget: `UPDATE sleep_stories SET audio_key = NULL, audio_content_type = NULL, audio_size = NULL, audio_uploaded_at = NULL,
      is_active = is_active AND coalesce(wistia_media_id, '') <> '' WHERE audio_key = ANY($1)`,
  },
];

export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  /** `SHOW server_version` of the database it came from. */
  serverVersion: string;
  /** The migrations the database had, oldest first: restore brings a new database to exactly these. */
  migrations: string[];
  /** Tables in the order they were written; rows of `sessions` are never saved. */
  tables: TableEntry[];
  /** Every sequence's last value, set again after the rows are in. */
  sequences: { name: string; value: string }[];
  /** The media files the snapshot's rows name, as saved under media/. */
  media: MediaEntry[];
  /** Files those rows name that were deleted before the backup could copy them (absent in older archives). */
  missing?: MissingMedia[];
}

export interface Totals {
  tables: number;
  rows: number;
  mediaFiles: number;
  mediaBytes: number;
  /** Media files the rows named that were deleted while the backup ran. */
  missingMedia: number;
}

/** What an archive holds, in numbers (for the CLI's one-line answer). */
export function totals(manifest: Manifest): Totals {
  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    mediaFiles: manifest.media.length,
    mediaBytes: manifest.media.reduce((sum, m) => sum + m.bytes, 0),
    missingMedia: manifest.missing?.length ?? 0,
  };
}

/** Runs GNU tar (Debian's `tar`, also in the node image) and rejects with its own words. */
export function tar(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (e) => reject(new Error(`tar could not run: ${e.message}`)));
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`tar failed (${code}): ${err.trim()}`))));
  });
}

/** Runs GNU tar with its archive on standard output (`-f -`), written into `out`; rejects with tar's own words. */
export async function tarTo(args: string[], out: Writable): Promise<void> {
  const child = spawn('tar', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', (e) => reject(new Error(`tar could not run: ${e.message}`)));
    child.on('close', resolve);
  });
  const [, code] = await Promise.all([pipeline(child.stdout, out), exited]);
  if (code !== 0) throw new Error(`tar failed (${code}): ${err.trim()}`);
}
