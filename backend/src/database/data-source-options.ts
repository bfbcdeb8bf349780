import { DataSourceOptions } from 'typeorm';
import { join } from 'node:path';

/** The one description of our database: entities found by glob, migrations run at startup, never synchronize. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [join(__dirname, '..', 'modules', '**', '*.entity.{ts,js}')],
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
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
