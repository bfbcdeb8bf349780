import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { checkA11y, DESKTOP, PHONE } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { adminApiPage, becomeMember, createInviteCode } from '../lib/flows';

/** An unread badge must follow the socket: well before the 30 s polling fallback. */
const LIVE_MS = 3_000;

async function apiPost(page: Page, path: string, data: object): Promise<{ id: string }> {
  const res = await page.request.post(path, { data });
  if (!res.ok()) throw new Error(`POST ${path} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

/** "<text>, <n> unread" as the browser names it; `n` undefined: the text alone, no badge. */
const named = (text: string, n?: number) => new RegExp(`^${text}${n === undefined ? '' : `\\W*${n}\\s*unread`}$`);

test('the conversation list shows the partner’s messages as unread, live; opening the conversation clears the badge in every tab', async ({ ctx }) => {
  const admin = await adminApiPage(ctx);
  const [codeA, codeB] = [await createInviteCode(admin), await createInviteCode(admin)];
  const a = await ctx.page({ viewport: PHONE });
  await becomeMember(a, { email: ctx.uniqueEmail('badge-a'), firstName: 'Ada', code: codeA });
  const b = await ctx.page();
  await becomeMember(b, { email: ctx.uniqueEmail('badge-b'), firstName: 'Bo', code: codeB });
  const profile = { city: 'Portland', state: 'Oregon', country: 'United States' };
  await apiPost(a, '/api/socketrelay/profile', { displayName: 'Ada', ...profile });
  await apiPost(b, '/api/socketrelay/profile', { displayName: 'Bo', ...profile });
  const request = await apiPost(a, '/api/socketrelay/requests', { description: 'A bus ticket to the shelter' });
  const fulfilment = await apiPost(b, `/api/socketrelay/requests/${request.id}/fulfill`, {});

  // A, on her phone, looks at her requests and fulfilments: the conversation has nothing unread.
  await a.goto('/apps/socketrelay');
  const openChat = a.getByRole('link', { name: /^Open chat/ });
  await expect(openChat).toHaveAccessibleName(named('Open chat'));
  await expect(a.getByRole('link', { name: /^Notifications/ })).toHaveAccessibleName(named('Notifications,', 1));

  // Her partner writes twice: the badge counts each message without a reload, a number only.
  await apiPost(b, `/api/socketrelay/fulfillments/${fulfilment.id}/messages`, { clientId: randomUUID(), content: 'Are you still at the station?' });
  await expect(openChat).toHaveAccessibleName(named('Open chat', 1), { timeout: LIVE_MS });
  await apiPost(b, `/api/socketrelay/fulfillments/${fulfilment.id}/messages`, { clientId: randomUUID(), content: 'I have the ticket' });
  await expect(openChat).toHaveAccessibleName(named('Open chat', 2), { timeout: LIVE_MS });
  await expect(a.getByRole('link', { name: named('A bus ticket to the shelter', 2) })).toBeVisible();
  await expect(a.getByText('I have the ticket')).toHaveCount(0);
  await checkA11y(a, 'unread badges on the conversation list');

  // The same account in another tab, wide: the sidebar counts the app's unread notifications (taken + messages).
  const other = await a.context().newPage();
  await other.setViewportSize(DESKTOP);
  await other.goto('/apps/socketrelay');
  const sidebarApp = other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^SocketRelay/ });
  await expect(sidebarApp).toHaveAccessibleName(named('SocketRelay', 2));
  const otherOpenChat = other.getByRole('link', { name: /^Open chat/ });
  await expect(otherOpenChat).toHaveAccessibleName(named('Open chat', 2));

  // Opening the conversation reads it: on the server, here, and in the other tab at once.
  await openChat.click();
  await a.waitForURL((url) => url.pathname === `/apps/socketrelay/chat/${fulfilment.id}`);
  await expect(a.getByText('I have the ticket')).toBeVisible();
  await expect(otherOpenChat).toHaveAccessibleName(named('Open chat'), { timeout: LIVE_MS });
  await expect(sidebarApp).toHaveAccessibleName(named('SocketRelay', 1), { timeout: LIVE_MS });
  const counts = await (await a.request.get('/api/notifications')).json();
  expect(counts.unreadChats).toEqual({});

  await a.goBack();
  await expect(a.getByRole('link', { name: /^Open chat/ })).toHaveAccessibleName(named('Open chat'));
  await expect(a.getByRole('link', { name: named('A bus ticket to the shelter') })).toBeVisible();
  await other.close();
});
