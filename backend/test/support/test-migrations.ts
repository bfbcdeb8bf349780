import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const TEST = join(__dirname, '..');

/**
 * The migration files of the apps that exist only in tests: `test/<app>/migrations/*.ts` (the
 * fixture fifth app's), run on the e2e databases after the product's (global-setup.ts for the
 * template, e2e-environment.ts for a database an app migrates itself). A real app's migrations
 * are in src/database/migrations.
 */
export function testAppMigrationFiles(): string[] {
  return readdirSync(TEST, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) => {
      const migrations = join(TEST, dir.name, 'migrations');
      try {
        return readdirSync(migrations)
          .filter((f) => f.endsWith('.ts'))
          .map((f) => join(migrations, f));
      } catch {
        return [];
      }
    })
    .sort();
}
