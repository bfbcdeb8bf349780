import { adminConsolePage, memberViaApi, seeToast } from '../lib/admin-console';
import { checkA11y } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { adminApiPage } from '../lib/flows';

/**
 * Two compatible members: each accepts any gender, and both want partners in their own time zone,
 * one no other journey uses, so they can only be matched with each other.
 */
const profile = (nickname: string, gender: string) => ({
  nickname,
  gender,
  genderPreference: 'any',
  city: 'Singapore',
  country: 'Singapore',
  timezone: 'Asia/Singapore',
  timezonePreference: 'same_timezone',
});

test('SupportMatch admin in the console: run matching, end a partnership, resolve a report, create, edit and delete an announcement', async ({ ctx }) => {
  const suffix = Math.random().toString(36).slice(2, 6);
  const [cedar, maple] = [`Cedar${suffix}`, `Maple${suffix}`];
  const api = await adminApiPage(ctx);
  const a = await memberViaApi(ctx, api, { firstName: 'Cedar', profile: profile(cedar, 'female') });
  await memberViaApi(ctx, api, { firstName: 'Maple', profile: profile(maple, 'male') });

  // Run Matching from the partnerships page (reached through the member app's path); the toast is the server's message.
  const page = await adminConsolePage(ctx);
  await page.goto('/apps/supportmatch/admin/partnerships');
  await expect(page.getByRole('heading', { name: 'Partnerships', exact: true, level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/admin/supportmatch/partnerships');
  await page.getByRole('button', { name: 'Run Matching' }).click();
  const confirm = page.getByRole('dialog', { name: 'Run matching now?' });
  await expect(confirm).toBeVisible();
  await checkA11y(page, 'console run matching confirmation');
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith('/api/supportmatch/admin/partnerships/run-matching')),
    confirm.getByRole('button', { name: 'Run Matching' }).click(),
  ]);
  expect(response.status()).toBe(200);
  const { message, pairs } = await response.json();
  expect(message).toMatch(/^Matching complete: \d+ pairs? created, \d+ members? left unmatched\./);
  expect(pairs, 'at least the two new members were paired').toBeGreaterThanOrEqual(1);
  await seeToast(page, message, 'Success');
  const row = page.getByRole('row').filter({ hasText: cedar }).filter({ hasText: maple });
  await expect(row, `the partnership of ${cedar} and ${maple}`).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await ctx.screenshot(page, 'matching-run');
  await checkA11y(page, 'console partnerships, after a run');

  // The member reports their partner; the dashboard counts it.
  const active = await (await a.page.request.get('/api/supportmatch/partnership/active')).json();
  const reason = `Inappropriate messages ${suffix}`;
  const filed = await a.page.request.post('/api/supportmatch/reports', {
    data: { reportedUserId: active.partnerUserId, partnershipId: active.id, reason, description: 'Messages after I asked for a break.' },
  });
  expect(filed.status()).toBe(201);
  await page.getByRole('menuitem', { name: 'Overview' }).and(page.locator('[href="/admin/supportmatch"]')).click();
  await expect(page.getByRole('heading', { name: 'SupportMatch Admin', level: 1 })).toBeVisible();
  for (const label of ['Active Users', 'Current Partnerships', 'Pending Reports']) {
    await expect(page.getByRole('region', { name: label }), `the ${label} counter`).toBeVisible();
  }
  expect(await page.getByRole('region', { name: 'Pending Reports' }).locator('p').first().textContent()).not.toBe('0');
  await checkA11y(page, 'console supportmatch overview, a pending report');

  // End the partnership (after confirming): it moves to the Past tab.
  await page.getByRole('menuitem', { name: 'Partnerships' }).click();
  const end = page.getByRole('row').filter({ hasText: cedar }).getByRole('button', { name: /^End the partnership of / });
  const partners = (await end.getAttribute('aria-label'))!.replace('End the partnership of ', '');
  expect([`${cedar} & ${maple}`, `${maple} & ${cedar}`], `the End button names both partners (${partners})`).toContain(partners);
  await end.click();
  const endDialog = page.getByRole('dialog', { name: 'End partnership' });
  await expect(endDialog).toBeVisible();
  // The dialog belongs to the row's button: on a phone the row is a card, so one width here.
  await checkA11y(page, 'console end partnership confirmation', { widths: 'current' });
  await endDialog.getByRole('button', { name: 'End Partnership' }).click();
  await seeToast(page, `Partnership of ${partners} ended`, 'Success');
  await expect(page.getByRole('row').filter({ hasText: cedar }), 'the ended partnership in the Active list').toBeHidden();
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page.getByRole('row').filter({ hasText: cedar }).getByText('Ended', { exact: true }), 'the ended partnership in the Past list').toBeVisible();
  await checkA11y(page, 'console partnerships, past tab');

  // Resolve the report with notes: it leaves the pending list.
  // The menu's one "Reports" is the moderation queue (issue 32); SupportMatch's page is on its overview.
  await page.getByRole('menuitem', { name: 'Overview' }).and(page.locator('[href="/admin/supportmatch"]')).click();
  await page.getByRole('link', { name: /Safety Reports/ }).click();
  await expect(page.getByRole('heading', { name: 'Safety Reports', level: 1 })).toBeVisible();
  await page.getByRole('row').filter({ hasText: reason }).click();
  await expect(page.getByRole('heading', { name: reason, level: 1 })).toBeVisible();
  await checkA11y(page, 'console report, pending');
  await page.getByLabel('Resolution notes (optional)').fill('Talked with both members.');
  await page.getByRole('button', { name: 'Resolve' }).click();
  await seeToast(page, 'Report resolved', 'Success');
  await expect(page.getByText('Talked with both members.', { exact: true }), 'the resolution').toBeVisible();
  await ctx.screenshot(page, 'report-resolved');
  await checkA11y(page, 'console report, resolved');
  await page.getByRole('link', { name: 'All Reports' }).click();
  await page.getByRole('tab', { name: 'Resolved' }).click();
  await expect(page.getByRole('row').filter({ hasText: reason }).getByText('Resolved', { exact: true })).toBeVisible();
  await checkA11y(page, 'console reports, resolved tab');

  // Announcements: the form's rules, then create, edit (sent whole) and delete.
  await page.getByRole('menuitem', { name: 'Announcements' }).and(page.locator('[href="/admin/supportmatch/announcements"]')).click();
  await page.getByRole('link', { name: 'New Announcement' }).click();
  await expect(page.getByRole('heading', { name: 'New Announcement', level: 1 })).toBeVisible();
  expect(await page.getByRole('combobox', { name: /Type/ }).textContent()).toBe('Info');
  expect(await page.getByRole('switch', { name: 'Show on login' }).isChecked()).toBe(false);
  await page.getByRole('button', { name: 'Create Announcement' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Content is required')).toBeVisible();
  await checkA11y(page, 'console new announcement, form errors');
  const heading = `Matching day ${suffix}`;
  await page.getByLabel(/^Title/).fill(heading);
  await page.getByLabel(/^Content/).fill('Matching runs on the first of every month.');
  await page.getByRole('combobox', { name: /Type/ }).click();
  await page.getByRole('option', { name: 'Warning', exact: true }).click();
  await page.getByRole('switch', { name: 'Show on login' }).check();
  await page.getByRole('button', { name: 'Create Announcement' }).click();
  await seeToast(page, 'Announcement created', 'Success');
  const listed = page.getByRole('row').filter({ hasText: heading });
  await expect(listed.getByText('Warning', { exact: true })).toBeVisible();
  await checkA11y(page, 'console announcements, one created');
  expect(await listed.getByText('Warning', { exact: true }).locator('xpath=ancestor-or-self::*[@data-badge-style][1]').getAttribute('data-badge-style')).toBe('destructive');

  await listed.click();
  await expect(page.getByRole('heading', { name: 'Edit Announcement', level: 1 })).toBeVisible();
  await checkA11y(page, 'console edit announcement');
  await page.getByLabel(/^Content/).fill('Matching now runs on the second of every month.');
  const [put] = await Promise.all([
    page.waitForRequest((req) => req.method() === 'PUT' && req.url().includes('/api/supportmatch/admin/announcements/')),
    page.getByRole('button', { name: 'Save Announcement' }).click(),
  ]);
  const body = put.postDataJSON();
  expect(Object.keys(body).sort()).toEqual(['content', 'expiresAt', 'isActive', 'showOnLogin', 'showOnSignInPage', 'title', 'type']);
  expect(body.type, 'the unchanged type is sent too').toBe('warning');
  expect(body.showOnLogin, 'the unchanged flag is sent too').toBe(true);
  await seeToast(page, 'Announcement updated', 'Success');
  const saved: { title: string; type: string; showOnLogin: boolean; content: string }[] = await (
    await api.request.get('/api/supportmatch/admin/announcements?filter={}')
  ).json();
  const mine = saved.find((x) => x.title === heading)!;
  expect(mine.type).toBe('warning');
  expect(mine.showOnLogin).toBe(true);
  expect(mine.content).toBe('Matching now runs on the second of every month.');

  await page.getByRole('button', { name: `Delete ${heading}` }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete announcement' });
  await expect(deleteDialog).toBeVisible();
  await checkA11y(page, 'console delete announcement confirmation', { widths: 'current' });
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await seeToast(page, 'Announcement deleted', 'Success');
  await expect(page.getByRole('row').filter({ hasText: heading }), 'the deleted announcement').toBeHidden();
  await ctx.screenshot(page, 'announcements');
});
