import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Client } from 'pg';
import sharp from 'sharp';
import { backup } from '../src/database/backup/backup';
import type { Manifest } from '../src/database/backup/archive';
import { makeWav } from './support/audio';
import { isolatedDatabase } from './support/isolated-database';
import { cli } from './support/operator-cli';
import { HOST_PROFILE, PROPERTY } from './support/lighthouse';
import { createTestApp, Member, PASSWORD, signUpAs, TestApp } from './support/test-app';

/** The operator CLI's command (in this process, as `npm run cli -- <args>` runs it) against the given database and media folder. */
const run = (args: string[], databaseUrl: string, mediaDir: string) => cli(args, { DATABASE_URL: databaseUrl, MEDIA_DIR: mediaDir });

/** A test app on a database of its own (the e2e database URL swapped while it starts). */
async function appOn(url: string, mediaDir: string): Promise<TestApp> {
  const shared = process.env.E2E_DATABASE_URL;
  process.env.E2E_DATABASE_URL = url;
  try {
    return await createTestApp({ MEDIA_DIR: mediaDir });
  } finally {
    process.env.E2E_DATABASE_URL = shared;
  }
}

/** Every table's rows (sessions and the migration list aside) as one text per table, to compare two databases. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (await client.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('sessions', 'migrations') ORDER BY 1`)).rows;
    const result: Record<string, string> = {};
    for (const { tablename } of tables) {
      const [row] = (await client.query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(to_jsonb(t)::text, ',' ORDER BY to_jsonb(t)::text), '')) AS h FROM "${tablename}" t`)).rows;
      result[tablename] = `${row.n}:${row.h}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

/** Every regular file under `dir` (paths relative to it, `/`-separated), the uploads in flight (`.incoming`) aside. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((p) => relative(dir, join(dir, p)).split('\\').join('/'))
    .filter((p) => !p.startsWith('.incoming') && statSync(join(dir, p)).isFile())
    .sort();
}

/** The media keys the database's rows name (listing photos and story audio). */
async function mediaRows(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT media_key AS key FROM lighthouse_property_photos UNION ALL SELECT audio_key FROM sleep_stories WHERE audio_key IS NOT NULL`);
    return rows.map((r: { key: string }) => r.key).sort();
  } finally {
    await client.end();
  }
}

/** An archive's manifest, the media files it holds, and the media keys its saved rows name. */
function openArchive(file: string): { manifest: Manifest; files: string[]; rowKeys: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'pfe-archive-'));
  try {
    expect(spawnSync('tar', ['-xf', file, '-C', dir]).status).toBe(0);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    const rows = (table: string) => {
      const path = join(dir, 'database', `${table}.jsonl.gz`);
      return gunzipSync(readFileSync(path)).toString('utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, string | null>);
    };
    const rowKeys = [...rows('lighthouse_property_photos').map((r) => r.media_key), ...rows('sleep_stories').map((r) => r.audio_key)].filter((k): k is string => !!k).sort();
    return { manifest, files: filesUnder(join(dir, 'media')), rowKeys };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('Backup and restore (e2e)', () => {
  const work = mkdtempSync(join(tmpdir(), 'pfe-backup-'));
  const sourceMedia = join(work, 'media-source');
  const targetMedia = join(work, 'media-target');
  const archive = join(work, 'backups', 'nightly.tar');
  let source: Awaited<ReturnType<typeof isolatedDatabase>>;
  let target: Awaited<ReturnType<typeof isolatedDatabase>>;

  beforeAll(async () => {
    source = await isolatedDatabase('backup_src');
    target = await isolatedDatabase('backup_dst');
  });
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('writes one archive with the database and the media, and restores it into an empty install: data, media bytes, sessions ended', async () => {
    const wav = makeWav(0.2);
    const before = await appOn(source.url, sourceMedia);
    let member: Awaited<ReturnType<typeof signUpAs>>;
    let storyId: string;
    try {
      const admin = await signUpAs(before, 'admin');
      member = await signUpAs(before, 'member');
      await admin.agent.post('/api/admin/payments').send({ userId: member.user.id, amount: '12.50', paymentDate: '2026-01-15' }).expect(201);
      storyId = (await admin.agent.post('/api/sleepstories/admin').send({ title: 'Rain', description: 'Soft rain', duration: 60, wistiaMediaId: 'rain01' }).expect(201)).body.id;
      await admin.agent.post(`/api/sleepstories/admin/${storyId}/audio`).set('Sec-Fetch-Site', 'same-origin').attach('file', wav, { filename: 'rain.wav', contentType: 'audio/wav' }).expect(201);
      await member.agent.get('/api/auth/user').expect(200);
    } finally {
      await before.close();
    }

    const made = await run(['backup', archive], source.url, sourceMedia);
    expect(made.stderr).toMatch(/^Writing .*nightly\.tar\.partial\n$/);
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/^Backup written to .*nightly\.tar: \d+ tables, \d+ rows, 1 media files/);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(work, 'backups'))).toEqual(['nightly.tar']);
    // A second backup never overwrites the first.
    expect((await run(['backup', archive], source.url, sourceMedia)).stderr).toContain('exists already');

    const restored = await run(['restore', archive], target.url, targetMedia);
    expect({ status: restored.status, stderr: restored.stderr }).toMatchObject({ status: 0 });
    expect(restored.stdout).toMatch(/^Restored the backup of .*: \d+ tables, \d+ rows, 1 media files .*every member signs in again/);
    expect(await fingerprint(target.url)).toEqual(await fingerprint(source.url));

    const after = await appOn(target.url, targetMedia);
    try {
      // The old session cookie is no good; the password still is.
      await after.agent().get('/api/auth/user').set('Cookie', member!.cookie).expect(401);
      const again = after.agent();
      await again.post('/api/auth/login').send({ email: member!.email, password: PASSWORD }).expect(200);
      const audio = await again.get(`/api/sleepstories/${storyId!}/audio`).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(audio.status).toBe(200);
      expect(Buffer.compare(audio.body as Buffer, wav)).toBe(0);
      const [{ amount }] = await after.db.query(`SELECT amount::text FROM payments WHERE user_id = $1`, [member!.user.id]);
      expect(amount).toBe('12.50');
      // New rows get new ids and sequence values after the restored ones.
      await after.agent().post('/api/auth/register').send({ email: `after-restore-${Date.now()}@example.test`, password: PASSWORD }).expect(201);
    } finally {
      await after.close();
    }
  }, 180_000);

  it('refuses a database or media folder that is not empty, and an archive that is not ours, changing nothing', async () => {
    expect(existsSync(archive)).toBe(true);
    const full = await run(['restore', archive], source.url, join(work, 'empty-media'));
    expect(full.status).toBe(1);
    expect(full.stderr).toContain('The database is not empty');
    const mediaInUse = await run(['restore', archive], source.url, sourceMedia);
    expect(mediaInUse.stderr).toContain('is not empty');

    const stranger = join(work, 'stranger.tar');
    writeFileSync(join(work, 'evil.txt'), 'x');
    spawnSync('tar', ['-cf', stranger, '-C', work, 'evil.txt']);
    const foreign = await run(['restore', stranger], source.url, join(work, 'empty-media'));
    expect(foreign.status).toBe(1);
    expect(foreign.stderr).toContain('Not a backup of this application');
    expect(existsSync(join(work, 'empty-media'))).toBe(false);
  }, 60_000);

  describe('under churn', () => {
    const media = join(work, 'media-churn');
    let churnSource: Awaited<ReturnType<typeof isolatedDatabase>>;
    let app: TestApp;
    let hosts: { host: Member; listing: string }[];
    const photo = (n: number) => sharp({ create: { width: 16, height: 16, channels: 3, background: { r: n % 256, g: (n * 7) % 256, b: 90 } } }).jpeg().toBuffer();
    const upload = async (h: Member, listing: string, n: number) =>
      h.agent.post(`/api/lighthouse/properties/${listing}/photos`).set('Sec-Fetch-Site', 'same-origin').attach('file', await photo(n), { filename: 'room.jpg', contentType: 'image/jpeg' });
    const photoIds = async (listing: string) => (await app.db.query(`SELECT id FROM lighthouse_property_photos WHERE property_id = $1 ORDER BY created_at`, [listing])).map((r: { id: string }) => r.id);

    beforeAll(async () => {
      churnSource = await isolatedDatabase('backup_churn', { migrated: true });
      app = await appOn(churnSource.url, media);
      hosts = [];
      for (let i = 0; i < 3; i++) {
        const host = await signUpAs(app, 'member');
        await host.agent.post('/api/lighthouse/profile').send(HOST_PROFILE).expect(201);
        const listing = (await host.agent.post('/api/lighthouse/properties').send(PROPERTY).expect(201)).body.id as string;
        for (let n = 0; n < 4; n++) expect((await upload(host, listing, n)).status).toBe(201);
        hosts.push({ host, listing });
      }
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await churnSource?.drop();
    });

    it('a backup while members upload and delete photos succeeds, and its rows and files agree, in the archive and once restored', async () => {
      let stop = false;
      let churned = 0;
      const failures: string[] = [];
      // Each host, in a loop: one photo up, the oldest one deleted (its row first, then its file).
      const churn = hosts.map(async ({ host, listing }, i) => {
        for (let n = 10 * (i + 1); !stop; n++) {
          const up = await upload(host, listing, n);
          if (up.status !== 201) failures.push(`upload ${up.status}`);
          const [oldest] = await photoIds(listing);
          const gone = await host.agent.delete(`/api/lighthouse/properties/${listing}/photos/${oldest}`);
          if (gone.status !== 200) failures.push(`delete ${gone.status}`);
          churned++;
        }
      });
      const archives: string[] = [];
      try {
        for (let round = 0; round < 3; round++) {
          const file = join(work, 'churn', `during-${round}.tar`);
          const made = await run(['backup', file], churnSource.url, media);
          expect({ status: made.status, stderr: made.stderr.split('\n').filter((l) => !/^(Writing|Media file .* was gone)/.test(l)).join('\n') }).toEqual({ status: 0, stderr: '' });
          archives.push(file);
        }
      } finally {
        stop = true;
        await Promise.all(churn);
      }
      expect(failures).toEqual([]);
      expect(churned).toBeGreaterThan(0);

      // In every archive: each row's file is there or listed as missing, and each file has its row.
      for (const file of archives) {
        const { manifest, files, rowKeys } = openArchive(file);
        const missing = (manifest.missing ?? []).map((m) => m.path);
        expect(files).toEqual(manifest.media.map((m) => m.path).sort());
        expect([...files, ...missing].sort()).toEqual(rowKeys);
        expect(statSync(file).mode & 0o777).toBe(0o600);
      }
      expect(readdirSync(join(work, 'churn')).sort()).toEqual(['during-0.tar', 'during-1.tar', 'during-2.tar']);

      // Restored into an empty install: every photo row has its file, every file its row, and each photo loads.
      const target = await isolatedDatabase('backup_churn_dst');
      const targetMedia = join(work, 'media-churn-restored');
      try {
        const restored = await run(['restore', archives[2]], target.url, targetMedia);
        expect({ status: restored.status }).toEqual({ status: 0 });
        const keys = await mediaRows(target.url);
        expect(keys.length).toBeGreaterThan(0);
        expect(filesUnder(targetMedia)).toEqual(keys);
        const after = await appOn(target.url, targetMedia);
        try {
          const { host, listing } = hosts[0];
          const again = after.agent();
          await again.post('/api/auth/login').send({ email: host.email, password: PASSWORD }).expect(200);
          const photos = (await again.get(`/api/lighthouse/properties/${listing}`).expect(200)).body.photos as string[];
          for (const url of photos) await again.get(url).expect(200);
        } finally {
          await after.close();
        }
      } finally {
        await target.drop();
      }
    }, 300_000);

    it('a file gone when the backup copies it is listed as missing, not fatal; the restore names it and leaves its row out', async () => {
      const { listing } = hosts[1];
      const [first] = await photoIds(listing);
      const [{ media_key: key }] = await app.db.query(`SELECT media_key FROM lighthouse_property_photos WHERE id = $1`, [first]);
      // As a deletion right after the snapshot leaves it: the row still there, the file gone.
      unlinkSync(join(media, ...key.split('/')));
      const file = join(work, 'churn', 'gone.tar');
      const made = await run(['backup', file], churnSource.url, media);
      expect(made.status).toBe(0);
      expect(made.stdout).toMatch(/; 1 media files deleted while the backup ran are missing\n$/);
      expect(made.stderr).toContain(`Media file ${key} (lighthouse_property_photos) was gone when the backup came to copy it`);
      const { manifest, files, rowKeys } = openArchive(file);
      expect(manifest.missing).toEqual([{ path: key, table: 'lighthouse_property_photos' }]);
      expect(rowKeys).toContain(key);
      expect(files).not.toContain(key);

      const target = await isolatedDatabase('backup_gone_dst');
      const targetMedia = join(work, 'media-gone-restored');
      try {
        const restored = await run(['restore', file], target.url, targetMedia);
        expect(restored.status).toBe(0);
        expect(restored.stdout).toMatch(/1 media files deleted while the backup ran are missing \(their rows left out\); every member signs in again/);
        expect(restored.stderr).toContain(`Media file ${key} was deleted while the backup ran: not in the archive, its lighthouse_property_photos row left out`);
        const keys = await mediaRows(target.url);
        expect(keys).not.toContain(key);
        expect(filesUnder(targetMedia)).toEqual(keys);
      } finally {
        await target.drop();
      }
    }, 180_000);

    it('every file the backup writes is 0600 from its first byte, the archive while it is written included (umask 0)', async () => {
      const file = join(work, 'churn', 'private.tar');
      const seen: Record<string, number> = {};
      const modes = (dir: string) => {
        for (const p of readdirSync(dir, { recursive: true }) as string[]) {
          const info = statSync(join(dir, p));
          if (info.isFile()) seen[p.replace(/^\.backup-[^/]+/, '.backup-*')] = info.mode & 0o777;
        }
      };
      const previous = process.umask(0);
      try {
        await backup(churnSource.url, media, file, (line) => {
          // Called once the partial archive is open, before tar writes into it: the staging folder is full then.
          if (line.startsWith('Writing ')) modes(join(work, 'churn'));
        });
      } finally {
        process.umask(previous);
      }
      expect(seen['private.tar.partial']).toBe(0o600);
      const written = Object.keys(seen).filter((p) => p.startsWith('.backup-*/') && !p.startsWith('.backup-*/media/'));
      expect(written).toContain('.backup-*/manifest.json');
      expect(written.filter((p) => p.startsWith('.backup-*/database/')).length).toBeGreaterThan(10);
      expect(Object.entries(seen).filter(([, mode]) => mode !== 0o600)).toEqual([]);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    }, 120_000);
  });
});
