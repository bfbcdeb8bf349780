import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Where the dev server sends `/api` and `/socket.io`: `VITE_BACKEND_URL` when set, else the API on
 * `PORT` as the backend reads it (the environment, then the root `.env`), else 5000. So
 * `PORT=5077 npm run dev` serves the UI on 5173 talking to the API on 5077.
 */
export function devBackend(env: Record<string, string | undefined>): string {
  return env.VITE_BACKEND_URL || `http://localhost:${env.PORT || 5000}`;
}

const TEST_FILES = 'src/**/*.test.{ts,tsx}';

/**
 * The unit test files that need a module graph of their own: those that replace a module
 * (`vi.mock`, `vi.doMock`, `vi.resetModules`), and those that read every style rule (`keepEveryStyle()`: emotion's cache
 * remembers the rules earlier files rendered, and the setup left those out).
 */
export function ownGraphTestFiles(dir = fileURLToPath(new URL('src', import.meta.url)), rel = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ownGraphTestFiles(path, `${rel}/${entry.name}`);
    if (!/\.test\.tsx?$/.test(entry.name)) return [];
    return /\bvi\.(do[mM]ock|mock|resetModules)\(|\bkeepEveryStyle\(\)/.test(readFileSync(path, 'utf8')) ? [`${rel}/${entry.name}`] : [];
  });
}
const OWN_GRAPH_TEST_FILES = ownGraphTestFiles();

