import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { isolatedDatabase } from './isolated-database';

type MigrationClass = new () => MigrationInterface;

/** Our migrations up to and including `last` (by their timestamp), in order (loaded by Vite, as the e2e setup does). */
async function migrationsUpTo(last: number): Promise<MigrationClass[]> {
  const dir = join(__dirname, '..', '..', 'src', 'database', 'migrations');
  const files = readdirSync(dir)
    .filter((f) => /^\d+-.*\.ts$/.test(f) && Number(f.split('-')[0]) <= last)
    .sort();
  const modules = await Promise.all(files.map((f) => import(join(dir, f)) as Promise<Record<string, unknown>>));
  return modules.flatMap((m) => Object.values(m).filter((v): v is MigrationClass => typeof v === 'function'));
}

/**
 * For a migration's own test: an empty database of the spec's own (named with `prefix`), migrated
 * up to the step before the migration of timestamp `at`, and a DataSource on it (no entities).
 * `drop()` closes it and drops the database.
 */
export async function databaseBefore(prefix: string, at: number): Promise<{ ds: DataSource; drop(): Promise<void> }> {
  const db = await isolatedDatabase(prefix);
  const ds = new DataSource({ ...dataSourceOptions(db.url), entities: [], migrations: await migrationsUpTo(at - 1), migrationsRun: false });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  return {
    ds,
    drop: async () => {
      if (ds.isInitialized) await ds.destroy();
      await db.drop();
    },
  };
}

/** Runs one step of a migration (`up` or `down`) in a transaction of its own, as the migration runner does. */
export async function runStep(ds: DataSource, step: (runner: QueryRunner) => Promise<void>): Promise<void> {
  const runner = ds.createQueryRunner();
  try {
    await runner.startTransaction();
    await step(runner);
    await runner.commitTransaction();
  } catch (err) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw err;
  } finally {
    await runner.release();
  }
}
