// The request ceiling's store (MemoryHitStore, as the server runs it) fed 1 M distinct client
// addresses a minute, for three minutes of simulated time: throughput per 100,000 keys, keys held
// and heap after each minute. Before issue 29 each new key past 50,000 swept the whole Map.
// Usage: npm run build -w backend && node bench/ceiling-keys.mjs [keysPerMinute]
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { MemoryHitStore } = require('../backend/dist/common/rate-limit/rate-limiter.js');
const { addressKey } = require('../backend/dist/common/rate-limit/address-key.js');

const perMinute = Number(process.argv[2] ?? 1_000_000);
const chunk = 100_000;
let now = 0;
const store = new MemoryHitStore(() => now);
const rates = [];
for (let minute = 0; minute < 3; minute += 1) {
  for (let done = 0; done < perMinute; done += chunk) {
    const start = process.hrtime.bigint();
    for (let i = done; i < done + chunk; i += 1) {
      // Each key its own IPv6 /64, one request each (the worst case: nothing repeats).
      now = minute * 60_000 + Math.floor((i / perMinute) * 60_000);
      const n = minute * perMinute + i;
      store.hitNow(addressKey(`2001:db8:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`), 60);
    }
    rates.push(Math.round(chunk / (Number(process.hrtime.bigint() - start) / 1e9)));
  }
  global.gc?.();
  const heapMb = (process.memoryUsage().heapUsed / 1048576).toFixed(0);
  console.log(`minute ${minute + 1}: ${store.size} keys held, heap ${heapMb} MB, RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
}
const sorted = [...rates].sort((a, b) => a - b);
console.log(`keys/s per 100k chunk: min ${sorted[0]}, median ${sorted[Math.floor(sorted.length / 2)]}, max ${sorted.at(-1)} (${rates.length} chunks)`);
console.log(`first minute ${rates.slice(0, 10).join(' ')}`);
console.log(`third minute ${rates.slice(-10).join(' ')}`);
