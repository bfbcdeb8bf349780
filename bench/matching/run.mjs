// SupportMatch matching benchmark.
//
//   node bench/matching/run.mjs            (from the repo root; loads the TypeScript through ts-node)
//   node bench/matching/run.mjs --quick    (skips the 100k size and the 2,000-profile reference checks)
//
// 1. Realistic eligible profiles (skewed genders, preferences mostly `any` or same gender, ~70%
//    same_timezone, the spec's 18 zones weighted towards the US), ~2% of members with 1-3 blocks,
//    recent partners (last 3 runs) and older past partners drawn mostly among compatible members,
//    ~3% left unmatched last run. For 1k, 10k and 100k profiles: median wall-clock and CPU time of 3
//    runs of computeMatching (after a warm-up run), pairs, unmatched, recent pairs reused, validity.
// 2. Random instances up to 2,000 profiles (realistic mixes, and adversarial ones: few classes, odd
//    sizes, self-compatible classes beside ones that are not): the pair count against the reference
//    O(V^3) blossom algorithm over the explicit graph, with the default start and with the exact
//    phase alone (no class plan, no greedy start). Exit code 1 on any mismatch or invalid result.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { cpus, loadavg } from 'node:os';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
require('ts-node').register({ transpileOnly: true, project: join(root, 'backend/tsconfig.json') });
const dir = join(root, 'backend/src/modules/supportmatch/matching');
const { computeMatching, compatible } = require(join(dir, 'matching.ts'));
const { referencePairCount } = require(join(dir, 'reference-blossom.ts'));
const { SUPPORTMATCH_TIMEZONES } = require('@pfe/contracts/supportmatch');

const quick = process.argv.includes('--quick');

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function weighted(r, entries) {
  const total = entries.reduce((a, [, w]) => a + w, 0);
  let x = r() * total;
  for (const [v, w] of entries) if ((x -= w) < 0) return v;
  return entries[entries.length - 1][0];
}

// Population weights of the 18 zones (US heavy, then Europe, a few Asia-Pacific).
const TZ_WEIGHTS = {
  'America/New_York': 22, 'America/Chicago': 14, 'America/Denver': 6, 'America/Los_Angeles': 16,
  'America/Anchorage': 1, 'Pacific/Honolulu': 1, 'America/Phoenix': 3, 'America/Toronto': 5,
  'Europe/London': 8, 'Europe/Paris': 4, 'Europe/Berlin': 4, 'Europe/Madrid': 2, 'Europe/Rome': 2,
  'Europe/Amsterdam': 2, 'Asia/Tokyo': 2, 'Asia/Singapore': 1.5, 'Australia/Sydney': 3, 'Asia/Kolkata': 2.5,
};
const TZ = [...SUPPORTMATCH_TIMEZONES.map((z) => [z, TZ_WEIGHTS[z]]), [null, 2]];

function realisticProfile(r, id) {
  const gender = weighted(r, [['female', 54], ['male', 34], ['prefer-not-to-say', 10], [null, 2]]);
  const same = gender === 'female' || gender === 'male' ? gender : null;
  const other = gender === 'female' ? 'male' : gender === 'male' ? 'female' : null;
  const genderPreference = same
    ? weighted(r, [['any', 58], [same, 35], [other, 4], [null, 3]])
    : weighted(r, [['any', 85], ['female', 8], ['male', 4], [null, 3]]);
  const timezonePreference = weighted(r, [['same_timezone', 67], ['any_timezone', 28], [null, 5]]);
  return { id, gender, genderPreference, timezone: weighted(r, TZ), timezonePreference };
}

/** A realistic eligible population with blocks and partnership history. */
function realisticInstance(n, seed) {
  const r = rng(seed);
  const candidates = [];
  for (let i = 0; i < n; i++) candidates.push(realisticProfile(r, `m${String(i).padStart(7, '0')}`));
  const byTz = new Map();
  for (const c of candidates) {
    if (!byTz.has(c.timezone)) byTz.set(c.timezone, []);
    byTz.get(c.timezone).push(c);
  }
  const anyOf = (xs) => xs[Math.floor(r() * xs.length)];
  // Earlier partners: mostly compatible members of the same zone, as the matcher would have chosen.
  const partnerOf = (c) => {
    for (let tries = 0; tries < 8; tries++) {
      const p = anyOf(byTz.get(c.timezone));
      if (compatible(c, p)) return p;
    }
    return anyOf(candidates);
  };
  const blocks = [];
  const recentPairs = [];
  const pastPairs = [];
  for (const c of candidates) {
    const x = r();
    if (x < 0.02) for (let k = 1 + Math.floor(r() * 3); k > 0; k--) blocks.push([c.id, anyOf(candidates).id]);
    // ~40% were matched in one of the last 3 runs (each pair is written from one side only).
    if (r() < 0.2) {
      for (let k = 1 + Math.floor(r() * 2); k > 0; k--) {
        const p = partnerOf(c);
        recentPairs.push([c.id, p.id]);
        pastPairs.push([p.id, c.id]);
      }
    }
    if (r() < 0.25) for (let k = 1 + Math.floor(r() * 4); k > 0; k--) pastPairs.push([c.id, partnerOf(c).id]);
  }
  const previouslyUnmatched = candidates.filter(() => r() < 0.03).map((c) => c.id);
  return { candidates, blocks, recentPairs, pastPairs, previouslyUnmatched, seed };
}

