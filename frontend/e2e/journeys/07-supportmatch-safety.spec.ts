import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { memberViaApi } from '../lib/admin-console';
import { expect, test } from '../lib/fixtures';
import { adminApiPage } from '../lib/flows';
import { ARTIFACTS_DIR } from '../lib/paths';

declare global {
  interface Window {
    /** Set by openPartnership(); a reload would erase it. */
    __noReload?: boolean;
  }
}

/**
 * Issue 9 (items 2, 3, 4, 8): an open chat notices that its partnership ended (an admin's end, a
 * block) without a reload; unblocking asks first and can be undone; on a phone the message input is
 * on screen without scrolling; the block dialog's privacy note is readable on a phone.
 */

/** The socket's `closed` must reach the open page well before the 5 s polling fallback could. */
const LIVE_MS = 3_000;
const ENDED = 'This partnership has ended';
/** The smallest common phone screen (iPhone SE). */
const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Both members want a partner in their own time zone, one no other journey uses, so they can only
 * be matched with each other (the journeys share one database).
 */
const profile = (nickname: string, gender: string) => ({
  nickname,
  gender,
  genderPreference: 'any',
  city: 'Sydney',
  country: 'Australia',
  timezone: 'Australia/Sydney',
  timezonePreference: 'same_timezone',
});

const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });
const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const details = (page: Page) => page.getByRole('region', { name: 'Partnership Details' });

/** Opens the partnership page and waits until the thread is live (socket subscribed), as journey 06 does. */
async function openPartnership(page: Page, partnerNickname: string) {
  await page.goto('/apps/supportmatch/partnership');
  await expect(details(page).getByText(partnerNickname, { exact: true })).toBeVisible();
  await expect(page.getByRole('status').getByText('Live', { exact: true }), 'the Live indicator').toBeVisible();
  // A marker that a reload would erase: the end must be noticed without one.
  await page.evaluate(() => {
    window.__noReload = true;
  });
}

async function send(page: Page, text: string) {
  await input(page).click();
  await input(page).pressSequentially(text);
  await input(page).press('Enter');
  await expect(thread(page).getByText(text, { exact: true })).toBeVisible();
}

/** The admin runs matching through the API; answers the id of the partnership of `page`'s member with `partner`. */
async function match(admin: Page, page: Page, partner: string): Promise<string> {
  const res = await admin.request.post('/api/supportmatch/admin/partnerships/run-matching');
  expect(res.status(), `run-matching answered ${res.status()}: ${await res.text()}`).toBe(200);
  const active = await (await page.request.get('/api/supportmatch/partnership/active')).json();
  expect(active?.partnerNickname, 'the two members are matched with each other').toBe(partner);
  return active.id;
}

/** The page as read-only after the end: the neutral notice, no input, no Live indicator, the status not Active. */
async function expectEnded(page: Page, who: string) {
  await expect(page.getByText(ENDED, { exact: true }), `${who}: the ended notice, without a reload`).toBeVisible({ timeout: LIVE_MS });
  await expect(input(page), `${who}: no message input`).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
  await expect(page.getByText('Live', { exact: true }), `${who}: no Live indicator`).toHaveCount(0);
  await expect(details(page).getByText('Ended', { exact: true })).toBeVisible();
  await expect(details(page).getByText('Active', { exact: true }), `${who}: the status is not Active`).toHaveCount(0);
  expect(await page.evaluate(() => window.__noReload), `${who} did not reload`).toBe(true);
}

/** Whether the element lies entirely inside the viewport as it is (nothing scrolled). */
async function expectOnScreen(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.y, `${what}: top edge on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what}: bottom edge on screen (viewport ${viewport.height} px)`).toBeLessThanOrEqual(viewport.height);
  expect(box!.x + box!.width, `${what}: right edge on screen`).toBeLessThanOrEqual(viewport.width);
}

