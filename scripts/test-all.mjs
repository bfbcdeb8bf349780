// `npm test`: every tier in order, stopping at the first that fails, then a table of how long each
// took (docs/testing.md keeps the figures). `node scripts/test-all.mjs <tier>...` runs only those tiers.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

const TIERS = [
  { name: 'build', what: 'build if needed', cwd: '.', cmd: ['node', 'scripts/build-if-needed.mjs'] },
  { name: 'lint', what: 'ESLint', cwd: '.', cmd: ['npx', 'eslint', '.'] },
  { name: 'backend-unit', what: 'backend unit (Vitest)', cwd: 'backend', cmd: ['npx', 'vitest', 'run', '--project', 'unit'] },
  { name: 'docs', what: 'docs paths', cwd: 'backend', cmd: ['npx', 'vitest', 'run', '--project', 'docs'] },
  { name: 'backend-e2e', what: 'backend e2e (PostgreSQL, Redis, nginx)', cwd: 'backend', cmd: ['npx', 'vitest', 'run', '--project', 'e2e'] },
  { name: 'frontend-unit', what: 'frontend unit (Vitest, jsdom)', cwd: 'frontend', cmd: ['npx', 'vitest', 'run'] },
  { name: 'journeys', what: 'journeys (Playwright, Chromium)', cwd: 'frontend', cmd: ['npm', 'run', 'test:e2e'] },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !TIERS.some((t) => t.name === w));
if (unknown.length) {
  console.error(`Unknown tier(s): ${unknown.join(', ')}; the tiers are ${TIERS.map((t) => t.name).join(', ')}`);
  process.exit(2);
}
const tiers = wanted.length ? TIERS.filter((t) => wanted.includes(t.name)) : TIERS;

function run(tier) {
  return new Promise((resolve) => {
    const child = spawn(tier.cmd[0], tier.cmd.slice(1), { cwd: new URL(tier.cwd, new URL('..', import.meta.url)).pathname, stdio: 'inherit' });
    child.on('error', (err) => {
      console.error(`${tier.name}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const fmt = (ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
};

const results = [];
const started = Date.now();
let failed;
for (const tier of tiers) {
  console.log(`\n▶ ${tier.name}: ${tier.cmd.join(' ')}${tier.cwd === '.' ? '' : ` (in ${tier.cwd})`}\n`);
  const at = Date.now();
  const code = await run(tier);
  results.push({ tier, ms: Date.now() - at, code });
  if (code !== 0) {
    failed = tier;
    break;
  }
}

const width = Math.max(...TIERS.map((t) => `${t.name} (${t.what})`.length));
console.log(`\nTest times (${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)} at the end):`);
for (const { tier, ms, code } of results) console.log(`  ${`${tier.name} (${tier.what})`.padEnd(width)}  ${fmt(ms).padStart(10)}  ${code === 0 ? 'passed' : `FAILED (${code})`}`);
console.log(`  ${'total'.padEnd(width)}  ${fmt(Date.now() - started).padStart(10)}`);
if (failed) {
  console.log(`\n${failed.name} failed; the tiers after it did not run.`);
  process.exit(1);
}
