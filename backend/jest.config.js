/** Two tiers: unit specs beside the code (no database) and e2e specs against a real PostgreSQL. */
const transform = {
  '^.+\\.ts$': ['ts-jest', { isolatedModules: true, tsconfig: '<rootDir>/tsconfig.json' }],
  // NestJS 12 (and the ESM-only dependencies below: @fastify/static's content-disposition) ship as
  // ES modules only: transpiled to CommonJS.
  '/node_modules/(@nestjs|@standard-schema|content-disposition)/.+\\.m?js$': '<rootDir>/test/support/esm-to-cjs.js',
};
// node_modules stay untransformed except the ESM-only packages named above (the negative lookahead
// also skips the first node_modules of a nested path that ends in one of them).
const transformIgnorePatterns = ['/node_modules/(?!(@nestjs|@standard-schema|content-disposition|@fastify/static/node_modules/content-disposition)/)'];

module.exports = {
  testTimeout: 30000,
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'e2e',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      transform,
      transformIgnorePatterns,
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
