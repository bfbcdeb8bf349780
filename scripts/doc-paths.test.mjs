// The README and docs/ name files of this repository: every such name must exist, and the README
// stays short (at most 200 lines; the rest lives in docs/). Run with the backend's tests (project
// `docs` in backend/vitest.config.mts), or alone: `cd backend && npx vitest run --project docs`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const trackedSet = new Set(tracked);
const dirs = new Set(tracked.flatMap((f) => f.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
const docs = ['README.md', ...tracked.filter((f) => /^docs\/.+\.md$/.test(f))];

// Made by a build, a run or a test, never committed.
const GENERATED = /^(\.\/)?(\.data|\.test-data|node_modules|(backend|frontend|packages\/contracts)\/dist|frontend\/e2e\/(artifacts|report))(\/|$)/;
const FILE_NAME = /\.(ts|tsx|mts|mjs|cjs|js|json|md|yml|yaml|conf|sql|html|css|sh)$/;
// A bare name (no folder) is checked when it names source code; `manifest.json` may be a file inside an archive.
const SOURCE_NAME = /^[\w.-]+\.(ts|tsx|mts|mjs|cjs|js)$/;

/** A backticked token that names a file or folder: no spaces, placeholders, globs, routes, URLs or packages. */
function pathLike(token) {
  if (/[\s<>*{}$?=,;()[\]'"|]|:\/\/|\.\.\.|…/.test(token) || /^[/@-]/.test(token)) return false;
  // A file type (`.d.ts`), or a place under a configured folder (`MEDIA_DIR/.incoming/`).
  if (/^\.(d\.)?[a-z0-9]+$/.test(token) || /^[A-Z][A-Z_]+\//.test(token)) return false;
  if (token.includes('/')) return FILE_NAME.test(token) || token.endsWith('/') || /^(backend|frontend|packages|docs|bench|deploy|scripts)\//.test(token);
  return SOURCE_NAME.test(token);
}

/** Exists as written from the root, from the doc's folder, or as the tail of a repository path (docs say `common/http/input-guard.ts` for backend/src/common/http/input-guard.ts). */
function exists(token, doc) {
  const path = token.replace(/^\.\//, '').replace(/\/$/, '');
  if (GENERATED.test(path)) return true;
  const fromDoc = normalize(join(dirname(doc), path));
  for (const p of [path, fromDoc]) if (trackedSet.has(p) || dirs.has(p)) return true;
  return tracked.some((f) => f.endsWith(`/${path}`)) || [...dirs].some((d) => d.endsWith(`/${path}`));
}

/** A relative link's target exists (or is one of the docs another branch is writing). */
function linked(target, doc) {
  const path = normalize(join(dirname(doc), target));
  return existsSync(join(root, path));
}

function mentions(doc) {
  const text = readFileSync(join(root, doc), 'utf8').replace(/```[\s\S]*?```/g, '');
  const found = [];
  for (const m of text.matchAll(/`([^`\n]+(?:\n[^`\n]+)?)`/g)) {
    const token = m[1].trim();
    if (pathLike(token)) found.push({ kind: 'path', token });
  }
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1].split('#')[0];
    if (!target || /^[a-z]+:/.test(target)) continue;
    found.push({ kind: 'link', token: target });
  }
  return found;
}

describe('the README and docs/ name only paths that exist', () => {
  it('finds the docs', () => {
    expect(docs.length).toBeGreaterThan(5);
  });

  it.each(docs)('%s', (doc) => {
    const missing = mentions(doc)
      .filter(({ kind, token }) => (kind === 'link' ? !linked(token, doc) : !exists(token, doc)))
      .map(({ kind, token }) => `${kind} ${token}`);
    expect(missing).toEqual([]);
  });

  it('reports a missing path (the check itself)', () => {
    expect(exists('backend/src/no-such-file.ts', 'README.md')).toBe(false);
    expect(exists('common/http/input-guard.ts', 'docs/security.md')).toBe(true);
    expect(exists('frontend/dist', 'README.md')).toBe(true);
    expect(pathLike('MEDIA_DIR/.incoming/')).toBe(false);
    expect(pathLike('backend/src/modules/gone.ts')).toBe(true);
    expect(pathLike('/api/blocks')).toBe(false);
    expect(linked('missing.md', 'docs/security.md')).toBe(false);
  });
});

describe('the README', () => {
  it('is at most 200 lines', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(200);
  });

  it('keeps the test command', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toMatch(/^npm test\b/m);
  });
});
