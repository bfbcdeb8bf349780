import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { useDatabaseClasses } from '../../src/database/data-source-options';

/**
 * Runs in each e2e file's process before the file: the global setup's database (and Redis, when it
 * answered) as the environment variables the specs and test-app.ts read.
 */
process.env.E2E_DATABASE_URL = inject('e2eDatabaseUrl');
if (inject('e2eRedisUrl')) process.env.E2E_REDIS_URL = inject('e2eRedisUrl');
else delete process.env.E2E_REDIS_URL;

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
beforeAll(async () => {
  useDatabaseClasses({
    entities: await classesIn(join(SRC, 'modules'), /\.entity\.ts$/),
    migrations: await classesIn(join(SRC, 'database', 'migrations'), /^[^/]*\.ts$/),
  });
});
