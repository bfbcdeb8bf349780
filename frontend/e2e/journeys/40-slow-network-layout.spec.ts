import type { Locator, Page } from '@playwright/test';
import { checkA11y, PHONE } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { adminApiPage, apiMember, createAccount, createInviteCode } from '../lib/flows';

/**
 * Issue 28: the chat on a slow network (2.5 s round trip) and offline, and Quick exit at 375 px.
 * The members are made through the API; the screens checked here are the partnership thread, the
 * invite screen's error toast, the welcome toast and the mobile menu.
 */

/** A timezone no other journey uses, so matching pairs exactly these two members. */
const PROFILE = { gender: 'prefer-not-to-say', genderPreference: 'any', timezone: 'Asia/Kolkata', timezonePreference: 'same_timezone' };

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} has no box`);
  return b;
}

function intersects(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const quickExit = (page: Page) => page.getByRole('button', { name: 'Quick exit' });
const status = (page: Page) => page.locator('[data-connection]');

test('chat: Enter twice on a 2.5 s network stores one message; Offline within 2 s and Live again', async ({ ctx }) => {
  const admin = await adminApiPage(ctx);
  const { page: a } = await apiMember(ctx, admin);
  const { page: b } = await apiMember(ctx, admin);
  for (const [page, nickname] of [[a, 'Kestrel'], [b, 'Heron']] as const) {
    const res = await page.request.post('/api/supportmatch/profile', { data: { ...PROFILE, nickname } });
    expect(res.status(), `profile answered ${res.status()}: ${await res.text()}`).toBe(201);
  }
  const run = await admin.request.post('/api/supportmatch/admin/partnerships/run-matching');
  expect(run.status()).toBe(200);
  const partnership = await (await a.request.get('/api/supportmatch/partnership/active')).json();
  expect(partnership.partnerNickname, 'the two members are partners').toBe('Heron');

  await a.goto('/apps/supportmatch/partnership');
  await expect(status(a)).toHaveText('Live');
  const input = a.getByRole('textbox', { name: 'Message' });
  const log = a.getByRole('log', { name: 'Messages' });

  // A 2.5 s round trip for every request (the send is a REST POST).
  const cdp = await a.context().newCDPSession(a);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 2500, downloadThroughput: -1, uploadThroughput: -1 });
  const text = `Once only ${Date.now()}`;
  await input.fill(text);
  await input.press('Enter');
  // The box clears at once; the message is in the thread at once (pending, or already back through
  // the socket, which is not slowed: its copy replaces the pending bubble before the POST answers).
  await expect(input).toHaveValue('', { timeout: 1_000 });
  await expect(log.getByRole('listitem').filter({ hasText: text })).toHaveCount(1, { timeout: 1_000 });
  // A second Enter (a double tap): the box is empty, nothing more is sent.
  await a.keyboard.press('Enter');
  await expect(log.locator('li[data-id]').filter({ hasText: text }), 'the message, stored').toHaveCount(1, { timeout: 15_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const stored = (await (await a.request.get(`/api/supportmatch/messages/${partnership.id}`)).json()) as { content: string }[];
  expect(stored.filter((m) => m.content === text), 'one message stored').toHaveLength(1);
  expect(await input.inputValue(), 'nothing came back into the box').toBe('');

  // Offline: said within 2 s, then Live again once the network is back.
  await a.context().setOffline(true);
  await expect(status(a)).toHaveText('Offline', { timeout: 2_000 });
  await a.context().setOffline(false);
  await expect(status(a)).toHaveText('Live');
  await checkA11y(a, 'partnership thread after a slow send', { widths: 'current' });
});

test('Quick exit at 375 px covers no toast Close, no heading and no menu title', async ({ ctx }) => {
  const admin = await adminApiPage(ctx);
  const page = await ctx.page({ viewport: PHONE, allow: [{ path: '/api/redeem-invite' }] });
  await createAccount(page, { email: ctx.uniqueEmail('layout'), firstName: 'Wren' });

  // The invite screen's error toast: its Close is not under Quick exit.
  await page.getByLabel('Invite code').pressSequentially('ABCDEFGHIJKL');
  await page.getByRole('button', { name: 'Submit Code' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'Invalid Code' });
  await expect(error).toBeVisible();
  const close = error.getByRole('button', { name: 'Close' });
  expect(intersects(await box(close), await box(quickExit(page))), 'the toast Close clear of Quick exit').toBe(false);
  expect(intersects(await box(error), await box(quickExit(page))), 'the toast clear of Quick exit').toBe(false);
  await checkA11y(page, 'invite code, error toast at 375 px', { widths: 'current' });
  await close.click();

  // The welcome toast does not cover the dashboard's heading.
  await page.getByLabel('Invite code').fill(await createInviteCode(admin));
  await page.getByRole('button', { name: 'Submit Code' }).click();
  const heading = page.getByRole('heading', { name: 'My Dashboard' });
  await expect(heading).toBeVisible();
  const welcome = page.getByRole('status').filter({ hasText: 'Welcome!' });
  await expect(welcome).toBeVisible();
  await expect.poll(async () => intersects(await box(welcome), await box(heading)), { message: 'the welcome toast clear of the heading' }).toBe(false);
  expect(intersects(await box(welcome), await box(quickExit(page))), 'the welcome toast clear of Quick exit').toBe(false);

  // The header tagline is not shown at 375 px (no room beside the buttons), so it splits nothing.
  await expect(page.getByTestId('header-tagline')).toBeHidden();

  // The mobile menu's title ends before Quick exit.
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const title = page.getByRole('dialog', { name: 'Sidebar' }).getByTestId('sidebar-title');
  await expect(title).toBeVisible();
  await expect.poll(async () => intersects(await box(title), await box(quickExit(page))), { message: 'the menu title clear of Quick exit' }).toBe(false);
  await checkA11y(page, 'mobile menu at 375 px', { widths: 'current' });
});

test('before the app loads, the page has the theme background and a plain Quick exit link', async ({ ctx }) => {
  const page = await ctx.page({ viewport: PHONE });
  await page.emulateMedia({ colorScheme: 'dark' });
  // The app's JavaScript never arrives (empty scripts): only the HTML and its inline style.
  await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  await page.goto('/', { waitUntil: 'domcontentloaded' }).catch(() => undefined);
  const link = page.getByRole('link', { name: 'Quick exit' });
  await expect(link).toBeVisible();
  expect(await link.getAttribute('href')).toMatch(/^https?:\/\//);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(15, 20, 22)');
  await page.unroute(/\/assets\/.*\.js$/);
  // Once the app renders, its own button replaces the link.
  await page.goto('/');
  await expect(quickExit(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quick exit' })).toHaveCount(0);
});
