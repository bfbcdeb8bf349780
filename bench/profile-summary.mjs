// Summarises a V8 .cpuprofile (node --cpu-prof, e.g. BENCH_PROFILE=1 npm run bench:chat) as text:
// the top functions by self time, the same grouped by module (an npm package, a file of ours, node's
// internals), and the top stacks by inclusive time under a function — a text flame graph.
//
//   node bench/profile-summary.mjs .test-data/bench-profile/CPU....cpuprofile [--top 25] [--from 1.5 --to 9.5]
//
// --from/--to (seconds since the profile began) keep only the samples of one window (a bench step);
// so does --window A-B (µs on the monotonic clock, as BENCH_PROFILE=1 npm run bench:chat prints per step).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--') && !/^[\d-]/.test(a));
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const TOP = opt('top', 25);
if (!file) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [--top N] [--from s --to s]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Self samples per node, within the window.
const windowArg = args[args.indexOf('--window') + 1];
const [from, to] = args.includes('--window')
  ? windowArg.split('-').map((x) => Number(x) - profile.startTime)
  : [opt('from', -Infinity) * 1e6, opt('to', Infinity) * 1e6];
const self = new Map();
let t = 0;
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  if (t < from || t > to) continue;
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + 1);
  total++;
}

function moduleOf(url) {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 14).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const ours = url.indexOf('/backend/dist/');
  if (ours >= 0) return `ours: ${url.slice(ours + 14)}`;
  const contracts = url.indexOf('/packages/contracts/');
  if (contracts >= 0) return '@pfe/contracts';
  return url.replace(/^file:\/\//, '');
}
const label = (n) => {
  const f = n.callFrame;
  const name = f.functionName || '(anonymous)';
  if (!f.url) return name;
  const mod = moduleOf(f.url);
  const file = f.url.split('/').pop();
  return `${name} ${mod === file ? file : `${mod} ${file}`}:${f.lineNumber + 1}`;
};

const pct = (x) => `${((100 * x) / total).toFixed(1).padStart(5)} %`;
const byFunction = new Map();
const byModule = new Map();
for (const [id, count] of self) {
  const n = nodes.get(id);
  const key = label(n);
  byFunction.set(key, (byFunction.get(key) ?? 0) + count);
  const mod = ['(idle)', '(program)', '(garbage collector)'].includes(n.callFrame.functionName) ? n.callFrame.functionName : moduleOf(n.callFrame.url);
  byModule.set(mod, (byModule.get(mod) ?? 0) + count);
}
const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP);
const idle = byModule.get('(idle)') ?? 0;
console.log(`${file}: ${total} samples, ${pct(idle)} idle (busy ${pct(total - idle)})\n`);
console.log('Self time by module:');
for (const [k, v] of top(byModule)) console.log(`  ${pct(v)}  ${k}`);
console.log('\nSelf time by function:');
for (const [k, v] of top(byFunction)) console.log(`  ${pct(v)}  ${k}`);

// Inclusive time per module on the stack (counted once per sample even if it recurs): what a
// module costs with everything it calls.
const inclusive = new Map();
for (const [id, count] of self) {
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const mod = moduleOf(nodes.get(cur).callFrame.url);
    if (seen.has(mod) || mod === '(native / V8)') continue;
    seen.add(mod);
    inclusive.set(mod, (inclusive.get(mod) ?? 0) + count);
  }
}
console.log('\nInclusive time by module (with everything it calls):');
for (const [k, v] of top(inclusive)) console.log(`  ${pct(v)}  ${k}`);
