import type { Pool } from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * A named (prepared) statement on the connection pool: PostgreSQL parses and plans it once per
 * connection instead of on every call, and no query runner is set up around it. For hot reads
 * with a fixed text (`name` must be unique per text); everything else goes through TypeORM.
 */
export async function preparedQuery<T>(db: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = (db.driver as PostgresDriver).master as Pool;
  try {
    return (await pool.query({ name, text, values })).rows as T[];
  } catch (err) {
    // The same error TypeORM raises, so the exception filter maps PostgreSQL's codes alike.
    throw err instanceof Error && 'code' in err ? new QueryFailedError(text, values, err) : err;
  }
}
