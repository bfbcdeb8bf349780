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

export default defineConfig({
  test: {
    // describe/it/expect without imports, as the frontend's specs and the previous Jest setup had.
    globals: true,
    environment: 'node',
    // Each file in its own child process, one file at a time (the e2e files share one database
    // server and the machine's cores), so a stray handle ends with its process.
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    // A ceiling for a busy machine: a test still ends as soon as it passes.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A run ends even when something keeps an open handle after its last test.
    teardownTimeout: 30_000,
    projects: [
      {
        plugins: [compile()],
        extends: true,
        test: { name: 'unit', include: ['src/**/*.spec.ts'] },
      },
      {
        plugins: [compile()],
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/**/*.e2e-spec.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/e2e-environment.ts'],
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
