import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminConsolePage, seeToast } from '../lib/admin-console';
import { checkA11y, PHONE } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { adminApiPage, apiMember, becomeMember, createInviteCode } from '../lib/flows';

/** A message must reach the other member through the socket: well before the 5 s polling fallback. */
const LIVE_MS = 3_000;

/** Creates the SocketRelay profile in the UI, from the dashboard's welcome screen. */
async function createProfile(page: Page, displayName: string, country: string, screenshot?: (name: string) => Promise<unknown>) {
  await page.goto('/apps/socketrelay');
  await expect(page.getByRole('heading', { name: 'Welcome to SocketRelay' })).toBeVisible();
  await checkA11y(page, 'socketrelay welcome (no profile)');
  await page.getByRole('link', { name: 'Create Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Create Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Display name is required')).toBeVisible();
  await screenshot?.('profile-errors-phone');
  await checkA11y(page, 'socketrelay create profile, with errors');
  await page.getByRole('textbox', { name: /Display name/ }).fill(displayName);
  await page.getByRole('textbox', { name: /City/ }).fill('Portland');
  await page.getByRole('textbox', { name: /State/ }).fill('Oregon');
  await page.getByRole('combobox', { name: /Country/ }).click();
  await page.getByRole('option', { name: country, exact: true }).click();
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Profile Created', { exact: true })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/apps/socketrelay');
  await expect(page.getByRole('heading', { name: 'Post a Request' })).toBeVisible();
}

const available = (page: Page) => page.getByRole('list', { name: 'Available requests' });
const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });

async function send(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.click();
  await input.pressSequentially(text);
  await input.press('Enter');
}

/** Opens a fulfilment's chat from the dashboard's My Fulfillments and waits until it is live. */
async function openChatFromDashboard(page: Page, description: string) {
  await page.goto('/apps/socketrelay');
  await page.getByRole('list', { name: 'Active' }).getByRole('link', { name: description }).click();
  await expect(page.getByRole('heading', { name: 'Request Chat' })).toBeVisible();
  await expect(page.getByRole('status').getByText('Live', { exact: true })).toBeVisible();
}

