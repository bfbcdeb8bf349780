// A sub-app that exists only in tests (the fixture fifth app) is added by its own folders and one
// line in each test manifest, nothing else (docs/adding-a-sub-app.md, issue 31): no other file of the
// repository mentions it (its key quoted, its URLs, its tables, its notification kinds, its folder,
// the names its files export). Run with the backend's tests (project `docs`), or alone:
// `cd backend && npx vitest run --project docs ../scripts/test-only-apps.test.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const BACKEND_TESTS = join(ROOT, 'backend', 'test');
const FRONTEND_TESTING = join(ROOT, 'frontend', 'src', 'testing');
/** The test manifests: each may name a test-only app on its import and its line. */
const MANIFESTS = ['backend/test/sub-apps/index.ts', 'frontend/src/testing/sub-apps.ts'];
/** The guide shows the fixture as the example of a test-only app. */
const GUIDE = 'docs/adding-a-sub-app.md';

const filesUnder = (dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f)).filter((f) => /\.(ts|tsx)$/.test(f));
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The test-only apps: a folder of backend/test with a `<app>.sub-app.ts`, and its twin folder in frontend/src/testing. */
function testOnlyApps() {
  return readdirSync(BACKEND_TESTS, { withFileTypes: true })
    .filter((d) => d.isDirectory() && readdirSync(join(BACKEND_TESTS, d.name)).some((f) => f.endsWith('.sub-app.ts')))
    .map(({ name: folder }) => {
      const contracts = readFileSync(join(BACKEND_TESTS, folder, 'contracts.ts'), 'utf8');
      const key = /key: '(\w+)'/.exec(contracts)[1];
      const kinds = /notificationKinds: \[([^\]]*)\]/.exec(contracts)[1].match(/'[^']+'/g).map((k) => k.slice(1, -1));
      const folders = [join(BACKEND_TESTS, folder), join(FRONTEND_TESTING, folder)].filter(existsSync);
      const own = folders.flatMap(filesUnder);
      const exported = new Set(own.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/export (?:const|class|function|interface|type|async function) (\w+)/g)].map((m) => m[1])));
      const tables = new Set(own.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/(?:CREATE TABLE "|table: ')(\w+)/g)].map((m) => m[1])));
      const tokens = [`'${key}'`, `"${key}"`, `\`${key}\``, `/api/${key}`, `/apps/${key}`, `${folder}/`, ...kinds, ...tables, ...exported];
      const pattern = new RegExp(tokens.map((t) => (/^\w/.test(t) ? `\\b${escape(t)}\\b` : escape(t))).join('|'));
      return { key, folders: folders.map((f) => relative(ROOT, f)), pattern };
    });
}

/** Every text file git knows of (tracked or new), but the lockfiles and generated ones. */
function repositoryFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return out
    .split('\n')
    .filter((f) => f && /\.(ts|tsx|mjs|js|json|md|conf|yml|yaml|sh|example)$/.test(f) && !/package-lock\.json$|(^|\/)dist\//.test(f))
    .filter((f) => existsSync(join(ROOT, f)));
}

describe('test-only sub-apps', () => {
  const apps = testOnlyApps();
  const files = repositoryFiles();

  it('finds the fixture fifth app, with its two folders', () => {
    expect(apps.map((a) => a.folders.length)).toEqual([2]);
  });

  it.each(apps.map((a) => [a.key, a]))('%s: only its folders, its manifest lines and the guide mention it', (_key, app) => {
    const self = relative(ROOT, import.meta.filename);
    const elsewhere = [];
    for (const file of files) {
      if (file === self || file === GUIDE || app.folders.some((folder) => file.startsWith(`${folder}/`))) continue;
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n').filter((line) => app.pattern.test(line));
      const allowed = MANIFESTS.includes(file) ? 2 : 0;
      if (lines.length > allowed) elsewhere.push(`${file}: ${lines.map((l) => l.trim()).join(' | ')}`);
    }
    expect(elsewhere).toEqual([]);
    for (const manifest of MANIFESTS) expect(readFileSync(join(ROOT, manifest), 'utf8')).toMatch(app.pattern);
  });
});