const backend = devBackend(loadEnv('development', fileURLToPath(new URL('..', import.meta.url)), ''));

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build (1 KB and up, when it saves
 * bytes), at the highest levels: done once here, so the server only picks a file per request
 * (backend/src/common/static/static-files.ts) and never compresses on the fly.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(file) || statSync(file).size < 1024) continue;
        const body = readFileSync(file);
        const br = brotliCompressSync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
        const gz = gzipSync(body, { level: 9 });
        if (br.length < body.length) writeFileSync(`${file}.br`, br);
        if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * Which part of the UI reaches a module, computed once per build from the bundler's module graph:
 * `entry` (statically from src/main.tsx, and the signed-out screens: every first page), `shell`
 * (the member UI's chunk, app/member.tsx: every signed-in page), `apps` (the sub-apps' chunks and
 * what they load) or `console` (only through the admin console's chunks). Rolldown's chunking
 * context offers `getModuleInfo` only (no list of modules), so the walk starts from these two files.
 */
type Reach = 'entry' | 'shell' | 'apps' | 'console';
type ModuleInfoOf = (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const SHELL = fileURLToPath(new URL('./src/app/member.tsx', import.meta.url));
/** The signed-out screens: lazily loaded (a member's dashboard does not fetch them), but their MUI is the first page's. */
const PUBLIC_SCREENS = ['./src/features/auth/screens.ts', './src/features/landing/index.ts'].map((file) => fileURLToPath(new URL(file, import.meta.url)));
const CONSOLE_ROOT = /\/src\/admin\//;
let reachOfBuild: Map<string, Reach> | undefined;

/** Forgets the previous build's graph (watch mode, or a second build in one process). */
function chunkReach(): Plugin {
  return {
    name: 'chunk-reach',
    apply: 'build',
    buildStart() {
      reachOfBuild = undefined;
    },
  };
}

function reachOf(id: string, getModuleInfo: ModuleInfoOf): Reach {
  if (!reachOfBuild) {
    const reach = new Map<string, Reach>();
    /** Marks what `roots` reach that no earlier part did; past the shell, dynamic imports are followed too (but not into the console). */
    const visit = (level: Reach, roots: string[]) => {
      const pending = [...roots];
      while (pending.length > 0) {
        const next = pending.pop()!;
        if (reach.has(next)) continue;
        reach.set(next, level);
        const info = getModuleInfo(next);
        if (!info) continue;
        pending.push(...info.importedIds);
        if (level === 'apps') pending.push(...info.dynamicallyImportedIds.filter((d) => !CONSOLE_ROOT.test(d)));
      }
    };
    const lazyFromReached = () => [...reach.keys()].flatMap((m) => getModuleInfo(m)?.dynamicallyImportedIds ?? []).filter((d) => !CONSOLE_ROOT.test(d));
    visit('entry', [ENTRY, ...PUBLIC_SCREENS]);
    visit('shell', [SHELL]);
    visit('apps', lazyFromReached());
    reachOfBuild = reach;
  }
  return reachOfBuild.get(id) ?? 'console';
}

const LIBRARY_CHUNKS = ['react', 'mui', 'mui-member', 'mui-apps', 'socket-io', 'react-admin'] as const;

/** The chunk a library module goes to; undefined leaves it to Rolldown's automatic chunking. */
function libraryChunk(id: string, getModuleInfo: ModuleInfoOf): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@tanstack)\//.test(id)) return 'react';
  // MUI by who needs it: every first page (`mui`, all the landing page loads), every signed-in
  // page (`mui-member`), the sub-apps (`mui-apps`), only the console (in react-admin's chunk).
  if (/node_modules\/(@mui|@emotion|@popperjs|react-transition-group|stylis)\//.test(id)) {
    return { entry: 'mui', shell: 'mui-member', apps: 'mui-apps', console: 'react-admin' }[reachOf(id, getModuleInfo)];
  }
  // The socket.io client, fetched by the first chat (lib/socket.ts imports it dynamically).
  if (/node_modules\/(socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io)\//.test(id)) return 'socket-io';
  // react-admin in one chunk, fetched with the console only: its packages import each other in
  // cycles, which must not be cut across the console's chunks (one per sub-app's pages).
  if (/node_modules\/(react-admin|ra-[a-z-]+)\//.test(id)) return 'react-admin';
  // Anything else stays where Rolldown puts it, so a lazily loaded chunk (the admin console) keeps its own libraries.
  return undefined;
}

/** Test files run side by side: TEST_WORKERS, else the core count (at least 2, at most 4). */
const testWorkers = Number(process.env.TEST_WORKERS) || Math.max(2, Math.min(4, availableParallelism()));

export default defineConfig({
  plugins: [react(), chunkReach(), precompress()],
  // One .env at the repository root serves both workspaces; Vite only exposes its VITE_* variables.
  envDir: '..',
  // The shared contracts are bundled from their TypeScript source (as tsconfig.json's `paths` says), not
  // their CommonJS build: `@pfe/contracts` is src/index.ts, a sub-app's `@pfe/contracts/<app>` src/<app>.ts.
  resolve: {
    alias: [
      { find: /^@pfe\/contracts$/, replacement: fileURLToPath(new URL('../packages/contracts/src/index.ts', import.meta.url)) },
      { find: /^@pfe\/contracts\/([\w-]+)$/, replacement: fileURLToPath(new URL('../packages/contracts/src/', import.meta.url)) + '$1.ts' },
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        // One group per chunk, in priority order: a group also takes the dependencies of what it
        // captures, so the chunks of earlier pages (react, then mui, mui-member, mui-apps) claim
        // their modules before a later page's chunk could pull them in.
        codeSplitting: {
          groups: LIBRARY_CHUNKS.map((chunk, i) => ({
            debugName: chunk,
            priority: LIBRARY_CHUNKS.length - i,
            name: (id: string, ctx: { getModuleInfo: ModuleInfoOf }) => (libraryChunk(id, (m) => ctx.getModuleInfo(m)) === chunk ? chunk : null),
          })),
        },
      },
    },
  },
  server: {
    port: 5173,
    // changeOrigin stays off: the backend compares Origin with Host to refuse cross-site mutations.
    proxy: {
      '/api': { target: backend },
      '/socket.io': { target: backend, ws: true },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    // A ceiling for a busy machine (2 shared cores): a test still ends as soon as it passes.
    testTimeout: 30_000,
    // Worker threads (cheaper to start than processes), `testWorkers` files at a time.
    pool: 'threads',
    maxWorkers: testWorkers,
    // Two projects (docs/testing.md, "Frontend unit"): the files that replace modules (`vi.mock`) or
    // read every style (found by reading them) get a fresh module graph and jsdom each (`isolated`); every other file
    // shares its worker's modules and jsdom with the files before it (`shared`, isolate off: MUI and
    // react-admin are imported once per worker, not once per file), and src/testing/setup.ts resets
    // what a file can leave behind (storage, cookies, the address, the title, timers, globals, flags).
    projects: [
      // (No `include` above: `extends` concatenates lists, so a root include would run every file in both.)
      { extends: true, test: { name: 'shared', include: [TEST_FILES], exclude: OWN_GRAPH_TEST_FILES, isolate: false } },
      { extends: true, test: { name: 'isolated', include: OWN_GRAPH_TEST_FILES } },
    ],
    // Under CI a skipped or todo test fails the run (scripts/no-skipped-tests.mjs); .only already does (allowOnly).
    reporters: process.env.CI ? ['default', '../scripts/no-skipped-tests.mjs'] : ['default'],
  },
});
