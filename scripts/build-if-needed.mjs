// Builds backend and frontend when a build output is missing or older than its sources.
// Used by `npm install` (prepare), `npm start` and `npm test`, so a fresh clone runs with no extra step.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

// The shared contracts come first: both builds consume them, so their sources count for both.
const contracts = ['packages/contracts/src', 'packages/contracts/tsconfig.json'];
const targets = [
  { name: 'packages/contracts', output: 'packages/contracts/dist/index.js', sources: contracts },
  { name: 'backend', output: 'backend/dist/main.js', sources: ['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'nest-cli.json', ...contracts] },
  { name: 'frontend', output: 'frontend/dist/index.html', sources: ['frontend/src', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/public', ...contracts] },
];

for (const t of targets) {
  const output = join(root, t.output);
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...t.sources.map((s) => newest(join(root, s))));
  if (built === 0 || changed > built) {
    console.log(`Building ${t.name}...`);
    execSync(`npm run build -w ${t.name}`, { cwd: root, stdio: 'inherit' });
  }
}
