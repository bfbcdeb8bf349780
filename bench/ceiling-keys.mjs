// The request ceiling's store (MemoryHitStore, as the server runs it) fed 1 M distinct client
// addresses a minute, for three minutes of simulated time: throughput per 100,000 keys, keys held
// and memory after each minute. Before issue 29 each new key past 50,000 swept the whole Map.
// Throughput is given twice: by the wall clock, and by the process's own CPU time (process.cpuUsage),
// which other work on a shared machine does not distort. "Flat" is the third minute's median rate
// over the first minute's (by CPU time): 1.00 means a key costs the same with 1 M keys held.
// Usage: npm run bench:ceiling [keysPerMinute]   (builds the backend, runs node --expose-gc)
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { MemoryHitStore } = require('../backend/dist/common/rate-limit/rate-limiter.js');
const { addressKey } = require('../backend/dist/common/rate-limit/address-key.js');

const perMinute = Number(process.argv[2] ?? 1_000_000);
const chunk = 100_000;
const minutes = 3;
let now = 0;
const store = new MemoryHitStore(() => now);
const wallRates = [];
const cpuRates = [];
global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (let minute = 0; minute < minutes; minute += 1) {
  for (let done = 0; done < perMinute; done += chunk) {
    const start = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    for (let i = done; i < done + chunk; i += 1) {
      // Each key its own IPv6 /64, one request each (the worst case: nothing repeats).
      now = minute * 60_000 + Math.floor((i / perMinute) * 60_000);
      const n = minute * perMinute + i;
      store.hitNow(addressKey(`2001:db8:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`), 60);
    }
    const used = process.cpuUsage(cpu);
    wallRates.push(Math.round(chunk / (Number(process.hrtime.bigint() - start) / 1e9)));
    cpuRates.push(Math.round(chunk / ((used.user + used.system) / 1e6)));
  }
  global.gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  console.log(
    `minute ${minute + 1}: ${store.size} keys held, heap ${(heapUsed / 1048576).toFixed(0)} MB (${Math.round((heapUsed - heapBefore) / store.size)} bytes a key held), RSS ${(rss / 1048576).toFixed(0)} MB`,
  );
}
const perChunk = perMinute / chunk;
const first = cpuRates.slice(0, perChunk);
const last = cpuRates.slice(-perChunk);
console.log(`keys/s by CPU time, per 100k chunk: min ${Math.min(...cpuRates)}, median ${median(cpuRates)}, max ${Math.max(...cpuRates)} (${cpuRates.length} chunks; 1 M a minute needs 16,667)`);
console.log(`  first minute ${first.join(' ')}`);
console.log(`  third minute ${last.join(' ')}`);
console.log(`keys/s by wall clock: min ${Math.min(...wallRates)}, median ${median(wallRates)}, max ${Math.max(...wallRates)}`);
console.log(`flat: third minute / first minute (median, CPU time) = ${(median(last) / median(first)).toFixed(2)}`);
