import { DataSourceOptions } from 'typeorm';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Classes = { entities: Function[]; migrations: Function[] };
let loadedClasses: Classes | undefined;

/**
 * The entity and migration classes themselves, in place of the file globs, for a runtime whose
 * modules Node's `require` cannot load: the backend's Vitest specs run TypeScript through Vite,
 * which also keeps one copy of each entity class (test/support/e2e-environment.ts).
 */
export function useDatabaseClasses(classes: Classes): void {
  loadedClasses = classes;
}

/** The migration classes handed to useDatabaseClasses, if any (else the files are found by glob). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export function loadedMigrations(): Function[] | undefined {
  return loadedClasses?.migrations;
}

/** The one description of our database: entities found by glob, migrations run at startup, never synchronize. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: loadedClasses?.entities ?? [join(__dirname, '..', 'modules', '**', '*.entity.{ts,js}')],
    migrations: loadedClasses?.migrations ?? [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // A connection that cannot be made within 5 s fails (a 503 while the database is out), never hangs.
    extra: { max: 20, connectionTimeoutMillis: 5000 },
    // Failed queries are not logged by TypeORM: their parameters can hold personal data or hashes.
    // Real failures reach the exception filter, which logs the error without parameters.
    logging: false,
  };
}
