import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminConsolePage } from '../lib/admin-console';
import { checkA11y, PHONE } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { adminApiPage, becomeMemberViaApi, signIn } from '../lib/flows';

/** A notification must reach the member through the socket: well before the 30 s polling fallback. */
const LIVE_MS = 3_000;

async function apiPost(page: Page, path: string, data: object): Promise<{ id: string }> {
  const res = await page.request.post(path, { data });
  if (!res.ok()) throw new Error(`POST ${path} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

// Each journey makes its own members: they may run on two workers at once.
test.describe.configure({ mode: 'parallel' });

test('the bell counts live what the partner does, the Notifications page leads to it, and reading it clears the bell', async ({ ctx }) => {
  const admin = await adminApiPage(ctx);
  const a = await ctx.page();
  await becomeMemberViaApi(a, admin, { email: ctx.uniqueEmail('bell-a'), firstName: 'Ada' });
  const b = await ctx.page({ viewport: PHONE });
  await becomeMemberViaApi(b, admin, { email: ctx.uniqueEmail('bell-b'), firstName: 'Bo' });
  const profile = { city: 'Portland', state: 'Oregon', country: 'United States' };
  await apiPost(a, '/api/socketrelay/profile', { displayName: 'Ada', ...profile });
  await apiPost(b, '/api/socketrelay/profile', { displayName: 'Bo', ...profile });
  const request = await apiPost(a, '/api/socketrelay/requests', { description: 'A bus ticket to the shelter' });

  // A waits on her dashboard; her partner acts; the bell (and the tab title) count it without a reload.
  const bell = a.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  const fulfilment = await apiPost(b, `/api/socketrelay/requests/${request.id}/fulfill`, {});
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: LIVE_MS });
  await expect(a).toHaveTitle(/^\(1\) /);
  await expect(a.getByRole('link', { name: /^SocketRelay\W*1\s*unread$/ })).toBeVisible();

  await bell.click();
  await expect(a.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const item = a.getByRole('list', { name: 'Notifications' }).getByRole('button', { name: /Someone is fulfilling your request/ });
  await expect(item).toBeVisible();
  await expect(a.getByText('1 unread', { exact: true })).toBeVisible();
  await checkA11y(a, 'notifications page');
  await item.click();
  await a.waitForURL((url) => url.pathname === `/apps/socketrelay/chat/${fulfilment.id}`);
  await expect(bell).toHaveAccessibleName('Notifications');

  // A message from the partner while A reads the chat: its unread notification is read at once.
  await apiPost(b, `/api/socketrelay/fulfillments/${fulfilment.id}/messages`, { clientId: randomUUID(), content: 'On my way' });
  await expect(a.getByText('On my way')).toBeVisible({ timeout: LIVE_MS });
  await expect(bell).toHaveAccessibleName('Notifications');

  // Settings → Notifications: security cannot be switched off in the app; another kind can.
  await a.goto('/settings/notifications');
  await expect(a.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(a.getByRole('switch', { name: 'New sign-ins: in the app' })).toBeDisabled();
  const taken = a.getByRole('switch', { name: 'SocketRelay someone takes my request: in the app' });
  await expect(taken).toBeChecked();
  await taken.click();
  await expect(taken).not.toBeChecked();
  await checkA11y(a, 'notification settings');

  // Discreet mode: the bell and the tab title say only "You have an update".
  await a.goto('/settings');
  await a.getByRole('switch', { name: /neutral tab title/ }).click();
  await apiPost(b, `/api/socketrelay/fulfillments/${fulfilment.id}/messages`, { clientId: randomUUID(), content: 'Here now' });
  await expect(a.getByRole('link', { name: 'You have an update' })).toBeVisible({ timeout: LIVE_MS });
  await expect(a).toHaveTitle('You have an update');
});

test('a member who forgot her password asks on the sign-in page, then sets a new one with the link her coordinator made', async ({ ctx }) => {
  const admin = await adminApiPage(ctx);
  const email = ctx.uniqueEmail('forgot');
  // Her old device's session ends with the reset: its background reads may meet a 401.
  const member = await ctx.page({ viewport: PHONE, allow: [{ status: 401, path: '/api/notifications' }] });
  await becomeMemberViaApi(member, admin, { email, firstName: 'Fern' });
  const { id } = await (await member.request.get('/api/auth/user')).json();

  // Another device, signed out: "Forgot password?" on the sign-in page.
  const visitor = await ctx.page({ viewport: PHONE });
  await visitor.goto('/login');
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await checkA11y(visitor, 'forgot password');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  await expect(visitor.getByRole('status')).toContainText('If an account uses this email');

  // No email here: her coordinator makes a one-time link in the console.
  const consolePage = await adminConsolePage(ctx);
  await consolePage.goto(`/admin/users/${id}`);
  await consolePage.getByRole('button', { name: 'Make reset link' }).click();
  await consolePage.getByRole('dialog').getByRole('button', { name: 'Make link' }).click();
  const url = await consolePage.getByRole('textbox', { name: 'Reset link' }).inputValue();
  expect(new URL(url).searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // The link opens the reset page; the token leaves the address bar; the new password works, the old device is signed out.
  await visitor.goto(new URL(url).pathname + new URL(url).search);
  await expect(visitor.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(visitor).toHaveURL((u) => u.pathname === '/reset-password' && u.search === '');
  await checkA11y(visitor, 'reset password');
  await visitor.locator('input[name="password"]').fill('my-fresh-long-password');
  await visitor.locator('input[name="repeat"]').fill('my-fresh-long-password');
  await visitor.getByRole('button', { name: 'Set new password' }).click();
  await expect(visitor.getByRole('status')).toContainText('Your new password is set');
  expect((await member.request.get('/api/auth/user')).status()).toBe(401);
  await visitor.getByRole('link', { name: 'Sign in' }).click();
  await signIn(visitor, { email, password: 'my-fresh-long-password' });
  await expect(visitor.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  // She is told, among her notifications.
  await visitor.goto('/notifications');
  await expect(visitor.getByRole('button', { name: /Your password was reset and every session ended/ })).toBeVisible();

  // The same link a second time: refused, with a way forward.
  const again = await ctx.page({ allow: [{ status: 400, path: '/api/auth/password-reset/confirm' }] });
  await again.goto(new URL(url).pathname + new URL(url).search);
  await again.locator('input[name="password"]').fill('yet-another-long-password');
  await again.locator('input[name="repeat"]').fill('yet-another-long-password');
  await again.getByRole('button', { name: 'Set new password' }).click();
  await expect(again.getByRole('alert')).toContainText('This reset link is invalid, used or expired');
});
