import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The backend's import graph runs one way (docs/architecture.md, "Import graph"): no file imports
 * itself back through others, and no folder of `src/modules` (nor `common`, `config`, `database`,
 * the assembly files at the root) imports one that imports it back, so every folder can stand on a
 * floor above everything it imports. Read from the sources' own import lines (type-only imports
 * count too); specs are left out.
 */
const SRC = __dirname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s+'(\.[^']+)'|(?:^|\n)\s*import\s+'(\.[^']+)'/g;

/** The relative imports of `file`, resolved to files of the tree. */
export function importsOf(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const base = resolve(dirname(file), match[1] ?? match[2]);
    const target = [`${base}.ts`, join(base, 'index.ts'), base].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (target) found.push(target);
  }
  return found;
}

/** The folder a file counts in: `modules/<module>`, `common`, `config`, `database`, or the root's assembly. */
export function folderOf(file: string): string {
  const [top, second] = relative(SRC, file).split('/');
  if (top === 'modules') return `modules/${second}`;
  return second === undefined ? '(root)' : top;
}

/** A loop of the directed graph, as its nodes in order (the first repeated at the end), or null. */
export function findLoop(edges: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const loop = visit(next);
      if (loop) return loop;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of edges.keys()) {
    const loop = visit(node);
    if (loop) return loop;
  }
  return null;
}

function graph(by: (file: string) => string): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sources(SRC)) {
    const from = by(file);
    const out = edges.get(from) ?? new Set<string>();
    for (const target of importsOf(file, readFileSync(file, 'utf8'))) if (by(target) !== from) out.add(by(target));
    edges.set(from, out);
  }
  return edges;
}

describe('the backend import graph', () => {
  it('finds a loop where there is one, and none where there is none', () => {
    expect(findLoop(new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])]]))).toEqual(['a', 'b', 'c', 'a']);
    expect(findLoop(new Map([['a', new Set(['b', 'c'])], ['b', new Set(['c'])], ['c', new Set<string>()]]))).toBeNull();
  });

  it('reads relative imports, type-only ones too, and places files in their folders', () => {
    const file = join(SRC, 'modules/chat/chat.service.ts');
    const text = "import type { X } from '../notifications/notifications.sql';\nimport { Y } from './chat-link';\nimport { Z } from '@pfe/contracts';\n";
    expect(importsOf(file, text).map((f) => relative(SRC, f))).toEqual(['modules/notifications/notifications.sql.ts', 'modules/chat/chat-link.ts']);
    expect(folderOf(file)).toBe('modules/chat');
    expect(folderOf(join(SRC, 'common/http/id-param.ts'))).toBe('common');
    expect(folderOf(join(SRC, 'app.module.ts'))).toBe('(root)');
  });

  it('has no circle of files', () => {
    expect(findLoop(graph((file) => relative(SRC, file)))).toBeNull();
  });

  it('has no two folders that import each other, directly or round about (so no import runs up a floor)', () => {
    expect(findLoop(graph(folderOf))).toBeNull();
  });
});