/** Few classes, odd sizes, self-compatible classes next to classes that are not: hard for greedy. */
function adversarialInstance(n, seed) {
  const r = rng(seed);
  const zones = SUPPORTMATCH_TIMEZONES.slice(0, 1 + Math.floor(r() * 3));
  const kinds = [];
  for (let k = 2 + Math.floor(r() * 6); k > 0; k--) {
    kinds.push({
      gender: weighted(r, [['female', 4], ['male', 3], ['prefer-not-to-say', 1], [null, 0.3]]),
      genderPreference: weighted(r, [['any', 3], ['male', 2], ['female', 2], [null, 0.3]]),
      timezonePreference: weighted(r, [['same_timezone', 2], ['any_timezone', 2], [null, 0.3]]),
      timezone: r() < 0.05 ? null : zones[Math.floor(r() * zones.length)],
      w: r() < 0.3 ? 0.1 : r(),
    });
  }
  const candidates = [];
  for (let i = 0; i < n; i++) {
    const k = weighted(r, kinds.map((x) => [x, x.w]));
    candidates.push({ id: `a${String(i).padStart(5, '0')}`, gender: k.gender, genderPreference: k.genderPreference, timezone: k.timezone, timezonePreference: k.timezonePreference });
  }
  const anyId = () => candidates[Math.floor(r() * n)].id;
  const pairs = (k) => Array.from({ length: k }, () => [anyId(), anyId()]);
  return {
    candidates,
    blocks: pairs(Math.floor(n * 0.05 * r())),
    recentPairs: pairs(Math.floor(n * 0.3 * r())),
    pastPairs: pairs(Math.floor(n * 0.5 * r())),
    previouslyUnmatched: candidates.filter(() => r() < 0.05).map((c) => c.id),
    seed,
  };
}

function countRecent(input, pairs) {
  const key = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const recent = new Set(input.recentPairs.map(([a, b]) => key(a, b)));
  return pairs.filter(([a, b]) => recent.has(key(a, b))).length;
}

/** Every pair compatible and not blocked, nobody twice, everyone accounted for. */
function valid(input, res) {
  const byId = new Map(input.candidates.map((c) => [c.id, c]));
  const key = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const blocked = new Set(input.blocks.map(([a, b]) => key(a, b)));
  const seen = new Set();
  for (const [a, b] of res.pairs) {
    if (seen.has(a) || seen.has(b) || blocked.has(key(a, b)) || !compatible(byId.get(a), byId.get(b))) return false;
    seen.add(a).add(b);
  }
  for (const u of res.unmatched) {
    if (seen.has(u)) return false;
    seen.add(u);
  }
  return seen.size === byId.size;
}

/** Classes as the matcher sees them (unset preference = any, unset timezone preference = same). */
function classCount(input) {
  const key = (c) => [c.gender ?? '', c.genderPreference ?? 'any', c.timezonePreference ?? 'same_timezone', c.timezone ?? ''].join('|');
  return new Set(input.candidates.map(key)).size;
}

