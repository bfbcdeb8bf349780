import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './e2e/lib/browser';

/** E2E_ONLY: run only the journeys whose file name contains this text. */
const only = process.env.E2E_ONLY?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Browser journeys in Debian's Chromium against the built app (`npm run build` first). Each worker
 * (E2E_WORKERS, default 2) starts its own backend on a free port with a fresh database
 * (e2e/lib/fixtures.ts) and runs its share of the files, each file's journeys in order.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: only ? new RegExp(`[^/]*${only}[^/]*\\.spec\\.ts$`) : '**/*.spec.ts',
  outputDir: 'e2e/test-results',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // A ceiling for a busy shared machine; a journey ends as soon as it passes. Files whose journeys
  // each make their own members say so (test.describe.configure({ mode: 'parallel' })), and their
  // journeys are shared out over both workers.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'e2e/report' }],
    // Under CI a skipped journey fails the run.
    ...(process.env.CI ? [['./e2e/lib/no-skipped-reporter.ts'] as ['./e2e/lib/no-skipped-reporter.ts']] : []),
  ],
  use: {
    browserName: 'chromium',
    // baseURL: each worker's own backend (e2e/lib/fixtures.ts).
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    // Traces (actions, DOM snapshots, network, console; no screencast, which made the run about 60%
    // slower on a busy 2-core machine) are recorded only for a failed journey's retry: recording every
    // journey to keep the failed ones' traces cost every passing journey its snapshots. Locally (no
    // retry) a failed journey keeps its trace. The failure screenshots are in e2e/artifacts.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
  },
});