/** Waits until no transition or animation runs (a dialog fading in, a toast sliding up). */
async function settle(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** What the phone shows without scrolling (ctx.screenshot takes the full page). */
async function viewportShot(page: Page, name: string) {
  await settle(page);
  const path = join(ARTIFACTS_DIR, `07-supportmatch-safety-viewport-${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(`viewport-${name}.png`, { path, contentType: 'image/png' });
}

test('an open chat turns read-only when the partnership ends, unblocking asks and can be undone, the phone keeps the input on screen', async ({ ctx }) => {
  const suffix = Math.random().toString(36).slice(2, 6);
  const [alder, birch] = [`Alder ${suffix}`, `Birch ${suffix}`];
  const admin = await adminApiPage(ctx);
  // A on a desktop, B on a phone; each in their own browser context.
  const { page: a, user: userA } = await memberViaApi(ctx, admin, { firstName: 'Alder', profile: profile(alder, 'female') });
  const { page: b } = await memberViaApi(ctx, admin, { firstName: 'Birch', profile: profile(birch, 'male') });
  await a.setViewportSize(DESKTOP);
  await b.setViewportSize(PHONE);

  await test.step('matched: the thread first on a phone, its input on screen without scrolling; desktop as before', async () => {
    const partnershipId = await match(admin, a, birch);
    await openPartnership(a, birch);
    await openPartnership(b, alder);
    for (let i = 1; i <= 6; i++) await send(a, `Checking in, message ${i} of 6 (${suffix})`);
    const last = thread(b).getByText(`Checking in, message 6 of 6 (${suffix})`, { exact: true });
    await expect(last).toBeVisible({ timeout: LIVE_MS });

    // Phone: nothing scrolled, the input, the send button and the newest message on screen; the details after the thread.
    await b.evaluate(() => window.scrollTo(0, 0));
    expect(await b.evaluate(() => window.scrollY)).toBe(0);
    await expectOnScreen(b, input(b), 'the message input at 375 px');
    await expectOnScreen(b, b.getByRole('button', { name: 'Send message' }), 'the send button at 375 px');
    await expectOnScreen(b, b.locator('li[data-own="false"]').last(), 'the newest message at 375 px');
    const composerBox = (await input(b).boundingBox())!;
    const detailsBox = (await details(b).boundingBox())!;
    expect(detailsBox.y, 'the details card comes after the input on a phone').toBeGreaterThan(composerBox.y + composerBox.height);
    expect(await b.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'no sideways scrolling').toBe(0);
    await viewportShot(b, 'partnership-phone');
    // Scrolled into the middle of the thread card, the input stays pinned to the bottom of the screen.
    await b.evaluate(() => window.scrollTo(0, 120));
    await expectOnScreen(b, input(b), 'the message input at 375 px, page scrolled');
    await b.evaluate(() => window.scrollTo(0, 0));
    await ctx.screenshot(b, 'partnership-phone');

    // Desktop: unchanged — the details beside the thread, the list 400 px tall.
    const threadBox = (await a.getByRole('region', { name: 'Messages' }).boundingBox())!;
    const aside = (await details(a).boundingBox())!;
    expect(aside.x, 'the details card is beside the thread on a desktop').toBeGreaterThanOrEqual(threadBox.x + threadBox.width);
    expect(Math.abs(aside.y - threadBox.y), 'both at the top').toBeLessThan(2);
    expect((await thread(a).boundingBox())!.height).toBeCloseTo(400, 0);
    await ctx.screenshot(a, 'partnership-desktop');

    // A starts typing; the admin ends the partnership.
    await input(a).fill('A draft that will never be sent');
    const res = await admin.request.put(`/api/supportmatch/admin/partnerships/${partnershipId}/status`, { data: { status: 'ended' } });
    expect(res.status(), `ending answered ${res.status()}: ${await res.text()}`).toBe(200);
  });

  await test.step('an admin ends it: both open pages turn read-only at once, the messages still readable', async () => {
    await expectEnded(a, 'A (desktop)');
    await expectEnded(b, 'B (phone)');
    // On the phone the notice takes the input's place, pinned on screen.
    await expectOnScreen(b, b.getByText(ENDED, { exact: true }), 'the ended notice at 375 px');
    await expect(thread(a).getByText(`Checking in, message 6 of 6 (${suffix})`, { exact: true })).toBeVisible();
    await ctx.screenshot(a, 'ended-desktop');
    await viewportShot(b, 'ended-phone');
  });

  await test.step('matched again; B blocks A from the phone: A’s open page turns read-only without learning why', async () => {
    await match(admin, a, birch);
    await openPartnership(a, birch);
    await openPartnership(b, alder);
    await expectOnScreen(b, input(b), 'the message input at 375 px (empty thread)');

    await b.getByRole('button', { name: 'Block', exact: true }).click();
    const dialog = b.getByRole('dialog', { name: `Block ${alder}` });
    await expect(dialog).toBeVisible();
    // The privacy note is helper text now: all of it on screen, not cut off in the label.
    const reason = dialog.getByRole('textbox', { name: 'Reason (optional)' });
    await expect(reason).toHaveAccessibleDescription('Only you can see this reason.');
    const note = dialog.getByText('Only you can see this reason.', { exact: true });
    await expect(note).toBeVisible();
    await expectOnScreen(b, note, 'the privacy note');
    expect(await note.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the privacy note is not cut off').toBe(true);
    await reason.fill('journey block');
    await viewportShot(b, 'block-dialog-phone');
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(b.getByText("You don't have an active partnership at the moment.")).toBeVisible();

    await expectEnded(a, 'A (blocked)');
    // Blocks are private: nothing on A's page says one happened.
    expect(await a.getByRole('main').innerText(), 'A is not told about the block').not.toMatch(/blocked/i);
    await ctx.screenshot(a, 'ended-by-block-desktop');
  });

  await test.step('unblocking asks first, then offers Undo, which blocks again (a new block, the same reason)', async () => {
    await b.goto('/apps/supportmatch/safety');
    const row = b.getByRole('listitem', { name: alder });
    await expect(row.getByText('Reason: journey block', { exact: true })).toBeVisible();
    const [before] = await (await b.request.get('/api/blocks')).json();
    expect(before?.blockedUserId).toBe(userA.id);

    // Cancel changes nothing.
    await row.getByRole('button', { name: `Unblock ${alder}` }).click();
    let confirm = b.getByRole('dialog', { name: `Unblock ${alder}?` });
    await expect(confirm.getByText(`${alder} will be able to be matched with you and to message you again. They won't be told.`)).toBeVisible();
    await viewportShot(b, 'unblock-confirm-phone');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    expect(await (await b.request.get('/api/blocks')).json()).toHaveLength(1);

    // Unblock, confirmed: the toast says so and offers Undo.
    await row.getByRole('button', { name: `Unblock ${alder}` }).click();
    confirm = b.getByRole('dialog', { name: `Unblock ${alder}?` });
    await confirm.getByRole('button', { name: 'Unblock', exact: true }).click();
    await expect(b.getByText("You haven't blocked anyone.")).toBeVisible();
    const toast = b.getByRole('status').filter({ hasText: `${alder} unblocked` });
    await expect(toast).toBeVisible();
    await expectOnScreen(b, toast.getByRole('button', { name: 'Undo' }), 'the Undo button');
    expect(await (await b.request.get('/api/blocks')).json()).toEqual([]);
    await viewportShot(b, 'unblocked-toast-phone');

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(b.getByText(`${alder} blocked again`, { exact: true })).toBeVisible();
    await expect(row.getByText('Reason: journey block', { exact: true })).toBeVisible();
    const after = await (await b.request.get('/api/blocks')).json();
    expect(after).toHaveLength(1);
    expect(after[0].blockedUserId, 'the same member is blocked again').toBe(userA.id);
    expect(after[0].reason, 'with the same private reason').toBe('journey block');
    expect(after[0].id, 'a new block').not.toBe(before.id);
    await settle(b);
    await ctx.screenshot(b, 'blocked-again-phone');
  });
});
