// Cold start: `node backend/dist/main.js` (already installed and built, embedded database
// already initialised) to the first 200 from /api/health. Prints the first-ever start too.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, startApp, waitForHealth } from './lib.mjs';

const dataDir = join(root, '.test-data', 'bench-cold');
rmSync(dataDir, { recursive: true, force: true });
const runs = [];
for (let i = 0; i < 4; i++) {
  const app = startApp({ port: 5091, dataDir, pgPort: 54391 });
  await waitForHealth(app.base);
  const ms = Date.now() - app.startedAt;
  await app.stop();
  if (i === 0) console.log(`first start (initialises the embedded database): ${ms} ms`);
  else runs.push(ms);
}
runs.sort((a, b) => a - b);
console.log(`cold start, data already initialised: ${runs.join(' / ')} ms (median ${runs[1]} ms)`);
