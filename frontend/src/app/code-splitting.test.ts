import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the first page of any visit downloads is what `src/main.tsx` imports statically (the rest is
 * in chunks fetched by a dynamic `import()`). This walks that import graph in the sources and
 * checks that the console, the chat's socket client and the member UI stay out of it.
 * `npm run bench:transfer` measures the same thing on the build, in bytes.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** `import … from '…'`, `export … from '…'` and `import '…'`, but not `import type` / `export type`. */
const STATIC_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => existsSync(file) && /\.tsx?$/.test(file),
  );
}

/** Every source file and package reached from `entry` through static imports. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) {
        const target = resolveLocal(file, specifier);
        if (!target) throw new Error(`${relative(SRC, file)}: cannot resolve ${specifier}`);
        pending.push(target);
      } else {
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
      }
    }
  }
  return { files: new Set([...files].map((f) => relative(SRC, f))), packages };
}

describe('code splitting: what the first page loads', () => {
  const { files, packages } = staticGraph(join(SRC, 'main.tsx'));

  it('finds the entry graph (the routes and the signed-in user’s query are in it)', () => {
    expect(files).toContain('app/routes/index.tsx');
    expect(files).toContain('features/auth/index.ts');
    expect(packages).toContain('react');
  });

  it('leaves out the signed-out screens and Settings: each a chunk of its own, not on a member’s first page', () => {
    expect([...files].filter((f) => f.startsWith('features/landing/') || f.startsWith('features/auth/routes/'))).toEqual([]);
    expect([...files].filter((f) => f.startsWith('features/account/routes/') || f.startsWith('features/account/components/'))).toEqual([]);
  });

  it('leaves out the socket.io client (fetched with the chat only)', () => {
    expect([...packages].filter((p) => /socket\.io|engine\.io/.test(p))).toEqual([]);
    expect(files).not.toContain('lib/socket.ts');
    expect(files).not.toContain('components/chat/index.ts');
  });

  it('leaves out the admin console and react-admin', () => {
    expect([...packages].filter((p) => p === 'react-admin' || p.startsWith('ra-'))).toEqual([]);
    expect(files).not.toContain('admin/AdminApp.tsx');
    // Only the manifest's path maps (/apps/<id>/admin → /admin/…), plain functions, come from admin/.
    expect([...files].filter((f) => f.startsWith('admin/') && !f.endsWith('/member-app-paths.ts'))).toEqual([]);
  });

  it('leaves out the member UI and the sub-apps screens', () => {
    const member = ['app/shell/', 'app/member.tsx', 'features/dashboard/', 'features/payments/', 'features/services/', 'features/supportmatch/'];
    expect([...files].filter((f) => member.some((m) => f.startsWith(m)))).toEqual([]);
  });

  it('leaves out the shell’s player: quick exit brings only the small stop registry', () => {
    expect([...files].filter((f) => f.startsWith('lib/playback/'))).toEqual(['lib/playback/stop.ts']);
    expect([...files].filter((f) => f.startsWith('features/sleepstories/'))).toEqual([]);
  });
});

describe('code splitting: the member UI', () => {
  it('the dashboard’s chunk leaves out Settings, payments and the notification pages (each fetched when first shown)', () => {
    const { files } = staticGraph(join(SRC, 'app/member.tsx'));
    expect(files).toContain('features/dashboard/index.ts');
    const later = ['features/account/routes/', 'features/payments/', 'features/notifications/', 'features/services/', 'features/auth/routes/'];
    expect([...files].filter((f) => later.some((m) => f.startsWith(m)))).toEqual([]);
  });

  it('plays stories with the shell’s player, but SleepStories stays a chunk of its own', () => {
    const { files } = staticGraph(join(SRC, 'app/member.tsx'));
    expect(files).toContain('app/shell/playback-provider.tsx');
    expect(files).toContain('app/shell/mini-player.tsx');
    expect([...files].filter((f) => f.startsWith('features/sleepstories/'))).toEqual([]);
  });
});
