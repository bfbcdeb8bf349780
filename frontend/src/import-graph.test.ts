// @vitest-environment node
/**
 * The frontend's import graph runs one way (docs/architecture.md, "Import graph"): every file, and
 * every folder (the top of `src`: app, features, admin, components, lib…; and one level down:
 * `app/sub-apps`, `admin/resources`, `features/socketrelay`…), stands on a floor above everything it
 * imports. Read from the sources' own import lines: static, dynamic (`import('…')`) and type-only
 * imports all count; tests are left out.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `from '…'`, `import '…'` and `import('…')`, relative ones only. */
const RELATIVE_IMPORT = /\bfrom\s+['"](\.[^'"]*)['"]|\bimport\s*\(?\s*['"](\.[^'"]*)['"]/g;
const FILES = new Set(sources(SRC));

/** The files of the tree that `file` imports. */
export function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(RELATIVE_IMPORT)].flatMap((match) => {
    const base = resolve(dirname(file), match[1] ?? match[2]);
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((f) => FILES.has(f));
    return target ? [target] : [];
  });
}

/** The folder `depth` levels down that a file counts in (a file above that depth is its own room). */
export const roomOf = (depth: number) => (file: string) => relative(SRC, file).split('/').slice(0, depth).join('/');

/**
 * Floors from the ground up (Kahn's order): a room goes on the first floor above all the rooms it
 * imports. What never gets a floor imports itself back, round about: returned as `stuck`.
 */
export function floors(edges: Map<string, Set<string>>): { floors: string[][]; stuck: string[] } {
  const waiting = new Map([...edges].map(([room, out]) => [room, new Set([...out].filter((to) => to !== room))]));
  const result: string[][] = [];
  for (;;) {
    const ready = [...waiting].filter(([, out]) => out.size === 0).map(([room]) => room);
    if (ready.length === 0) break;
    result.push(ready.sort());
    for (const room of ready) waiting.delete(room);
    for (const out of waiting.values()) for (const room of ready) out.delete(room);
  }
  return { floors: result, stuck: [...waiting.keys()].sort() };
}

function graph(room: (file: string) => string): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of FILES) {
    const out = edges.get(room(file)) ?? new Set<string>();
    for (const target of importsOf(file, readFileSync(file, 'utf8'))) out.add(room(target));
    edges.set(room(file), out);
  }
  return edges;
}

describe('the frontend import graph', () => {
  it('puts rooms on floors, and leaves out only those in a loop', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set<string>()],
      ['x', new Set(['y', 'c'])],
      ['y', new Set(['x'])],
    ]);
    expect(floors(edges)).toEqual({ floors: [['c'], ['b'], ['a']], stuck: ['x', 'y'] });
  });

  it('reads static, dynamic and type-only relative imports, and places files in their folders', () => {
    const file = join(SRC, 'app/sub-apps/lighthouse.ts');
    const text = [
      "import type { SubAppAdmin } from '../../admin/sub-app-console';",
      "import { i18n } from '../../lib/i18n';",
      "const load = () => import('../../admin/resources/lighthouse/console');",
      "import { lazy } from 'react';",
    ].join('\n');
    expect(importsOf(file, text).map((f) => relative(SRC, f))).toEqual(['admin/sub-app-console.ts', 'lib/i18n/index.ts', 'admin/resources/lighthouse/console.ts']);
    expect(roomOf(1)(file)).toBe('app');
    expect(roomOf(2)(file)).toBe('app/sub-apps');
    expect(roomOf(2)(join(SRC, 'main.tsx'))).toBe('main.tsx');
  });

  it('has no circle of files', () => {
    expect(floors(graph((file) => relative(SRC, file))).stuck).toEqual([]);
  });

  it.each([1, 2])('has no two folders %i level(s) down that import each other, directly or round about (no import runs up a floor)', (depth) => {
    expect(floors(graph(roomOf(depth))).stuck).toEqual([]);
  });

  it('stands the console below the app, and the shared code below both', () => {
    const { floors: top } = floors(graph(roomOf(1)));
    const floorOf = (room: string) => top.findIndex((rooms) => rooms.includes(room));
    expect(floorOf('admin')).toBeLessThan(floorOf('app'));
    expect(floorOf('features')).toBeLessThan(floorOf('app'));
    expect(floorOf('components')).toBeLessThan(floorOf('admin'));
    expect(floorOf('lib')).toBeLessThan(floorOf('components'));
  });
});
