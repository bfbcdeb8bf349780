import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { choose, memberViaApi } from '../lib/admin-console';
import { expect, test } from '../lib/fixtures';
import { adminApiPage, signIn } from '../lib/flows';
import { clearToasts, noErrorToast, pressTwice, recordToasts, saidOnce } from '../lib/once';

/**
 * Issue 28: every create and delete button of the admin console pressed twice in a row (a double
 * click, or two quick clicks) does one thing and says so once: one object (read through the API),
 * one success toast, no error toast.
 */

async function api<T = unknown>(page: Page, method: 'get' | 'post', path: string, data?: object): Promise<T> {
  const res = await page.request[method](path, data ? { data } : undefined);
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path} answered ${res.status()}: ${await res.text()}`);
  return res.json() as Promise<T>;
}

test('console: invite code, payment, pricing tier, announcement, sleep story and their deletes, each pressed twice', async ({ ctx }) => {
  const suffix = Math.random().toString(36).slice(2, 6);
  const admin = await adminApiPage(ctx);
  const { page: memberPage, user } = await memberViaApi(ctx, admin, { firstName: `Pay${suffix}` });
  const posted = await api<{ id: string }>(memberPage, 'post', '/api/socketrelay/profile', { displayName: `Relay ${suffix}`, city: 'Austin', state: 'Texas', country: 'United States' })
    .then(() => api<{ id: string; description: string }>(memberPage, 'post', '/api/socketrelay/requests', { description: `Doomed request ${suffix}` }));

  const page = await ctx.page();
  await recordToasts(page);
  await signIn(page, ctx.admin);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();

  // Invite codes: Generate Code, once with each kind of double press: one code each.
  await page.goto('/admin/invites');
  await expect(page.getByRole('heading', { name: 'Invite Code Management' })).toBeVisible();
  for (const how of ['dblclick', 'two clicks'] as const) {
    const before = (await api<unknown[]>(admin, 'get', '/api/admin/invites')).length;
    await clearToasts(page);
    await pressTwice(page, page.getByRole('button', { name: 'Generate Code' }), how);
    await saidOnce(page, 'Invite code generated successfully', `generate code (${how})`);
    expect((await api<unknown[]>(admin, 'get', '/api/admin/invites')).length, `one new code (${how})`).toBe(before + 1);
  }

  // Record Payment: one payment of $1.00 for the member.
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { name: 'Payment Tracking' })).toBeVisible();
  await page.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await dialog.getByRole('combobox', { name: 'User' }).fill(`Pay${suffix}`);
  await page.getByRole('option', { name: new RegExp(`Pay${suffix}`) }).click();
  await dialog.getByLabel('Amount').fill('1');
  await choose(page, 'Payment Method', 'Zelle');
  // The select's menu gone (its closing backdrop would take the presses).
  await expect(page.getByRole('listbox')).toBeHidden();
  await clearToasts(page);
  await pressTwice(page, dialog.getByRole('button', { name: 'Record Payment' }), 'dblclick');
  await saidOnce(page, 'Payment recorded successfully', 'record payment');
  const payments = await api<{ userId: string }[]>(admin, 'get', '/api/admin/payments');
  expect(payments.filter((p) => p.userId === user.id), 'one payment').toHaveLength(1);

  // Create Pricing Tier (an amount no other journey uses; not made current).
  await page.goto('/admin/pricing');
  await expect(page.getByText('Effective since', { exact: false })).toBeVisible();
  const cents = 400 + Math.floor(Math.random() * 99);
  const amount = (cents / 100).toFixed(2);
  await page.getByLabel(/Monthly Amount/).fill(amount);
  await clearToasts(page);
  await pressTwice(page, page.getByRole('button', { name: 'Create Pricing Tier' }), 'two clicks');
  await saidOnce(page, 'Pricing tier created successfully', 'create pricing tier');
  const tiers = await api<{ amount: string }[]>(admin, 'get', '/api/admin/pricing-tiers');
  expect(tiers.filter((t) => Number(t.amount) === cents / 100), 'one tier').toHaveLength(1);

  // A SupportMatch announcement: created (double click) and deleted (two clicks).
  const heading = `Pressed twice ${suffix}`;
  await page.goto('/admin/supportmatch/announcements/create');
  await expect(page.getByRole('heading', { name: 'New Announcement', level: 1 })).toBeVisible();
  await page.getByLabel(/^Title/).fill(heading);
  await page.getByLabel(/^Content/).fill('Said once, stored once.');
  await clearToasts(page);
  await pressTwice(page, page.getByRole('button', { name: 'Create Announcement' }), 'dblclick');
  await saidOnce(page, 'Announcement created', 'create announcement');
  const announcements = async () =>
    (await api<{ title: string }[]>(admin, 'get', '/api/supportmatch/admin/announcements?filter={}')).filter((a) => a.title === heading).length;
  expect(await announcements(), 'one announcement').toBe(1);
  await expect(page.getByRole('row').filter({ hasText: heading })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${heading}` }).click();
  await clearToasts(page);
  await pressTwice(page, page.getByRole('dialog', { name: 'Delete announcement' }).getByRole('button', { name: 'Delete' }), 'two clicks');
  await saidOnce(page, 'Announcement deleted', 'delete announcement');
  expect(await announcements(), 'the announcement deleted').toBe(0);

  // A sleep story: created (two clicks) and deleted (double click).
  const title = `Twice-told tale ${suffix}`;
  await page.goto('/admin/sleepstories/stories/create');
  await expect(page.getByRole('heading', { name: 'New Story' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Told once.');
  await page.getByLabel('Duration (seconds)').fill('60');
  await page.getByLabel('Active', { exact: true }).uncheck();
  await clearToasts(page);
  await pressTwice(page, page.getByRole('button', { name: 'Create Story' }), 'two clicks');
  await saidOnce(page, 'Story created', 'create story');
  await expect(page.getByRole('heading', { name: 'Edit Story' })).toBeVisible();
  const stories = async () => (await api<{ title: string }[]>(admin, 'get', '/api/sleepstories/admin')).filter((s) => s.title === title).length;
  expect(await stories(), 'one story').toBe(1);
  await page.goto('/admin/sleepstories/stories');
  await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: `Delete ${title}` }).click();
  await clearToasts(page);
  await pressTwice(page, page.getByRole('dialog').getByRole('button', { name: 'Delete' }), 'dblclick');
  await saidOnce(page, 'Story deleted', 'delete story');
  expect(await stories(), 'the story deleted').toBe(0);

  // A SocketRelay request deleted (double click): "Request deleted" once, never an error.
  await page.goto('/admin/socketrelay/requests');
  await page.getByRole('button', { name: `Delete request: Doomed request ${suffix}` }).click();
  await clearToasts(page);
  await pressTwice(page, page.getByRole('dialog', { name: 'Delete request' }).getByRole('button', { name: 'Delete' }), 'dblclick');
  await saidOnce(page, 'The request has been removed from the system.', 'delete request');
  const left = await api<{ id: string }[]>(admin, 'get', '/api/socketrelay/admin/requests');
  expect(left.filter((r) => r.id === posted.id), 'the request deleted').toHaveLength(0);
});

