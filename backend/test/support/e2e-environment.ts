import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { useDatabaseClasses } from '../../src/database/data-source-options';
import { databaseUrl, workerDatabase } from './isolated-database';
import { testAppMigrationFiles } from './test-migrations';

/**
 * Runs in each e2e file's process before the file: this worker's own database and Redis (see
 * global-setup.ts) as the environment variables the specs and test-app.ts read. The database is a
 * copy of the migrated template, made by the worker's first file and kept for its next files, so
 * files that run at the same time never share a database and the files of one worker run one after
 * the other on theirs, as the whole run once did on one.
 */
const worker = Number(process.env.VITEST_POOL_ID ?? 1);
const redisUrls = inject('e2eRedisUrls');
process.env.E2E_REDIS_URL = redisUrls[(worker - 1) % redisUrls.length];
process.env.E2E_TEMPLATE_DATABASE = inject('e2eTemplateDatabase');
const database = `${inject('e2eTemplateDatabase')}_w${worker}`;
process.env.E2E_DATABASE_URL = databaseUrl(inject('e2eDatabaseUrl'), database);
beforeAll(() => workerDatabase(inject('e2eDatabaseUrl'), database));

/**
 * TypeORM finds entities and migrations by file glob and loads them with Node's `require`, which
 * cannot read TypeScript. Here Vite loads the same files (the globs of data-source-options.ts), so
 * the app's services and TypeORM share one copy of each class. Before the file's own hooks.
 */
const SRC = join(__dirname, '..', '..', 'src');
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
async function classesIn(dir: string, file: RegExp): Promise<Function[]> {
  const paths = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((p) => file.test(p)).sort();
  const modules = await Promise.all(paths.map((p) => import(join(dir, p)) as Promise<Record<string, unknown>>));
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  return modules.flatMap((m) => Object.values(m).filter((v): v is Function => typeof v === 'function'));
}
/** The migrations of the apps that exist only in tests (support/test-migrations.ts). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
async function testAppMigrations(): Promise<Function[]> {
  const modules = await Promise.all(testAppMigrationFiles().map((f) => import(f) as Promise<Record<string, unknown>>));
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  return modules.flatMap((m) => Object.values(m).filter((v): v is Function => typeof v === 'function'));
}
beforeAll(async () => {
  useDatabaseClasses({
    entities: await classesIn(join(SRC, 'modules'), /\.entity\.ts$/),
    migrations: [...(await classesIn(join(SRC, 'database', 'migrations'), /^[^/]*\.ts$/)), ...(await testAppMigrations())],
  });
});
