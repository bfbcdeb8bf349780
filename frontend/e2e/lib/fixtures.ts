import { basename, join } from 'node:path';
import { test as base, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { ADMIN, type Credentials } from './env';
import { ARTIFACTS_DIR } from './paths';
import { freePort, startBackend, type Backend } from './server';

export { expect } from '@playwright/test';

/** An HTTP error the browser logs as a console error although the journey expects it. */
export interface AllowedError {
  /** The exact path, or a pattern for paths with an id made during the journey. */
  path: string | RegExp;
  status?: number;
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Extra expected HTTP errors for this page, e.g. [{ status: 400, path: '/api/redeem-invite' }]. */
  allow?: AllowedError[];
  /** The browser's language (navigator.languages and Accept-Language), e.g. 'es-US'; Playwright's default (en-US) otherwise. */
  locale?: string;
}

/** What a journey gets as the `ctx` fixture. */
export interface JourneyContext {
  baseUrl: string;
  admin: Credentials;
  url: (path: string) => string;
  uniqueEmail: (prefix: string) => string;
  /** A page in a fresh browser context (its own cookies) whose console errors and uncaught exceptions fail the journey. */
  page: (options?: PageOptions) => Promise<Page>;
  /**
   * A full-page screenshot in e2e/artifacts/<journey>-<NN>-<name>.png, also attached to the HTML
   * report; '' when screenshots are off (under CI unless E2E_SCREENSHOTS=1: they are for people to
   * look at, not assertions, and ~90 full-page PNGs cost the run CPU). A failed journey's pages are
   * always saved.
   */
  screenshot: (page: Page, name: string) => Promise<string>;
  /** Console errors and uncaught exceptions seen so far. */
  errors: () => string[];
}

/**
 * HTTP errors the browser reports as console errors although the app expects them. The signed-out
 * probe GET /api/auth/user answers 401 by contract (ARCHITECTURE.md), so every page may see it.
 */
const ALWAYS_ALLOWED: AllowedError[] = [{ status: 401, path: '/api/auth/user' }];

/** The journeys' screenshots for people (ctx.screenshot): on locally, off under CI unless E2E_SCREENSHOTS=1. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === '1' : !process.env.CI;

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/;

function isAllowed(message: ConsoleMessage, allow: AllowedError[], baseUrl: string): boolean {
  const match = FAILED_RESOURCE.exec(message.text());
  if (!match) return false;
  const url = message.location().url ?? '';
  if (!url.startsWith(baseUrl)) return false;
  const path = new URL(url).pathname;
  const status = Number(match[1]);
  return allow.some((a) => (a.path instanceof RegExp ? a.path.test(path) : a.path === path) && (a.status === undefined || a.status === status));
}

/**
 * Each Playwright worker's own backend: `node backend/dist/main.js` on a free port with a fresh
 * database and the bootstrap admin, started before the worker's first journey and stopped after its
 * last. The journeys of one worker run one after the other on it (as they all once did on one
 * backend); the journeys of two workers never share a server or a database.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
const workerBackend = async ({}, use: (backend: Backend) => Promise<void>) => {
  const backend = await startBackend({ port: await freePort(), admin: ADMIN });
  try {
    await use(backend);
  } finally {
    await backend.stop().catch((err: Error) => console.error(`Could not stop the backend on ${backend.baseUrl}: ${err.message}`));
  }
};

/**
 * `test` with the `ctx` fixture, and `baseURL` set to the worker's backend. Every page a journey opens through `ctx.page()` is watched: any
 * console error or uncaught exception fails the test once its body has run. When the test fails,
 * each open page gets a full-page screenshot (e2e/artifacts/<journey>-FAILED-<n>.png, attached to
 * the report) before the contexts close; the trace is kept by the config (trace: 'retain-on-failure').
 */
export const test = base.extend<{ ctx: JourneyContext }, { backend: Backend }>({
  // A backend takes a while to start on a busy machine (an embedded PostgreSQL is initialised first).
  backend: [workerBackend, { scope: 'worker', timeout: 180_000 }],
  baseURL: async ({ backend }, use) => use(backend.baseUrl),
  ctx: async ({ browser, baseURL }, use, testInfo) => {
    if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
    const baseUrl = baseURL;
    const journey = basename(testInfo.file).replace(/\.spec\.ts$/, '');
    const contexts: BrowserContext[] = [];
    const pages: Page[] = [];
    const errors: string[] = [];
    let shots = 0;

    const ctx: JourneyContext = {
      baseUrl,
      admin: ADMIN,
      url: (path) => new URL(path, baseUrl).toString(),
      uniqueEmail: (prefix) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`,

      async page({ viewport = { width: 1280, height: 800 }, allow = [], locale } = {}) {
        const context = await browser.newContext({ viewport, baseURL: baseUrl, ...(locale ? { locale } : {}) });
        contexts.push(context);
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        const allowed = [...ALWAYS_ALLOWED, ...allow];
        page.on('console', (message) => {
          if (message.type() !== 'error' || isAllowed(message, allowed, baseUrl)) return;
          errors.push(`console error on ${page.url()}: ${message.text()} (${message.location().url ?? 'unknown source'})`);
        });
        page.on('pageerror', (error) => errors.push(`uncaught exception on ${page.url()}: ${error.message}`));
        pages.push(page);
        return page;
      },

      async screenshot(page, name) {
        shots += 1;
        if (!SCREENSHOTS) return '';
        const file = join(ARTIFACTS_DIR, `${journey}-${String(shots).padStart(2, '0')}-${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(basename(file), { path: file, contentType: 'image/png' });
        return file;
      },

      errors: () => [...errors],
    };

    await use(ctx);

    const failed = testInfo.status !== testInfo.expectedStatus;
    try {
      if (failed) {
        for (const [i, page] of pages.entries()) {
          if (page.isClosed()) continue;
          const file = join(ARTIFACTS_DIR, `${journey}-FAILED-${i + 1}.png`);
          const saved = await page.screenshot({ path: file, fullPage: true }).then(() => true, () => false);
          if (saved) await testInfo.attach(basename(file), { path: file, contentType: 'image/png' });
        }
        if (errors.length) {
          console.log(`console errors seen:\n  ${errors.join('\n  ')}`);
          await testInfo.attach('console errors', { body: errors.join('\n'), contentType: 'text/plain' });
        }
      }
    } finally {
      await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    }
    if (!failed && errors.length) throw new Error(`console errors:\n    ${errors.join('\n    ')}`);
  },
});

/** expect.poll options matching the former `eventually()`: every 100 ms for up to 10 s. */
export const POLL = { timeout: 10_000, intervals: [100] };
