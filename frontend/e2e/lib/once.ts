import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Issue 28's "every action happens once and says so": a button pressed twice in a row (a double
 * click, or two quick taps) does one thing and says so once. These helpers press twice and read
 * every toast the page showed (the app and the console share one toast, spec §9: one at a time,
 * so a second toast replaces the first and a check of the screen alone would miss it).
 */

export interface SeenToast {
  text: string;
  /** A destructive toast (role "alert"): an error. */
  error: boolean;
}

/**
 * Records every toast the page shows from now on (in every document it loads): call it before
 * the page's first navigation. Read them with `toastsSeen`.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Kept in the tab's sessionStorage: a full reload (after redeeming an invite, deleting the account) keeps what was seen.
    const KEY = 'e2e-toasts';
    const seen = new WeakSet<Element>();
    const read = (): { text: string; error: boolean }[] => JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    const scan = () => {
      for (const alert of document.querySelectorAll('.MuiSnackbar-root .MuiAlert-root')) {
        if (seen.has(alert)) continue;
        seen.add(alert);
        sessionStorage.setItem(KEY, JSON.stringify([...read(), { text: (alert.textContent ?? '').trim(), error: alert.getAttribute('role') === 'alert' }]));
      }
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true });
  });
}

/** Runs `read` in the page, again if a navigation destroyed the page's context meanwhile. */
async function inPage<T>(page: Page, read: () => T): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate(read);
    } catch (error) {
      if (attempt >= 5 || !/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

export function toastsSeen(page: Page): Promise<SeenToast[]> {
  return inPage(page, () => JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as SeenToast[]);
}

/** Forgets the toasts seen so far (before the next action). */
export async function clearToasts(page: Page): Promise<void> {
  await inPage(page, () => sessionStorage.removeItem('e2e-toasts'));
}

/**
 * Waits until the page has shown the success toast containing `text`, then checks that it showed
 * it once and showed no error toast at all since the last `clearToasts`.
 */
export async function saidOnce(page: Page, text: string, what: string): Promise<void> {
  await expect
    .poll(async () => (await toastsSeen(page)).filter((t) => t.text.includes(text)).length, { message: `${what}: the toast "${text}"` })
    .toBeGreaterThan(0);
  const seen = await toastsSeen(page);
  expect(seen.filter((t) => t.error), `${what}: no error toast`).toEqual([]);
  expect(seen.filter((t) => t.text.includes(text)), `${what}: "${text}" said once`).toHaveLength(1);
}

/** Checks that no error toast was shown since the last `clearToasts`. */
export async function noErrorToast(page: Page, what: string): Promise<void> {
  expect((await toastsSeen(page)).filter((t) => t.error), `${what}: no error toast`).toEqual([]);
}

/** How a member presses twice: Playwright's double click, or two separate quick clicks at the same spot. */
export type Twice = 'dblclick' | 'two clicks';

/**
 * Presses `button` twice in a row without waiting in between: the second press does not wait for
 * the button to be enabled again, it lands on whatever is at that spot then, as a finger would.
 * 'two clicks' are two separate clicks (each with a click count of 1) sent to the browser together,
 * so that a busy machine cannot stretch them apart into two deliberate presses.
 */
export async function pressTwice(page: Page, button: Locator, how: Twice): Promise<void> {
  if (how === 'dblclick') {
    await button.dblclick();
    return;
  }
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeEnabled();
  const box = await button.boundingBox();
  if (!box) throw new Error(`${button} has no box`);
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left' as const, clickCount: 1 };
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: at.x, y: at.y });
    await Promise.all(
      (['mousePressed', 'mouseReleased', 'mousePressed', 'mouseReleased'] as const).map((type) => cdp.send('Input.dispatchMouseEvent', { type, ...at })),
    );
  } finally {
    await cdp.detach();
  }
}
