// One lint run for the whole repository (`npm run lint`, first step of `npm test`): the recommended
// rules of ESLint and typescript-eslint everywhere (no type-aware rules, so no TypeScript program is
// built), the two rules of hooks in the frontend, and the import boundaries below.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Every folder under frontend/src/features is a feature: a new one is covered without editing this file. */
const features = readdirSync(join(root, 'frontend/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Every folder under frontend/src/admin/resources is one console area (a platform page or a sub-app's). */
const consoleResources = readdirSync(join(root, 'frontend/src/admin/resources'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * The backend's modules: a sub-app is a folder with a manifest entry `<name>.sub-app.ts` (listed in
 * backend/src/sub-apps.ts); every other module is the platform. A new sub-app is covered
 * without editing this file.
 */
const backendModules = readdirSync(join(root, 'backend/src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const isSubApp = (name) => existsSync(join(root, 'backend/src/modules', name, `${name}.sub-app.ts`));
const subApps = backendModules.filter(isSubApp);
const platformModules = backendModules.filter((name) => !isSubApp(name));

/**
 * The platform seams a sub-app plugs into or builds on (its manifest entry's types, chat's store,
 * notifications, blocks, the activity log, the user row, announcements, the account-data contract).
 */
const SEAMS = ['sub-apps', 'chat', 'notifications', 'safety', 'activity', 'users', 'announcements', 'account-data'];

/**
 * Import boundaries (alan2207/bulletproof-react `apps/react-vite/.eslintrc`, `import/no-restricted-paths`):
 * a zone forbids files under `target` to import files under `from`. Imports are resolved to files
 * first, so relative paths of any depth count, and `@pfe/contracts` (allowed everywhere) is never
 * mistaken for a sibling folder. frontend/src/app may import anything in the frontend.
 */
const zones = [
  // (a) A feature does not import another feature: what two features share moves to components/ or lib/.
  ...features.map((feature) => ({
    target: `./frontend/src/features/${feature}`,
    from: './frontend/src/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature: move what they share to frontend/src/components or frontend/src/lib.',
  })),
  // (b) The admin console and the member features do not import each other.
  {
    target: './frontend/src/admin',
    from: './frontend/src/features',
    message: 'The admin console must not import member features: move what they share to frontend/src/components or frontend/src/lib.',
  },
  {
    target: './frontend/src/features',
    from: './frontend/src/admin',
    message: 'Member features must not import the admin console: move what they share to frontend/src/components or frontend/src/lib.',
  },
  // (b'') The console does not import the app: the app hands it the manifest (AdminApp's `apps`), and
  // the manifest's console types are the console's (admin/sub-app-console.ts), so the two run one way.
  {
    target: './frontend/src/admin',
    from: './frontend/src/app',
    message: 'The admin console must not import the app: take the sub-apps from AdminApp\'s `apps`, their types from admin/sub-app-console.ts, shared code from frontend/src/components or frontend/src/lib.',
  },
  // (b') One console area does not import another: what they share (the announcement pages, list
  // and record components) lives in frontend/src/admin/announcements, admin/components or admin/lib.
  ...consoleResources.map((area) => ({
    target: `./frontend/src/admin/resources/${area}`,
    from: './frontend/src/admin/resources',
    except: [`./${area}`],
    message: 'A console area must not import another: move what they share to frontend/src/admin/components, admin/lib or admin/announcements.',
  })),
  // (d) Shared code is shared: it does not reach up into the app, the console or a feature.
  {
    target: ['./frontend/src/components', './frontend/src/lib'],
    from: ['./frontend/src/features', './frontend/src/admin', './frontend/src/app'],
    message: 'frontend/src/components and frontend/src/lib are shared: they must not import features, the admin console or the app.',
  },
  // (c) The frontend never imports backend sources: what both sides agree on is in @pfe/contracts.
  {
    target: './frontend',
    from: './backend',
    message: 'The frontend must not import backend code: take shared types and lists from @pfe/contracts.',
  },
  {
    target: './backend',
    from: './frontend',
    message: 'The backend must not import frontend code: take shared types and lists from @pfe/contracts.',
  },
  // (e) A backend sub-app imports only the platform seams (SEAMS), common, config and database:
  // never another sub-app, nor a platform module that is not a seam (auth, admin, invites…).
  ...subApps.map((app) => ({
    target: `./backend/src/modules/${app}`,
    from: './backend/src/modules',
    except: [`./${app}`, ...SEAMS.map((seam) => `./${seam}`)],
    message: `A sub-app imports only the platform seams (${SEAMS.join(', ')}), common, config and database: never another sub-app or another platform module.`,
  })),
  // (f) The platform does not import a sub-app: it reads the manifest (backend/src/sub-apps.ts, beside app.module.ts, the one list that names them).
  {
    target: [...platformModules.map((name) => `./backend/src/modules/${name}`), './backend/src/common', './backend/src/config', './backend/src/database'],
    from: subApps.map((app) => `./backend/src/modules/${app}`),
    message: 'The platform must not import a sub-app: plug the app in through its manifest entry (<app>.sub-app.ts) instead.',
  },
  // …and the manifest list names each app by its entry only: the rest of the app stays the app's.
  ...subApps.map((app) => ({
    target: './backend/src/sub-apps.ts',
    from: `./backend/src/modules/${app}`,
    except: [`./${app}.sub-app.ts`],
    message: `The manifest list imports each sub-app's entry only (${app}.sub-app.ts).`,
  })),
  // (g) common is the bottom of the backend: it imports no module (what it needs from one is handed in).
  {
    target: './backend/src/common',
    from: './backend/src/modules',
    message: 'backend/src/common must not import a module: hand in what it needs (see common/openapi) or move the code to the module.',
  },
  // (h) A sub-app's folders (its backend module, member screens and console pages) take the contracts
  // from @pfe/contracts and its own @pfe/contracts/<app>, never another app's: what two apps share
  // belongs to the platform's contracts. The subpath resolves to the build (dist/<app>.js), a relative
  // path to the source.
  ...subApps.map((app) => ({
    target: [`./backend/src/modules/${app}`, `./frontend/src/features/${app}`, `./frontend/src/admin/resources/${app}`],
    from: subApps
      .filter((other) => other !== app)
      .flatMap((other) => [`./packages/contracts/src/${other}.ts`, `./packages/contracts/dist/${other}.js`, `./packages/contracts/dist/${other}.d.ts`]),
    message: `A sub-app imports the shared @pfe/contracts and its own @pfe/contracts/${app}, never another app's contracts: move what two apps share to the platform's contracts.`,
  })),
  // The contracts are the bottom layer: both sides import them, they import neither side.
  {
    target: './packages/contracts',
    from: ['./backend', './frontend'],
    message: '@pfe/contracts must not import the backend or the frontend: both depend on it, not the other way round.',
  },
];

/**
 * The workspaces by package name (`backend`, `frontend/src/...` through node_modules' links), which
 * the zones miss when the name does not resolve to a file (`backend` has no main).
 */
const workspaceImport = (name) => ({
  regex: `^${name}(/|$)`,
  message: `Do not import the ${name} workspace: take shared types and lists from @pfe/contracts.`,
});

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '**/coverage/',
    'frontend/e2e/report/',
    'frontend/e2e/artifacts/',
    'frontend/e2e/test-results/',
    '.data/',
    '.test-data/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names are the usual way to say "unused on purpose" (a skipped tuple slot, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // Scripts, benches and tool configs run on Node.
  {
    files: ['**/*.{js,mjs,cjs}', 'frontend/*.config.ts', 'frontend/e2e/**', 'backend/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The boundaries, wherever a file imports another.
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  {
    files: ['frontend/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [workspaceImport('backend')] }] },
  },
  {
    files: ['backend/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [workspaceImport('frontend')] }] },
  },
  {
    files: ['packages/contracts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [workspaceImport('backend'), workspaceImport('frontend')] }] },
  },
  // Services hold rules, not SQL: a service's queries live in its module's repository
  // (`<module>.repository.ts`, docs/architecture.md "Data access"). Every service, no exceptions.
  {
    files: ['backend/src/**/*.service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query']",
          message: 'No SQL in a service: move the query into the module\'s repository (<module>.repository.ts).',
        },
        {
          selector: "CallExpression[callee.property.name='createQueryBuilder']",
          message: 'No SQL in a service: move the query into the module\'s repository (<module>.repository.ts).',
        },
        {
          selector: "CallExpression[callee.property.name='getRepository']",
          message: 'No SQL in a service: move the query into the module\'s repository (<module>.repository.ts).',
        },
      ],
    },
  },
  // The member app and the console run in the browser; the two rules of hooks.
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
