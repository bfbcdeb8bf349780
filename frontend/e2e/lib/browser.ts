import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium: Playwright never downloads a browser here. */
export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Installs Debian's Chromium when it is missing (needs root, as in CI containers). */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  console.log(`${CHROMIUM} not found: installing chromium with apt-get`);
  const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(CHROMIUM)) {
    throw new Error('Could not install chromium (apt-get update && apt-get install -y chromium); install it and rerun.');
  }
}