async function closeWith(page: Page, outcome: 'Successfully Completed' | 'Not Completed' | 'Cancelled') {
  await page.getByRole('button', { name: 'Close Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close Request' });
  await expect(dialog.getByText('How did this fulfillment go? Your feedback helps improve the community.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Successfully Completed/ })).toBeChecked();
  await checkA11y(page, 'socketrelay close request dialog');
  await dialog.getByRole('radio', { name: new RegExp(outcome) }).check();
  await dialog.getByRole('button', { name: 'Close Request' }).click();
  await expect(page.getByText('This fulfillment has been closed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Request' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeHidden();
}

test('a member posts a request, another fulfils it, they chat live and close it; the request returns or leaves; the admin deletes a request', async ({ ctx }) => {
  const admin = await adminApiPage(ctx);
  const [codeA, codeB] = [await createInviteCode(admin), await createInviteCode(admin)];
  const suffix = Math.random().toString(36).slice(2, 6);
  const [ash, bay] = [`Ash ${suffix}`, `Bay ${suffix}`];

  // The requester on a desktop, the fulfiller on a phone.
  const a = await ctx.page();
  await becomeMember(a, { email: ctx.uniqueEmail('ash'), firstName: 'Ash', code: codeA });
  const b = await ctx.page({ viewport: PHONE });
  await becomeMember(b, { email: ctx.uniqueEmail('bay'), firstName: 'Bay', code: codeB });
  await createProfile(a, ash, 'United States');
  await createProfile(b, bay, 'Canada', (name) => ctx.screenshot(b, name));

  // A posts a request; the counter counts as they type.
  const description = `Warm blanket for a new flat ${suffix}`;
  await a.getByRole('textbox', { name: 'What do you need?' }).fill(description);
  await expect(a.getByText(`${description.length}/140`)).toBeVisible();
  await a.getByRole('button', { name: 'Post Request' }).click();
  await expect(a.getByRole('list', { name: 'My requests' }).getByText(description)).toBeVisible();
  await expect(available(a).getByText(description)).toBeHidden();
  await checkA11y(a, 'socketrelay dashboard with a request');

  // B sees it with A's display name and place only, and fulfils it: the chat opens.
  await b.goto('/apps/socketrelay');
  const item = available(b).getByRole('listitem').filter({ hasText: description });
  await expect(item.getByText(`${ash} · Portland, Oregon, United States`)).toBeVisible();
  await ctx.screenshot(b, 'dashboard-phone');
  await checkA11y(b, 'socketrelay dashboard, available requests');
  await item.getByRole('button', { name: /^Fulfill/ }).click();
  await expect(b.getByRole('heading', { name: 'Request Chat' })).toBeVisible();
  await expect(b.getByText(`You are the fulfiller of ${ash}'s request.`)).toBeVisible();
  await expect(b.getByRole('status').getByText('Live', { exact: true })).toBeVisible();
  await expect(thread(b).getByText('No messages yet. Start the conversation!')).toBeVisible();

  // They chat live.
  await openChatFromDashboard(a, description);
  await expect(a.getByText(`You are the requester. ${bay} is fulfilling your request.`)).toBeVisible();
  const hello = `Hi ${bay}, thank you! ${suffix}`;
  await send(a, hello);
  await expect(thread(a).getByText(hello, { exact: true })).toBeVisible();
  await expect(thread(b).getByText(hello, { exact: true })).toBeVisible({ timeout: LIVE_MS });
  const reply = `Happy to help, ${ash} ${suffix}`;
  await send(b, reply);
  await expect(thread(a).getByText(reply, { exact: true })).toBeVisible({ timeout: LIVE_MS });
  await ctx.screenshot(b, 'chat-phone');
  await checkA11y(b, 'socketrelay request chat');

  // B closes it as not completed: the request is back in the list for someone to help.
  await closeWith(b, 'Not Completed');
  await expect(b.getByText('Not Completed', { exact: true })).toBeVisible();
  await expect(thread(b).getByText(reply, { exact: true }), 'the history stays readable').toBeVisible();
  await expect(a.getByRole('textbox', { name: 'Message' }), 'A’s chat turns read-only when the socket says it closed').toBeHidden({ timeout: LIVE_MS });
  await ctx.screenshot(b, 'chat-closed-phone');
  await b.goto('/apps/socketrelay');
  await expect(available(b).getByText(description)).toBeVisible();
  await expect(b.getByRole('list', { name: 'Completed - Did Not Work Out' }).getByRole('link', { name: description })).toBeVisible();

  // B tries again; this time A closes it as a success, and it leaves the list for good.
  await available(b).getByRole('listitem').filter({ hasText: description }).getByRole('button', { name: /^Fulfill/ }).click();
  await expect(b.getByRole('heading', { name: 'Request Chat' })).toBeVisible();
  await openChatFromDashboard(a, description);
  await closeWith(a, 'Successfully Completed');
  await b.goto('/apps/socketrelay');
  await expect(b.getByRole('list', { name: 'Completed Successfully' }).getByRole('link', { name: description })).toBeVisible();
  await expect(b.getByText('No active requests available').or(available(b))).toBeVisible();
  await expect(available(b).getByText(description)).toBeHidden();
  await a.goto('/apps/socketrelay');
  await expect(a.getByRole('list', { name: 'My requests' }).getByRole('listitem').filter({ hasText: description }).getByText('Fulfilled')).toBeVisible();

  // The admin deletes another request of A's from the console, after a confirmation.
  const doomed = `Spare phone charger ${suffix}`;
  const posted = await a.request.post('/api/socketrelay/requests', { data: { description: doomed } });
  expect(posted.status()).toBe(201);
  const consolePage = await adminConsolePage(ctx);
  await consolePage.goto('/apps/socketrelay/admin');
  await expect(consolePage.getByRole('heading', { name: 'SocketRelay Admin', level: 1 })).toBeVisible();
  expect(new URL(consolePage.url()).pathname).toBe('/admin/socketrelay/requests');
  await expect(consolePage.getByText(doomed).first()).toBeVisible();
  await ctx.screenshot(consolePage, 'console-requests');
  await checkA11y(consolePage, 'console socketrelay requests');
  await consolePage.getByRole('tab', { name: 'Fulfillments' }).click();
  await expect(consolePage.getByText(description).first()).toBeVisible();
  await checkA11y(consolePage, 'console socketrelay fulfillments');
  await consolePage.getByRole('tab', { name: 'Statistics' }).click();
  await expect(consolePage.getByRole('region', { name: 'Success Rate' })).toBeVisible();
  await checkA11y(consolePage, 'console socketrelay statistics');
  await consolePage.getByRole('tab', { name: 'Requests' }).click();
  await consolePage.getByRole('button', { name: `Delete request: ${doomed}` }).click();
  const confirm = consolePage.getByRole('dialog', { name: 'Delete request' });
  await expect(confirm).toBeVisible();
  // Only at this width: at the other one the list turns into cards and this dialog's row with it.
  await checkA11y(consolePage, 'console socketrelay delete confirmation', { widths: 'current' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await seeToast(consolePage, 'The request has been removed from the system.', 'Request deleted');
  await expect(consolePage.getByRole('table').getByText(doomed)).toBeHidden();
  // The console's requests on a phone: cards, each with its delete button.
  const phoneConsole = await adminConsolePage(ctx, { viewport: PHONE });
  await phoneConsole.goto('/apps/socketrelay/admin');
  await expect(phoneConsole.getByText(description).first()).toBeVisible();
  await expect(phoneConsole.getByRole('button', { name: `Delete request: ${description}` })).toBeVisible();
  await ctx.screenshot(phoneConsole, 'console-requests-phone');
  // Its owner sees that it was removed (issue 21 item 8).
  const mine = (await (await a.request.get('/api/socketrelay/my-requests')).json()) as { description: string; status: string }[];
  expect(mine.find((r) => r.description === doomed)?.status).toBe('removed');
  await a.goto('/apps/socketrelay');
  const removed = a.getByRole('list', { name: 'My requests' }).getByRole('listitem').filter({ hasText: doomed });
  await expect(removed.getByText('Removed', { exact: true })).toBeVisible();
  await expect(removed.getByText('An admin removed this request. It is no longer shown to other members.')).toBeVisible();
});

test('a block reads exactly like a cancel to the blocked member, live: the same badge, the same read-only history', async ({ ctx }) => {
  const admin = await adminApiPage(ctx);
  const suffix = Math.random().toString(36).slice(2, 6);
  const ok = async (answer: Promise<{ ok: () => boolean; status: () => number; text: () => Promise<string>; json: () => Promise<unknown> }>) => {
    const res = await answer;
    if (!res.ok()) throw new Error(`answered ${res.status()}: ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const pair = async (label: string) => {
    const requester = await apiMember(ctx, admin, { viewport: PHONE });
    const fulfiller = await apiMember(ctx, admin);
    for (const [m, name] of [[requester, `Ash ${label} ${suffix}`], [fulfiller, `Bay ${label} ${suffix}`]] as const) {
      await ok(m.page.request.post('/api/socketrelay/profile', { data: { displayName: name, city: 'Portland', state: 'Oregon', country: 'United States' } }));
    }
    const request = await ok(requester.page.request.post('/api/socketrelay/requests', { data: { description: `Bus fare to the clinic ${label} ${suffix}` } }));
    const fulfillment = await ok(fulfiller.page.request.post(`/api/socketrelay/requests/${String(request.id)}/fulfill`));
    const id = String(fulfillment.id);
    await ok(fulfiller.page.request.post(`/api/socketrelay/fulfillments/${id}/messages`, { data: { clientId: randomUUID(), content: `I can help ${label}` } }));
    await requester.page.goto(`/apps/socketrelay/chat/${id}`);
    await expect(requester.page.getByRole('heading', { name: 'Request Chat' })).toBeVisible();
    await expect(requester.page.getByRole('status').getByText('Live', { exact: true })).toBeVisible();
    await expect(thread(requester.page).getByText(`I can help ${label}`)).toBeVisible();
    return { requester, fulfiller, id };
  };
  /** What the requester's open chat shows once it closed: read as text, the same for a cancel and a block. */
  const closedView = async (page: Page, label: string) => {
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeHidden({ timeout: LIVE_MS });
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(thread(page).getByText(`I can help ${label}`), 'the history stays readable').toBeVisible();
    await expect(page.getByText('Fulfillment not found')).toHaveCount(0);
    return (await page.getByRole('main').innerText()).replaceAll(label, '<label>').replace(/\d+/g, '#');
  };

  // A cancel, as the reference.
  const cancelled = await pair('alpha');
  await ok(cancelled.fulfiller.page.request.post(`/api/socketrelay/fulfillments/${cancelled.id}/close`, { data: { status: 'cancelled' } }));
  const afterCancel = await closedView(cancelled.requester.page, 'alpha');

  // A block, seen by the member who was blocked: the same screen, live.
  const blocked = await pair('omega');
  const blockedUser = await ok(blocked.requester.page.request.get('/api/auth/user'));
  await ok(blocked.fulfiller.page.request.post('/api/blocks', { data: { userId: blockedUser.id } }));
  const afterBlock = await closedView(blocked.requester.page, 'omega');
  expect(afterBlock).toBe(afterCancel);
  await ctx.screenshot(blocked.requester.page, 'blocked-reads-like-cancel-phone');
  await checkA11y(blocked.requester.page, 'socketrelay chat closed by a block (blocked member)');
  // After a reload too.
  await blocked.requester.page.reload();
  expect(await closedView(blocked.requester.page, 'omega')).toBe(afterCancel);
});