test('console: the other apps’ announcements, a listing’s photo and take-down, an invite’s deactivation, a member’s pause and a warning, each pressed twice', async ({ ctx }) => {
  const suffix = Math.random().toString(36).slice(2, 6);
  const admin = await adminApiPage(ctx);
  const { page: host, user } = await memberViaApi(ctx, admin, { firstName: `Host${suffix}` });
  await api(host, 'post', '/api/lighthouse/profile', { profileType: 'host', displayName: `Maple ${suffix}` });
  const listing = `Quiet room ${suffix}`;
  const property = await api<{ id: string }>(host, 'post', '/api/lighthouse/properties', {
    title: listing, description: 'A quiet room.', address: '3 Elm Street', city: 'Austin', state: 'TX', zipCode: '78701', maxOccupants: 1,
  });
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#6a9' } }).jpeg().toBuffer();
  const uploaded = await host.request.post(`/api/lighthouse/properties/${property.id}/photos`, {
    headers: { Origin: ctx.baseUrl },
    multipart: { file: { name: 'room.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(uploaded.status(), 'the photo uploaded').toBe(201);
  const invite = await api<{ id: string; code: string }>(admin, 'post', '/api/admin/invites', { maxUses: 1 });

  const page = await ctx.page();
  await recordToasts(page);
  await signIn(page, ctx.admin);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();

  // The announcements of LightHouse, SocketRelay and SleepStories (SupportMatch's above): created
  // with two clicks, deleted with a double click.
  for (const app of ['lighthouse', 'socketrelay', 'sleepstories'] as const) {
    const heading = `Said once in ${app} ${suffix}`;
    const count = async () => (await api<{ title: string }[]>(admin, 'get', `/api/${app}/admin/announcements?filter={}`)).filter((a) => a.title === heading).length;
    await page.goto(`/admin/${app}/announcements/create`);
    await expect(page.getByRole('heading', { name: 'New Announcement', level: 1 })).toBeVisible();
    await page.getByLabel(/^Title/).fill(heading);
    await page.getByLabel(/^Content/).fill('Said once, stored once.');
    await clearToasts(page);
    await pressTwice(page, page.getByRole('button', { name: 'Create Announcement' }), 'two clicks');
    await saidOnce(page, 'Announcement created', `create ${app} announcement`);
    expect(await count(), `one ${app} announcement`).toBe(1);
    await expect(page.getByRole('row').filter({ hasText: heading })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${heading}` }).click();
    await clearToasts(page);
    await pressTwice(page, page.getByRole('dialog', { name: 'Delete announcement' }).getByRole('button', { name: 'Delete' }), 'dblclick');
    await saidOnce(page, 'Announcement deleted', `delete ${app} announcement`);
    expect(await count(), `the ${app} announcement deleted`).toBe(0);
  }

  // A LightHouse listing: its photo removed (two clicks), then taken down (double click).
  const listed = () => api<{ photos: string[]; hiddenByAdmin: boolean }>(admin, 'get', `/api/lighthouse/admin/properties/${property.id}`);
  await page.goto('/admin/lighthouse/properties');
  const strip = page.getByRole('list', { name: `Photos of ${listing}` }).first();
  await expect(strip.getByRole('img')).toHaveCount(1);
  await strip.getByRole('button', { name: `Remove photo 1 of ${listing}` }).click();
  await clearToasts(page);
  await pressTwice(page, page.getByRole('dialog', { name: 'Remove this photo?' }).getByRole('button', { name: 'Remove' }), 'two clicks');
  await saidOnce(page, 'Photo removed', 'remove photo');
  expect((await listed()).photos, 'the photo removed').toEqual([]);
  await page.getByRole('button', { name: `Deactivate ${listing}` }).first().click();
  await clearToasts(page);
  await pressTwice(page, page.getByRole('dialog', { name: 'Take this listing down?' }).getByRole('button', { name: 'Deactivate' }), 'dblclick');
  await saidOnce(page, 'Listing taken down', 'take the listing down');
  expect((await listed()).hiddenByAdmin, 'the listing taken down').toBe(true);

  // An invite code deactivated (double click).
  await page.goto('/admin/invites');
  await page.getByRole('button', { name: `Deactivate ${invite.code}` }).first().click();
  await clearToasts(page);
  await pressTwice(page, page.getByRole('dialog', { name: 'Deactivate invite code' }).getByRole('button', { name: 'Deactivate' }), 'dblclick');
  await saidOnce(page, `Invite code ${invite.code} deactivated`, 'deactivate invite');
  const invites = await api<{ id: string; isActive: boolean }[]>(admin, 'get', '/api/admin/invites');
  expect(invites.find((i) => i.id === invite.id)?.isActive, 'the code deactivated').toBe(false);

  // A member's subscription paused: Save pressed twice, "updated" said once.
  await page.goto(`/admin/users/${user.id}`);
  await page.getByLabel('Pause subscription (inactive)').check();
  await clearToasts(page);
  await pressTwice(page, page.getByRole('button', { name: 'Save changes' }), 'dblclick');
  await saidOnce(page, 'User updated', 'pause the subscription');
  expect((await api<{ subscriptionStatus: string }>(admin, 'get', `/api/admin/users/${user.id}`)).subscriptionStatus, 'paused').toBe('inactive');

  // A warning (two clicks on Confirm): one action in her history, "Done" once, no error.
  await page.goto(`/admin/moderation/members/${user.id}/show`);
  await page.getByLabel(/^Reason/).fill(`Pressed twice ${suffix}`);
  await clearToasts(page);
  await pressTwice(page, page.getByRole('button', { name: 'Confirm' }), 'two clicks');
  await expect(page.getByRole('alert').filter({ hasText: /^Done$/ }), 'the action said done once').toHaveCount(1);
  await noErrorToast(page, 'warn');
  const history = (await api<{ history: { reason: string }[] }>(admin, 'get', `/api/moderation/members/${user.id}`)).history;
  expect(history.filter((a) => a.reason === `Pressed twice ${suffix}`), 'one warning').toHaveLength(1);
});
