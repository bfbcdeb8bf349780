import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isolatedDatabase } from './isolated-database';
import type { SubAppEntry } from '../../src/modules/sub-apps/sub-app';
import { createTestApp, Member, signUpAs, TestApp } from './test-app';

export interface SuiteApp {
  /** The app (the same object throughout: filled in before the block's first test). */
  t: TestApp;
  /** An admin signed up on it (the same object throughout, filled in likewise). */
  admin: Member;
  /** The app's MEDIA_DIR when `media` was asked for (created before the first test, removed after the last). */
  mediaDir: string;
  /** The `n` column of a one-row query such as `SELECT count(*)::int AS n FROM ...`. */
  count(sql: string, params: unknown[]): Promise<number>;
}

/**
 * One app for the calling describe block, booted in its first beforeAll and closed in its last
 * afterAll, with an admin signed up. Specs that share fixtures (support/lighthouse.ts, sleepstories.ts,
 * account.ts) build on it, so each of their files runs alone (Vitest runs each file in its own
 * process) with the same setup. `t` and `admin` are filled in place, so a file may destructure them
 * where it declares its tests and use them in its hooks and tests.
 *
 * - `env`: settings for this app (through the real config loader, as createTestApp's).
 * - `media`: a media folder of its own (MEDIA_DIR), for specs that look at the stored files.
 * - `ownDatabase`: a database of its own, named with this prefix and dropped at the end, for specs
 *   that compare every row of a table with what they stored (other files' rows would count too).
 * - `subApps`: the sub-app manifest (test/sub-apps' TEST_SUB_APP_ENTRIES for the shared files).
 */
export function suiteApp(options: { env?: Record<string, string>; media?: boolean; ownDatabase?: string; subApps?: readonly SubAppEntry[] } = {}): SuiteApp {
  const t = {} as TestApp;
  const admin = {} as Member;
  const mediaDir = options.media ? join(tmpdir(), `pfe-media-${randomUUID()}`) : '';
  let database: Awaited<ReturnType<typeof isolatedDatabase>> | undefined;
  let started = false;

  beforeAll(async () => {
    if (mediaDir) mkdirSync(mediaDir);
    if (options.ownDatabase) database = await isolatedDatabase(options.ownDatabase, { migrated: true });
    const env = mediaDir ? { ...options.env, MEDIA_DIR: mediaDir } : { ...options.env };
    Object.assign(t, await createTestApp(env, [], { databaseUrl: database?.url, subApps: options.subApps }));
    started = true;
    Object.assign(admin, await signUpAs(t, 'admin'));
  });
  afterAll(async () => {
    if (started) await t.close();
    await database?.drop();
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  });

  return { t, admin, mediaDir, count: async (sql, params) => (await t.db.query(sql, params))[0].n as number };
}
