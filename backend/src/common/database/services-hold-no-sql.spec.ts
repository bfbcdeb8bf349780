/**
 * "Services contain no SQL" (docs/architecture.md, "Data access") is a lint rule of
 * eslint.config.mjs over every `backend/src/**\/*.service.ts`: this proves that it fails when a
 * service queries, and stays quiet when the same code is a repository's.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = resolve(__dirname, '../../../..');
const RULE = 'no-restricted-syntax';

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await eslint.lintText('export {};\n', { filePath: 'backend/src/modules/users/x.ts' });
}, 60_000);

async function sqlErrors(filePath: string, body: string): Promise<string[]> {
  const code = `import type { DataSource } from 'typeorm';\nexport async function f(db: DataSource): Promise<unknown> {\n  return ${body};\n}\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('no SQL in a service (eslint.config.mjs)', { timeout: 20_000 }, () => {
  it.each([
    ['a raw query', 'backend/src/modules/lighthouse/x.service.ts', `db.query('SELECT 1')`],
    ['a query builder', 'backend/src/modules/supportmatch/x.service.ts', `db.createQueryBuilder().getMany()`],
    ['an entity repository', 'backend/src/modules/sleepstories/x.service.ts', `db.getRepository('x').find()`],
    ['a query in a service outside the modules', 'backend/src/common/x.service.ts', `db.manager.query('SELECT 1')`],
  ])('fails on %s', async (_case, filePath, body) => {
    expect(await sqlErrors(filePath, body)).toEqual([expect.stringContaining('No SQL in a service')]);
  });

  it('stays quiet in a repository', async () => {
    expect(await sqlErrors('backend/src/modules/lighthouse/x.repository.ts', `db.query('SELECT 1')`)).toEqual([]);
  });
});
