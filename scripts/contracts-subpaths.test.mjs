// The codemod scripts/codemods/contracts-subpaths.mjs: each name imported from the contracts ends up
// on the module that declares it, the rest of the file as written, and a second run changes nothing.
// Run with the backend's tests (project `docs` in backend/vitest.config.mts), or alone:
// `cd backend && npx vitest run --project docs ../scripts/contracts-subpaths.test.mjs`.
import { describe, expect, it } from 'vitest';
import { contractsMap, rewrite } from './codemods/contracts-subpaths.mjs';

/** A made-up contracts package: two shared names, two apps. */
const MAP = new Map(
  Object.entries({
    User: '@pfe/contracts',
    CHAT_KINDS: '@pfe/contracts',
    GardenPlot: '@pfe/contracts/garden',
    GARDEN_LIMITS: '@pfe/contracts/garden',
    PondFish: '@pfe/contracts/pond',
  }).map(([name, specifier]) => [name, { specifier }]),
);

/** The rewritten file, after checking a second run leaves it as it is. */
function run(text, warnings = []) {
  const out = rewrite('x.ts', text, MAP, (message) => warnings.push(message)) ?? text;
  expect(rewrite('x.ts', out, MAP), 'a second run changes nothing').toBeNull();
  return out;
}

describe('contracts-subpaths codemod', () => {
  it('leaves a file whose names already come from their modules', () => {
    const text = "import type { User } from '@pfe/contracts';\nimport { GARDEN_LIMITS } from '@pfe/contracts/garden';\n";
    expect(rewrite('x.ts', text, MAP)).toBeNull();
  });

  it('changes only the module when every name of a declaration belongs to one app', () => {
    const text = "import type {\n  GardenPlot,\n  GARDEN_LIMITS as LIMITS,\n} from '@pfe/contracts';\nconst a = 1;\n";
    expect(run(text)).toBe("import type {\n  GardenPlot,\n  GARDEN_LIMITS as LIMITS,\n} from '@pfe/contracts/garden';\nconst a = 1;\n");
  });

  it('splits a declaration by module, keeping import type, inline type modifiers and aliases', () => {
    const text = "// leading comment\nimport { type User, GARDEN_LIMITS as Limits, PondFish, type GardenPlot } from '@pfe/contracts';\nimport type { CHAT_KINDS, PondFish as Fish } from '@pfe/contracts';\n";
    expect(run(text)).toBe(
      '// leading comment\n' +
        "import { type User } from '@pfe/contracts';\n" +
        "import { GARDEN_LIMITS as Limits, type GardenPlot } from '@pfe/contracts/garden';\n" +
        "import { PondFish } from '@pfe/contracts/pond';\n" +
        "import type { CHAT_KINDS } from '@pfe/contracts';\n" +
        "import type { PondFish as Fish } from '@pfe/contracts/pond';\n",
    );
  });

  it('adds a moving name to an import of the same kind from its module, never to one of the other kind', () => {
    const text =
      "import type { GardenPlot } from '@pfe/contracts/garden';\nimport { GARDEN_LIMITS, User } from '@pfe/contracts';\nimport type { User as U, GardenPlot as Plot } from '@pfe/contracts';\n";
    expect(run(text)).toBe(
      "import type { GardenPlot, GardenPlot as Plot } from '@pfe/contracts/garden';\n" +
        "import { User } from '@pfe/contracts';\n" +
        "import { GARDEN_LIMITS } from '@pfe/contracts/garden';\n" +
        "import type { User as U } from '@pfe/contracts';\n",
    );
  });

  it('drops a declaration whose names all join another one', () => {
    const text = "import { GARDEN_LIMITS } from '@pfe/contracts/garden';\nimport { GardenPlot } from '@pfe/contracts';\nexport {};\n";
    expect(run(text)).toBe("import { GARDEN_LIMITS, GardenPlot } from '@pfe/contracts/garden';\nexport {};\n");
  });

  it('moves a name imported from the wrong subpath back where it is declared', () => {
    expect(run("import { User, GardenPlot } from '@pfe/contracts/garden';\n")).toBe(
      "import { GardenPlot } from '@pfe/contracts/garden';\nimport { User } from '@pfe/contracts';\n",
    );
  });

  it('lays a split declaration out one name a line only when the original was and one line would be long', () => {
    const long = Array.from({ length: 12 }, (_, i) => `GARDEN_LIMITS as Limit${i}`);
    const text = `import {\n  User,\n${long.map((name) => `  ${name},\n`).join('')}} from '@pfe/contracts';\n`;
    expect(run(text)).toBe(`import { User } from '@pfe/contracts';\nimport {\n${long.map((name) => `  ${name},\n`).join('')}} from '@pfe/contracts/garden';\n`);
  });

  it('rewrites named re-exports and keeps the quotes and semicolons of the file', () => {
    expect(run('export { User, PondFish } from "@pfe/contracts"\n')).toBe('export { User } from "@pfe/contracts"\nexport { PondFish } from "@pfe/contracts/pond"\n');
  });

  it('leaves a name the contracts do not declare where it is, and says so', () => {
    const warnings = [];
    expect(run("import { Unknown, PondFish } from '@pfe/contracts';\n", warnings)).toBe(
      "import { Unknown } from '@pfe/contracts';\nimport { PondFish } from '@pfe/contracts/pond';\n",
    );
    expect(warnings).toEqual([expect.stringContaining('Unknown is not declared')]);
  });

  it('moves a namespace import whose names all belong to one app, and leaves (and reports) one it cannot', () => {
    expect(run("import * as g from '@pfe/contracts';\nconst x: g.GardenPlot = g.GARDEN_LIMITS;\n")).toBe(
      "import * as g from '@pfe/contracts/garden';\nconst x: g.GardenPlot = g.GARDEN_LIMITS;\n",
    );
    const warnings = [];
    const mixed = "import * as c from '@pfe/contracts';\nconst x = [c.User, c.PondFish, c['GARDEN_LIMITS']];\n";
    expect(run(mixed, warnings)).toBe(mixed);
    expect(warnings).toHaveLength(1);
  });

  it('reports a require, a dynamic import or a mock of the contracts, which it does not rewrite', () => {
    const warnings = [];
    const text = "const { PondFish } = require('@pfe/contracts');\nvi.mock('@pfe/contracts/garden', () => ({}));\n";
    expect(rewrite('x.ts', text, MAP, (message) => warnings.push(message))).toBeNull();
    expect(warnings).toEqual([expect.stringContaining("require('@pfe/contracts')"), expect.stringContaining("vi.mock('@pfe/contracts/garden')")]);
  });

  it('reads the real contracts: a shared name from the package, an app name from its subpath', () => {
    const map = contractsMap();
    expect(map.get('User')?.specifier).toBe('@pfe/contracts');
    expect(map.get('SUB_APP_KEYS')?.specifier).toBe('@pfe/contracts');
    expect(map.get('SupportMatchProfile')?.specifier).toBe('@pfe/contracts/supportmatch');
    expect(map.get('LIGHTHOUSE_PHOTOS')?.specifier).toBe('@pfe/contracts/lighthouse');
    expect(map.get('SOCKETRELAY_COUNTRIES')?.specifier).toBe('@pfe/contracts/socketrelay');
    expect(map.get('SLEEP_STORY_CATEGORIES')?.specifier).toBe('@pfe/contracts/sleepstories');
  });
});
