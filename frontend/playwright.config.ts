import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './e2e/lib/browser';
import { BASE_URL } from './e2e/lib/env';

/** E2E_ONLY: run only the journeys whose file name contains this text. */
const only = process.env.E2E_ONLY?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Browser journeys in Debian's Chromium against the built app (`npm run build` first). The global
 * setup starts the backend on E2E_PORT with a fresh database; the journeys share it, so they run
 * one at a time in file-name order.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: only ? new RegExp(`[^/]*${only}[^/]*\\.spec\\.ts$`) : '**/*.spec.ts',
  outputDir: 'e2e/test-results',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // The longest journey (every console page at two widths) takes about 30 s on an idle machine.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'e2e/report' }]],
  use: {
    browserName: 'chromium',
    baseURL: BASE_URL,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    // Traces of failed tests (actions, DOM snapshots, network, console) without the screencast, which
    // made the run about 60% slower on a busy 2-core machine; the failure screenshots are in e2e/artifacts.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
});
