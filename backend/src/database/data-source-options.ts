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
    extra: { max: 20 },
    logging: ['error'],
  };
}
