// @vitest-environment node
/**
 * The import boundaries of eslint.config.mjs fail when crossed (and stay quiet when not): each case
 * lints one made-up file of the repository, whose import points at a real file, with ESLint's own API
 * and the repository's config, as `npm run lint` would.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

let eslint: ESLint;

// Loading the config (typescript-eslint, the plugins) takes a few seconds on a busy machine: once, here.
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await eslint.lintText('export {};\n', { filePath: 'frontend/src/app/x.ts' });
}, 60_000);

/** The boundary errors of a file at `filePath` (from the repository root) that imports `specifier`. */
async function boundaryErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import * as target from '${specifier}';\nexport { target };\n`;
  const [result] = await eslint.lintText(code, { filePath });
  const other = result.messages.filter((m) => !BOUNDARY_RULES.has(m.ruleId ?? ''));
  expect(other, `no other problem in ${filePath}`).toEqual([]);
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries (eslint.config.mjs)', { timeout: 20_000 }, () => {
  it.each([
    ['a feature imports another feature', 'frontend/src/features/auth/x.ts', '../supportmatch/api/keys'],
    ['a feature imports another feature, from deeper down', 'frontend/src/features/auth/routes/x.tsx', '../../supportmatch/api/keys'],
    ['the console imports a feature', 'frontend/src/admin/resources/x.ts', '../../features/auth/validation'],
    ['a feature imports the console', 'frontend/src/features/supportmatch/x.ts', '../../admin/data-provider'],
    ['the console imports the app (the manifest)', 'frontend/src/admin/layout/x.ts', '../../app/sub-apps'],
    ['a console area imports the app (its routes)', 'frontend/src/admin/resources/users/x.ts', '../../../app/routes'],
    ['shared components import the app', 'frontend/src/components/x.ts', '../app/app'],
    ['shared lib imports a feature', 'frontend/src/lib/x.ts', '../features/auth/validation'],
    ['shared lib imports the console', 'frontend/src/lib/x.ts', '../admin/data-provider'],
    ['the frontend imports backend sources', 'frontend/src/features/auth/x.ts', '../../../../backend/src/main'],
    ['the frontend imports the backend workspace by name', 'frontend/src/app/x.ts', 'backend/src/main'],
    ['the contracts import the frontend', 'packages/contracts/src/x.ts', '../../../frontend/src/lib/api-client'],
    ['the contracts import the backend', 'packages/contracts/src/x.ts', '../../../backend/src/main'],
    ['the contracts import the backend workspace by name', 'packages/contracts/src/x.ts', 'backend'],
    ['one console area imports another', 'frontend/src/admin/resources/lighthouse/x.ts', '../supportmatch/texts'],
    ['a backend sub-app imports another sub-app', 'backend/src/modules/lighthouse/x.ts', '../supportmatch/supportmatch-profiles.service'],
    ['a backend sub-app imports a platform module that is not a seam', 'backend/src/modules/lighthouse/x.ts', '../auth/session.service'],
    ['a backend sub-app imports the account module', 'backend/src/modules/sleepstories/x.ts', '../account/account.service'],
    ['a platform seam imports a sub-app', 'backend/src/modules/chat/x.ts', '../lighthouse/lighthouse.errors'],
    ['common imports a sub-app', 'backend/src/common/http/x.ts', '../../modules/socketrelay/socketrelay.errors'],
    ['common imports a platform module', 'backend/src/common/http/x.ts', '../../modules/users/entities/user.entity'],
    ['the manifest list imports more of an app than its entry', 'backend/src/sub-apps.ts', './modules/lighthouse/lighthouse.module'],
    ['the manifest seam names a sub-app outside the list', 'backend/src/modules/sub-apps/sub-apps.module.ts', '../lighthouse/lighthouse.sub-app'],
    ["a backend sub-app imports another app's contracts", 'backend/src/modules/lighthouse/x.ts', '@pfe/contracts/supportmatch'],
    ["a member feature imports another app's contracts", 'frontend/src/features/socketrelay/routes/x.tsx', '@pfe/contracts/lighthouse'],
    ["a sub-app's console pages import another app's contracts", 'frontend/src/admin/resources/sleepstories/x.ts', '@pfe/contracts/socketrelay'],
    ["a sub-app imports another app's contracts source by path", 'frontend/src/features/supportmatch/x.ts', '../../../../packages/contracts/src/sleepstories'],
  ])('fails when %s', async (_case, filePath, specifier) => {
    const errors = await boundaryErrors(filePath, specifier);
    expect(errors.length, 'a boundary error').toBeGreaterThan(0);
  });

  it.each([
    ['the app imports a feature', 'frontend/src/app/x.ts', '../features/auth/validation'],
    ['the app imports the console', 'frontend/src/app/x.ts', '../admin/data-provider'],
    ['a feature imports itself', 'frontend/src/features/supportmatch/routes/x.tsx', '../api/keys'],
    ['a feature imports shared components', 'frontend/src/features/supportmatch/x.ts', '../../components/badges'],
    ['the console imports shared lib', 'frontend/src/admin/x.ts', '../lib/api-client'],
    ['shared components import shared lib', 'frontend/src/components/x.ts', '../lib/api-client'],
    ['the frontend imports the contracts', 'frontend/src/features/auth/x.ts', '@pfe/contracts'],
    ['the backend imports the contracts', 'backend/src/x.ts', '@pfe/contracts'],
    ['a backend sub-app imports its own contracts', 'backend/src/modules/lighthouse/x.ts', '@pfe/contracts/lighthouse'],
    ['a member feature imports its own contracts', 'frontend/src/features/supportmatch/routes/x.tsx', '@pfe/contracts/supportmatch'],
    ["a sub-app's console pages import its own contracts", 'frontend/src/admin/resources/socketrelay/x.ts', '@pfe/contracts/socketrelay'],
    ['a sub-app imports the shared contracts', 'frontend/src/admin/resources/socketrelay/x.ts', '@pfe/contracts'],
    ["the platform's shared code imports an app's contracts", 'frontend/src/components/x.ts', '@pfe/contracts/supportmatch'],
    ["a sub-app's console entry imports the console's types", 'frontend/src/admin/resources/lighthouse/x.ts', '../../sub-app-console'],
    ['the console imports the shared theme', 'frontend/src/admin/x.ts', '../lib/theme'],
    ['a console area imports the shared announcement pages', 'frontend/src/admin/resources/lighthouse/x.ts', '../../announcements/console-config'],
    ['a backend sub-app imports itself', 'backend/src/modules/lighthouse/x.ts', './lighthouse.errors'],
    ['a backend sub-app imports a platform seam', 'backend/src/modules/lighthouse/x.ts', '../chat/chat.service'],
    ['a backend sub-app imports the account-data contract', 'backend/src/modules/sleepstories/x.ts', '../account-data/account-data.registry'],
    ['a backend sub-app imports common', 'backend/src/modules/socketrelay/x.ts', '../../common/http/id-param'],
    ['a platform module imports another platform module', 'backend/src/modules/account/x.ts', '../auth/session.service'],
    ['common imports common', 'backend/src/common/http/x.ts', '../errors/domain-error'],
    ['the manifest list imports an entry', 'backend/src/sub-apps.ts', './modules/lighthouse/lighthouse.sub-app'],
  ])('passes when %s', async (_case, filePath, specifier) => {
    expect(await boundaryErrors(filePath, specifier)).toEqual([]);
  });
});
