import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/**
 * Two tiers: unit specs beside the code (no database) and e2e specs against a real PostgreSQL
 * (test/support/global-setup.ts). SWC compiles our TypeScript with the decorator metadata Nest's
 * injection and TypeORM's columns read (esbuild/oxc emit none); NestJS 12 and the other ES-module
 * packages load natively.
 */
const compile = () =>
  swc.vite({
    jsc: {
      // Entity columns are declared fields; with define semantics a field would shadow what TypeORM sets.
      transform: { useDefineForClassFields: false },
    },
  });

/**
 * Files run side by side, one per worker: TEST_WORKERS, else the core count (at least 2, at most 4).
 * Each e2e worker has its own database and Redis (test/support/global-setup.ts, e2e-environment.ts).
 */
const workers = Number(process.env.TEST_WORKERS) || Math.max(2, Math.min(4, availableParallelism()));

export default defineConfig({
  test: {
    // describe/it/expect without imports, as the frontend's specs and the previous Jest setup had.
    globals: true,
    environment: 'node',
    // Child processes (a stray handle ends with its worker), `workers` files at a time; e2e files share their worker's modules.
    pool: 'forks',
    maxWorkers: workers,
    // Under CI a skipped or todo test fails the run (scripts/no-skipped-tests.mjs); .only already does (allowOnly).
    reporters: process.env.CI ? ['default', '../scripts/no-skipped-tests.mjs'] : ['default'],
    // A ceiling for a busy machine: a test still ends as soon as it passes.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A run ends even when something keeps an open handle after its last test.
    teardownTimeout: 30_000,
    projects: [
      {
        plugins: [compile()],
        extends: true,
        // One module graph per worker (issue 30): 56 files in ~8 s instead of ~33 s, imports 40 s → 8 s
        // summed. Unit specs fake only local objects (spies on their own instances; the one fake clock
        // is restored in a finally), and no spec mocks a module or writes process.env.
        test: { name: 'unit', include: ['src/**/*.spec.ts'], isolate: false },
      },
      {
        plugins: [compile()],
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/**/*.e2e-spec.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/e2e-environment.ts'],
          // One module graph per worker, an app per file (docs/testing.md, Backend e2e in parallel).
          isolate: false,
        },
      },
      {
        extends: true,
        // Repository checks that are no one workspace's: every path the README and docs/ name exists.
        test: { name: 'docs', root: fileURLToPath(new URL('..', import.meta.url)), include: ['scripts/*.test.mjs'] },
      },
    ],
  },
});
