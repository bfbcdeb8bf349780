#!/usr/bin/env node
/**
 * Browser journeys in Chromium against the built app: starts the backend on a test port with a
 * fresh database, runs every journey in e2e/journeys (one exported `run(ctx)` per file, in file
 * name order), fails on any console error, and always stops the backend and the browser.
 * Prints "N passed, M failed" last; exits non-zero when anything failed.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureChromium, launchBrowser } from './lib/browser.mjs';
import { createJourneyContext } from './lib/context.mjs';
import { ARTIFACTS_DIR, JOURNEYS_DIR } from './lib/paths.mjs';
import { requireBuilds, startBackend } from './lib/server.mjs';

const PORT = Number(process.env.E2E_PORT ?? 5055);
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-1' };

async function loadJourneys() {
  const only = process.env.E2E_ONLY;
  const files = readdirSync(JOURNEYS_DIR)
    .filter((f) => f.endsWith('.mjs'))
    .filter((f) => !only || f.includes(only))
    .sort();
  const journeys = [];
  for (const file of files) {
    const mod = await import(pathToFileURL(join(JOURNEYS_DIR, file)).href);
    if (typeof mod.run !== 'function') throw new Error(`${file} must export async function run(ctx)`);
    journeys.push({ name: mod.title ?? file.replace(/\.mjs$/, ''), id: file.replace(/\.mjs$/, ''), run: mod.run });
  }
  return journeys;
}

async function main() {
  let passed = 0;
  let failed = 0;
  let backend;
  let browser;
  const stopAll = async () => {
    await browser?.close().catch(() => {});
    await backend?.stop().catch((err) => console.error(`Could not stop the backend: ${err.message}`));
    browser = undefined;
    backend = undefined;
  };
  const onSignal = (signal) => {
    console.error(`\n${signal}: stopping`);
    void stopAll().then(() => process.exit(1));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    ensureChromium();
    requireBuilds();
    rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const journeys = await loadJourneys();

    backend = await startBackend({ port: PORT, admin: ADMIN });
    browser = await launchBrowser();
    console.log(`Backend on ${backend.baseUrl}; ${journeys.length} journeys\n`);

    for (const journey of journeys) {
      const ctx = createJourneyContext({ browser, baseUrl: backend.baseUrl, admin: ADMIN, journey: journey.id });
      const started = Date.now();
      try {
        await journey.run(ctx);
        const errors = ctx.errors();
        if (errors.length) throw new Error(`console errors:\n    ${errors.join('\n    ')}`);
        passed += 1;
        console.log(`  ✓ ${journey.name} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
      } catch (error) {
        failed += 1;
        await ctx.failureScreenshots();
        console.log(`  ✗ ${journey.name}\n    ${String(error?.stack ?? error).split('\n').join('\n    ')}`);
        const errors = ctx.errors();
        if (errors.length && !String(error?.message).startsWith('console errors')) {
          console.log(`    console errors seen:\n      ${errors.join('\n      ')}`);
        }
      } finally {
        await ctx.close();
      }
    }
  } catch (error) {
    failed += 1;
    console.error(`\nE2E setup failed: ${error?.message ?? error}`);
  } finally {
    await stopAll();
  }
  console.log(`\nScreenshots and the backend log are in ${ARTIFACTS_DIR}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

void main();
