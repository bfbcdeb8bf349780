// `npm test`: every tier, stage by stage, stopping after the first stage in which a tier failed, then
// a table of how long each took (docs/testing.md keeps the figures). The tiers of one stage run side by
// side: each leaves much of the 2-core machine idle on its own (ESLint uses one core; the backend e2e
// tier waits on PostgreSQL, Redis and its processes about half of the time), so the next one's work
// fits beside it. One tier of a stage prints as it runs; the others' output is held and printed, whole
// and in order, when each ends. `node scripts/test-all.mjs <tier>...` runs only those tiers.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

const TIERS = [
  { name: 'build', stage: 1, what: 'build if needed', cwd: '.', cmd: ['node', 'scripts/build-if-needed.mjs'] },
  { name: 'lint', stage: 2, what: 'ESLint', cwd: '.', cmd: ['npx', 'eslint', '.'] },
  { name: 'backend-unit', stage: 2, what: 'backend unit (Vitest)', cwd: 'backend', cmd: ['npx', 'vitest', 'run', '--project', 'unit'] },
  { name: 'docs', stage: 2, what: 'docs paths', cwd: 'backend', cmd: ['npx', 'vitest', 'run', '--project', 'docs'] },
  { name: 'backend-e2e', stage: 3, what: 'backend e2e (PostgreSQL, Redis, nginx)', cwd: 'backend', cmd: ['npx', 'vitest', 'run', '--project', 'e2e'] },
  { name: 'frontend-unit', stage: 3, what: 'frontend unit (Vitest, jsdom)', cwd: 'frontend', cmd: ['npx', 'vitest', 'run'] },
  { name: 'journeys', stage: 4, what: 'journeys (Playwright, Chromium)', cwd: 'frontend', cmd: ['npm', 'run', 'test:e2e'] },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !TIERS.some((t) => t.name === w));
if (unknown.length) {
  console.error(`Unknown tier(s): ${unknown.join(', ')}; the tiers are ${TIERS.map((t) => t.name).join(', ')}`);
  process.exit(2);
}
const tiers = wanted.length ? TIERS.filter((t) => wanted.includes(t.name)) : TIERS;
const stages = [...new Set(tiers.map((t) => t.stage))].map((stage) => tiers.filter((t) => t.stage === stage));

/** Runs a tier; `live` prints as it goes, otherwise the output is held and returned. */
function run(tier, live) {
  return new Promise((resolve) => {
    const held = [];
    const child = spawn(tier.cmd[0], tier.cmd.slice(1), {
      cwd: new URL(tier.cwd, new URL('..', import.meta.url)).pathname,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // A held tier still writes colours, as it would to the terminal it is shown on.
      env: live ? process.env : { FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...process.env },
    });
    if (!live) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    child.on('error', (err) => {
      held.push(Buffer.from(`${tier.name}: ${err.message}\n`));
      resolve({ code: 1, output: Buffer.concat(held) });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(held) }));
  });
}

const fmt = (ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
};
const command = (tier) => `${tier.cmd.join(' ')}${tier.cwd === '.' ? '' : ` (in ${tier.cwd})`}`;

const results = [];
const started = Date.now();
let failed = [];
for (const stage of stages) {
  const [live, ...beside] = stage;
  console.log(`\n▶ ${live.name}: ${command(live)}${beside.map((t) => `\n  beside it, its output shown when it ends: ${t.name}: ${command(t)}`).join('')}\n`);
  const at = Date.now();
  const runs = stage.map((tier, i) =>
    run(tier, i === 0).then((outcome) => {
      const result = { tier, ms: Date.now() - at, code: outcome.code };
      results.push(result);
      if (i > 0) {
        // Printed after the live tier's own output when it is still running: a block per tier.
        process.stdout.write(`\n▼ ${tier.name} (${fmt(result.ms)}, ${outcome.code === 0 ? 'passed' : `FAILED (${outcome.code})`}): ${command(tier)}\n`);
        process.stdout.write(outcome.output);
        process.stdout.write(`▲ end of ${tier.name}\n`);
      }
      return result;
    }),
  );
  failed = (await Promise.all(runs)).filter((r) => r.code !== 0).map((r) => r.tier);
  if (failed.length) break;
}

const width = Math.max(...TIERS.map((t) => `${t.name} (${t.what})`.length));
console.log(`\nTest times (${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)} at the end; tiers of one stage ran side by side):`);
for (const tier of tiers) {
  const result = results.find((r) => r.tier === tier);
  if (!result) continue;
  const { ms, code } = result;
  console.log(`  ${tier.stage}  ${`${tier.name} (${tier.what})`.padEnd(width)}  ${fmt(ms).padStart(10)}  ${code === 0 ? 'passed' : `FAILED (${code})`}`);
}
console.log(`     ${'total'.padEnd(width)}  ${fmt(Date.now() - started).padStart(10)}`);
if (failed.length) {
  console.log(`\n${failed.map((t) => t.name).join(', ')} failed; the stages after it did not run.`);
  process.exit(1);
}