/** Wall-clock and CPU time (user + system) of one call; CPU time is steadier on a busy machine. */
function timeIt(fn) {
  const t = process.hrtime.bigint();
  const c = process.cpuUsage();
  const out = fn();
  const cpu = process.cpuUsage(c);
  return { out, ms: Number(process.hrtime.bigint() - t) / 1e6, cpuMs: (cpu.user + cpu.system) / 1e3 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Warm up the JIT on a mid-size instance, as a long-running server would be.
computeMatching(realisticInstance(5_000, 99));

console.log(`node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}\n`);
console.log('## Realistic populations (median of 3 runs)\n');
console.log('| eligible profiles | classes | blocks | recent pairs | past pairs | wall time (ms) | CPU time (ms) | pairs | unmatched | recent pairs reused | valid |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const n of quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]) {
  const input = realisticInstance(n, 42 + n);
  const times = [];
  const cpuTimes = [];
  let res;
  for (let i = 0; i < 3; i++) {
    const { out, ms, cpuMs } = timeIt(() => computeMatching(input));
    times.push(ms);
    cpuTimes.push(cpuMs);
    res = out;
  }
  const ok = valid(input, res);
  if (!ok) process.exitCode = 1;
  console.log(
    `| ${n.toLocaleString('en-US')} | ${classCount(input)} | ${input.blocks.length} | ${input.recentPairs.length} | ${input.pastPairs.length} | ` +
      `${median(times).toFixed(0)} | ${median(cpuTimes).toFixed(0)} | ${res.pairs.length} | ${res.unmatched.length} | ${countRecent(input, res.pairs)} | ${ok ? 'yes' : 'NO'} |`,
  );
}

/** Unrealistic shapes at 100k, to show the running time does not hinge on the realistic mix. */
function stressInstances() {
  const N = 100_001;
  const r = rng(5);
  const mk = (i, gender, genderPreference, timezone, timezonePreference) => ({ id: `s${String(i).padStart(6, '0')}`, gender, genderPreference, timezone, timezonePreference });
  const base = { blocks: [], recentPairs: [], pastPairs: [], previouslyUnmatched: [], seed: 7 };
  const NY = 'America/New_York';
  return [
    ['one class, everyone fits everyone', { ...base, candidates: Array.from({ length: N }, (_, i) => mk(i, 'female', 'any', NY, 'any_timezone')) }],
    ['two classes, 2:1 (women for men, men for women)', { ...base, candidates: Array.from({ length: N }, (_, i) => (i % 3 ? mk(i, 'female', 'male', NY, 'same_timezone') : mk(i, 'male', 'female', NY, 'same_timezone'))) }],
    ['10 blocks per member, one class', (() => {
      const candidates = Array.from({ length: N }, (_, i) => mk(i, 'female', 'any', NY, 'same_timezone'));
      const blocks = [];
      for (let i = 0; i < N; i++) for (let k = 0; k < 10; k++) blocks.push([candidates[i].id, candidates[Math.floor(r() * N)].id]);
      return { ...base, candidates, blocks };
    })()],
    ['recent pairs needed (50 men were recent partners of all 5,000 women who fit them; 250k recent pairs)', (() => {
      const candidates = Array.from({ length: N }, (_, i) =>
        i < 50 ? mk(i, 'male', 'female', 'Asia/Tokyo', 'same_timezone') : i < 5_050 ? mk(i, 'female', 'male', 'Asia/Tokyo', 'same_timezone') : mk(i, 'female', 'any', NY, 'same_timezone'),
      );
      const recentPairs = [];
      for (let i = 0; i < 50; i++) for (let j = 50; j < 5_050; j++) recentPairs.push([candidates[i].id, candidates[j].id]);
      return { ...base, candidates, recentPairs };
    })()],
  ];
}

if (!quick) {
  console.log('\n## Stress shapes, 100,001 profiles (one run each)\n');
  console.log('| shape | wall time (ms) | CPU time (ms) | pairs | unmatched | recent pairs reused | valid |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const [name, input] of stressInstances()) {
    const { out, ms, cpuMs } = timeIt(() => computeMatching(input));
    const ok = valid(input, out);
    if (!ok) process.exitCode = 1;
    console.log(`| ${name} | ${ms.toFixed(0)} | ${cpuMs.toFixed(0)} | ${out.pairs.length} | ${out.unmatched.length} | ${countRecent(input, out.pairs)} | ${ok ? 'yes' : 'NO'} |`);
  }
}

console.log('\n## Pair count against the reference blossom algorithm\n');
console.log('| instances | profiles | kind | equal and valid | equal, exact phase alone | total time matcher / reference (ms) |');
console.log('|---:|---:|---|---:|---:|---:|');
const suites = quick
  ? [[40, 200, 'adversarial'], [10, 500, 'realistic'], [10, 500, 'adversarial']]
  : [[100, 200, 'adversarial'], [20, 500, 'realistic'], [20, 500, 'adversarial'], [10, 2_000, 'realistic'], [10, 2_000, 'adversarial']];
for (const [count, n, kind] of suites) {
  let equal = 0;
  let equalAlone = 0;
  let tMatch = 0;
  let tRef = 0;
  for (let s = 1; s <= count; s++) {
    const size = Math.max(2, Math.round(n * (0.5 + (s % 5) / 8)));
    const input = kind === 'realistic' ? realisticInstance(size, 1_000 + s) : adversarialInstance(size, 2_000 + s);
    const a = timeIt(() => computeMatching(input).pairs.length);
    const b = timeIt(() => referencePairCount(input));
    tMatch += a.ms;
    tRef += b.ms;
    if (a.out === b.out && valid(input, computeMatching(input))) equal++;
    else console.error(`MISMATCH ${kind} n=${size} seed=${s}: matcher ${a.out}, reference ${b.out}`);
    // The same without the class plan and greedy start: every pair comes from an augmenting path.
    if (computeMatching(input, { initial: 'none' }).pairs.length === b.out) equalAlone++;
  }
  if (equal !== count || equalAlone !== count) process.exitCode = 1;
  console.log(`| ${count} | ${n / 2}-${n} | ${kind} | ${equal}/${count} | ${equalAlone}/${count} | ${tMatch.toFixed(0)} / ${tRef.toFixed(0)} |`);
}
