import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { makeWav } from './support/audio';
import { isolatedDatabase } from './support/isolated-database';
import { cli } from './support/operator-cli';
import { createTestApp, PASSWORD, signUpAs, TestApp } from './support/test-app';

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
    expect(made.stderr).toBe('');
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
});
