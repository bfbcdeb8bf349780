import { spawn } from 'node:child_process';

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
  media: MediaEntry[];
}

export interface Totals {
  tables: number;
  rows: number;
  mediaFiles: number;
  mediaBytes: number;
}

/** What an archive holds, in numbers (for the CLI's one-line answer). */
export function totals(manifest: Manifest): Totals {
  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    mediaFiles: manifest.media.length,
    mediaBytes: manifest.media.reduce((sum, m) => sum + m.bytes, 0),
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
