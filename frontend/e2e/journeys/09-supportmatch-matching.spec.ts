import { memberViaApi } from '../lib/admin-console';
import { checkA11y } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { adminApiPage } from '../lib/flows';

/**
 * Issue 9 (item 1): nobody is left out of matching without being told. A profile that wants a
 * partner in the same timezone must say which one (the form says so inline and the server refuses
 * it), and a member left unmatched reads on their dashboard why and what would help.
 */

const TIMEZONE_NEEDED = 'Choose your timezone to be matched with someone in the same timezone, or choose Any timezone';

test('a same-timezone profile needs its timezone, and a member left unmatched is told why and what would help', async ({ ctx }) => {
  const suffix = Math.random().toString(36).slice(2, 6);
  const admin = await adminApiPage(ctx);
  const { page } = await memberViaApi(ctx, admin, { firstName: 'Juniper' });

  await test.step('the server refuses a same-timezone profile without a timezone', async () => {
    const res = await page.request.post('/api/supportmatch/profile', { data: { nickname: `Juniper ${suffix}`, timezonePreference: 'same_timezone' } });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toBe(TIMEZONE_NEEDED);
  });

  await test.step('the form says so inline and creates nothing until a timezone is chosen', async () => {
    await page.goto('/apps/supportmatch/profile');
    await page.getByRole('textbox', { name: /Nickname/ }).fill(`Juniper ${suffix}`);
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect(page.getByText(TIMEZONE_NEEDED)).toBeVisible();
    expect(await (await page.request.get('/api/supportmatch/profile')).text(), 'no profile was created').toBe('');
    await ctx.screenshot(page, 'profile-timezone-needed');
    await checkA11y(page, 'supportmatch create profile, timezone needed');
  });

  await test.step('alone in their timezone, the member is left unmatched and the dashboard says what would help', async () => {
    // A timezone no other journey uses: nobody else can be compatible.
    const created = await page.request.post('/api/supportmatch/profile', {
      data: { nickname: `Juniper ${suffix}`, timezone: 'Asia/Kolkata', timezonePreference: 'same_timezone', genderPreference: 'any' },
    });
    expect(created.status()).toBe(201);
    const run = await admin.request.post('/api/supportmatch/admin/partnerships/run-matching');
    expect(run.status()).toBe(200);
    expect((await run.json()).reasons.noCompatibleMember, 'the run counts the member as having no compatible member').toBeGreaterThanOrEqual(1);
    await page.goto('/apps/supportmatch');
    const notice = page.getByRole('status', { name: "You weren't matched this time" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Choosing 'Any timezone' gives you more options.");
    await expect(notice.getByRole('link', { name: 'Update your profile' })).toHaveAttribute('href', '/apps/supportmatch/profile');
    await ctx.screenshot(page, 'dashboard-unmatched');
    await checkA11y(page, 'supportmatch dashboard, left unmatched');
  });
});
