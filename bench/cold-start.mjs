// Cold start: `npm start` (already installed and built) to the first 200 from /api/health,
// with the embedded database already initialised; also the very first start (initdb) and the bare
// `node backend/dist/main.js` for comparison.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, startApp, waitForHealth } from './lib.mjs';

const dataDir = join(root, '.test-data', 'bench-cold');
const env = { PORT: '5091', DATA_DIR: dataDir, EMBEDDED_PG_PORT: '54391', LOG_LEVEL: 'warn', DATABASE_URL: '' };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timeNpmStart() {
  const started = Date.now();
  const child = spawn('npm', ['start', '--silent'], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForHealth('http://127.0.0.1:5091');
  const ms = Date.now() - started;
  process.kill(-child.pid, 'SIGTERM'); // the whole group: npm and the node process it started
  await exited;
  await new Promise((r) => setTimeout(r, 500));
  return ms;
}

rmSync(dataDir, { recursive: true, force: true });
const first = startApp({ port: 5091, dataDir, pgPort: 54391 });
await waitForHealth(first.base);
console.log(`first start (initialises the embedded database): ${Date.now() - first.startedAt} ms`);
await first.stop();

const node = [];
for (let i = 0; i < 3; i++) {
  const app = startApp({ port: 5091, dataDir, pgPort: 54391 });
  await waitForHealth(app.base);
  node.push(Date.now() - app.startedAt);
  await app.stop();
}
console.log(`node backend/dist/main.js → first answer: ${node.join(' / ')} ms (median ${median(node)} ms)`);

const npm = [];
for (let i = 0; i < 3; i++) npm.push(await timeNpmStart());
console.log(`npm start → first answer: ${npm.join(' / ')} ms (median ${median(npm)} ms)`);
