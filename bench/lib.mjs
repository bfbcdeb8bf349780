// Shared helpers for the benchmarks: start the built app on its own port and data directory.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export async function waitForHealth(base, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return Date.now() - start;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${base} did not become healthy`);
}

/** Starts `node backend/dist/main.js`; resolves with {base, stop, startedAt}. */
export function startApp({ port, dataDir, pgPort, env = {} }) {
  mkdirSync(dataDir, { recursive: true });
  const startedAt = Date.now();
  const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    startedAt,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
