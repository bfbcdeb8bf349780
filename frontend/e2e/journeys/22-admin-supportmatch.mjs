import { assert, hidden, visible } from '../lib/expect.mjs';
import { memberViaApi, seeToast, signInAsAdmin } from '../lib/admin-console.mjs';
import { adminApiPage } from '../lib/flows.mjs';

export const title = 'SupportMatch admin in the console: run matching, end a partnership, resolve a report, create, edit and delete an announcement';

/**
 * Two compatible members: each accepts any gender, and both want partners in their own time zone,
 * one no other journey uses, so they can only be matched with each other.
 */
const profile = (nickname, gender) => ({
  nickname,
  gender,
  genderPreference: 'any',
  city: 'Singapore',
  country: 'Singapore',
  timezone: 'Asia/Singapore',
  timezonePreference: 'same_timezone',
});

export async function run(ctx) {
  const suffix = Math.random().toString(36).slice(2, 6);
  const [cedar, maple] = [`Cedar${suffix}`, `Maple${suffix}`];
  const api = await adminApiPage(ctx);
  const a = await memberViaApi(ctx, api, { firstName: 'Cedar', profile: profile(cedar, 'female') });
  await memberViaApi(ctx, api, { firstName: 'Maple', profile: profile(maple, 'male') });

  // Run Matching from the partnerships page (reached through the member app's path); the toast is the server's message.
  const page = await signInAsAdmin(ctx);
  await page.goto('/apps/supportmatch/admin/partnerships');
  await visible(page.getByRole('heading', { name: 'Partnerships', exact: true, level: 1 }));
  assert.equal(new URL(page.url()).pathname, '/admin/supportmatch/partnerships');
  await page.getByRole('button', { name: 'Run Matching' }).click();
  const confirm = page.getByRole('dialog', { name: 'Run matching now?' });
  await visible(confirm);
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith('/api/supportmatch/admin/partnerships/run-matching')),
    confirm.getByRole('button', { name: 'Run Matching' }).click(),
  ]);
  assert.equal(response.status(), 200);
  const { message, pairs } = await response.json();
  assert.match(message, /^Matching complete: \d+ pairs? created, \d+ members? left unmatched\.$/);
  assert.ok(pairs >= 1, 'at least the two new members were paired');
  await seeToast(page, message, 'Success');
  const row = page.getByRole('row').filter({ hasText: cedar }).filter({ hasText: maple });
  await visible(row, `the partnership of ${cedar} and ${maple}`);
  await visible(row.getByText('Active', { exact: true }));
  await ctx.screenshot(page, 'matching-run');

  // The member reports their partner; the dashboard counts it.
  const active = await (await a.page.request.get('/api/supportmatch/partnership/active')).json();
  const reason = `Inappropriate messages ${suffix}`;
  const filed = await a.page.request.post('/api/supportmatch/reports', {
    data: { reportedUserId: active.partnerUserId, partnershipId: active.id, reason, description: 'Messages after I asked for a break.' },
  });
  assert.equal(filed.status(), 201);
  await page.getByRole('menuitem', { name: 'Overview' }).click();
  await visible(page.getByRole('heading', { name: 'SupportMatch Admin', level: 1 }));
  for (const label of ['Active Users', 'Current Partnerships', 'Pending Reports']) {
    await visible(page.getByRole('region', { name: label }), `the ${label} counter`);
  }
  assert.notEqual(await page.getByRole('region', { name: 'Pending Reports' }).locator('p').first().textContent(), '0');

  // End the partnership (after confirming): it moves to the Past tab.
  await page.getByRole('menuitem', { name: 'Partnerships' }).click();
  const end = page.getByRole('row').filter({ hasText: cedar }).getByRole('button', { name: /^End the partnership of / });
  const partners = (await end.getAttribute('aria-label')).replace('End the partnership of ', '');
  assert.ok([`${cedar} & ${maple}`, `${maple} & ${cedar}`].includes(partners), `the End button names both partners (${partners})`);
  await end.click();
  await page.getByRole('dialog', { name: 'End partnership' }).getByRole('button', { name: 'End Partnership' }).click();
  await seeToast(page, `Partnership of ${partners} ended`, 'Success');
  await hidden(page.getByRole('row').filter({ hasText: cedar }), 'the ended partnership in the Active list');
  await page.getByRole('tab', { name: 'Past' }).click();
  await visible(page.getByRole('row').filter({ hasText: cedar }).getByText('Ended', { exact: true }), 'the ended partnership in the Past list');

  // Resolve the report with notes: it leaves the pending list.
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await visible(page.getByRole('heading', { name: 'Safety Reports', level: 1 }));
  await page.getByRole('row').filter({ hasText: reason }).click();
  await visible(page.getByRole('heading', { name: reason, level: 1 }));
  await page.getByLabel('Resolution notes (optional)').fill('Talked with both members.');
  await page.getByRole('button', { name: 'Resolve' }).click();
  await seeToast(page, 'Report resolved', 'Success');
  await visible(page.getByText('Talked with both members.', { exact: true }), 'the resolution');
  await ctx.screenshot(page, 'report-resolved');
  await page.getByRole('link', { name: 'All Reports' }).click();
  await page.getByRole('tab', { name: 'Resolved' }).click();
  await visible(page.getByRole('row').filter({ hasText: reason }).getByText('Resolved', { exact: true }));

  // Announcements: the form's rules, then create, edit (sent whole) and delete.
  await page.getByRole('menuitem', { name: 'Announcements' }).click();
  await page.getByRole('link', { name: 'New Announcement' }).click();
  await visible(page.getByRole('heading', { name: 'New Announcement', level: 1 }));
  assert.equal(await page.getByRole('combobox', { name: /Type/ }).textContent(), 'Info');
  assert.equal(await page.getByRole('switch', { name: 'Show on login' }).isChecked(), false);
  await page.getByRole('button', { name: 'Create Announcement' }).click();
  await visible(page.getByText('Title is required'));
  await visible(page.getByText('Content is required'));
  const heading = `Matching day ${suffix}`;
  await page.getByLabel(/^Title/).fill(heading);
  await page.getByLabel(/^Content/).fill('Matching runs on the first of every month.');
  await page.getByRole('combobox', { name: /Type/ }).click();
  await page.getByRole('option', { name: 'Warning', exact: true }).click();
  await page.getByRole('switch', { name: 'Show on login' }).check();
  await page.getByRole('button', { name: 'Create Announcement' }).click();
  await seeToast(page, 'Announcement created', 'Success');
  const listed = page.getByRole('row').filter({ hasText: heading });
  await visible(listed.getByText('Warning', { exact: true }));
  assert.equal(await listed.getByText('Warning', { exact: true }).locator('xpath=ancestor-or-self::*[@data-badge-style][1]').getAttribute('data-badge-style'), 'destructive');

  await listed.click();
  await visible(page.getByRole('heading', { name: 'Edit Announcement', level: 1 }));
  await page.getByLabel(/^Content/).fill('Matching now runs on the second of every month.');
  const [put] = await Promise.all([
    page.waitForRequest((req) => req.method() === 'PUT' && req.url().includes('/api/supportmatch/admin/announcements/')),
    page.getByRole('button', { name: 'Save Announcement' }).click(),
  ]);
  const body = put.postDataJSON();
  assert.deepEqual(Object.keys(body).sort(), ['content', 'expiresAt', 'isActive', 'showOnLogin', 'showOnSignInPage', 'title', 'type']);
  assert.equal(body.type, 'warning', 'the unchanged type is sent too');
  assert.equal(body.showOnLogin, true, 'the unchanged flag is sent too');
  await seeToast(page, 'Announcement updated', 'Success');
  const saved = await (await api.request.get('/api/supportmatch/admin/announcements?filter={}')).json();
  const mine = saved.find((x) => x.title === heading);
  assert.equal(mine.type, 'warning');
  assert.equal(mine.showOnLogin, true);
  assert.equal(mine.content, 'Matching now runs on the second of every month.');

  await page.getByRole('button', { name: `Delete ${heading}` }).click();
  await page.getByRole('dialog', { name: 'Delete announcement' }).getByRole('button', { name: 'Delete' }).click();
  await seeToast(page, 'Announcement deleted', 'Success');
  await hidden(page.getByRole('row').filter({ hasText: heading }), 'the deleted announcement');
  await ctx.screenshot(page, 'announcements');
}
