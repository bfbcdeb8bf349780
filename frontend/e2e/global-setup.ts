import { mkdirSync, rmSync } from 'node:fs';
import { ensureChromium } from './lib/browser';
import { ADMIN, PORT } from './lib/env';
import { ARTIFACTS_DIR } from './lib/paths';
import { requireBuilds, startBackend } from './lib/server';

/**
 * Before any journey: Debian's Chromium (installed with apt-get when missing), the builds the app
 * runs from, an empty e2e/artifacts, and `node backend/dist/main.js` on E2E_PORT with a fresh
 * database and the bootstrap admin. The returned function is Playwright's global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureChromium();
  requireBuilds();
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });

  const backend = await startBackend({ port: PORT, admin: ADMIN });
  console.log(`Backend on ${backend.baseUrl}`);

  return async () => {
    await backend.stop().catch((err: Error) => console.error(`Could not stop the backend: ${err.message}`));
    console.log(`Screenshots and the backend log are in ${ARTIFACTS_DIR}`);
  };
}
