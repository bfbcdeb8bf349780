import { mkdirSync, rmSync } from 'node:fs';
import { ensureChromium } from './lib/browser';
import { ARTIFACTS_DIR } from './lib/paths';
import { requireBuilds } from './lib/server';

/**
 * Before any journey: Debian's Chromium (installed with apt-get when missing), the builds the app
 * runs from and an empty e2e/artifacts. Each worker starts its own backend (lib/fixtures.ts). The
 * returned function is Playwright's global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureChromium();
  requireBuilds();
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return async () => {
    console.log(`Screenshots and each backend's log (backend-<port>.log) are in ${ARTIFACTS_DIR}`);
  };
}
