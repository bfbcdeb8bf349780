import { join } from 'node:path';
import { ARTIFACTS_DIR } from './paths.mjs';

/**
 * HTTP errors the browser reports as console errors although the app expects them. The signed-out
 * probe GET /api/auth/user answers 401 by contract (ARCHITECTURE.md), so every page may see it.
 */
const ALWAYS_ALLOWED = [{ status: 401, path: '/api/auth/user' }];

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/;

function isAllowed(message, allow, baseUrl) {
  const match = FAILED_RESOURCE.exec(message.text());
  if (!match) return false;
  const url = message.location().url ?? '';
  if (!url.startsWith(baseUrl)) return false;
  const path = new URL(url).pathname;
  const status = Number(match[1]);
  return allow.some((a) => a.path === path && (a.status === undefined || a.status === status));
}

/**
 * What a journey gets: `page()` opens a page in a fresh browser context (its own cookies) and
 * records console errors and uncaught exceptions; `screenshot()` saves into e2e/artifacts.
 */
export function createJourneyContext({ browser, baseUrl, admin, journey }) {
  const contexts = [];
  const errors = [];
  const pages = [];
  let shots = 0;

  return {
    baseUrl,
    admin,
    url: (path) => new URL(path, baseUrl).toString(),
    uniqueEmail: (prefix) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`,

    /** allow: extra expected HTTP errors for this page, e.g. [{ status: 400, path: '/api/redeem-invite' }]. */
    async page({ viewport = { width: 1280, height: 800 }, allow = [] } = {}) {
      const context = await browser.newContext({ viewport, baseURL: baseUrl });
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
      const file = join(ARTIFACTS_DIR, `${journey}-${String(shots).padStart(2, '0')}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },

    /** Console errors and uncaught exceptions seen so far. */
    errors: () => [...errors],

    async failureScreenshots() {
      for (const [i, page] of pages.entries()) {
        if (!page.isClosed()) await page.screenshot({ path: join(ARTIFACTS_DIR, `${journey}-FAILED-${i + 1}.png`), fullPage: true }).catch(() => {});
      }
    },

    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    },
  };
}
