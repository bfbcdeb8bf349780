import { checkA11y } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { createAccount, generateInviteCode, seeDashboardOf } from '../lib/flows';

test('a new account redeems an invite → "Welcome!" → member dashboard without Administration', async ({ ctx }) => {
  const code = await generateInviteCode(ctx);
  expect(code, 'invite codes are 12 uppercase characters').toMatch(/^[A-Z0-9]{12}$/);

  const page = await ctx.page({ viewport: { width: 375, height: 740 } });
  await createAccount(page, { email: ctx.uniqueEmail('newcomer'), firstName: 'Sam' });
  const input = page.getByLabel('Invite code');
  await input.pressSequentially(code.toLowerCase());
  expect(await input.inputValue()).toBe(code);
  await page.getByRole('button', { name: 'Submit Code' }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Welcome!' });
  await expect(toast, 'the "Welcome!" toast').toBeVisible();
  await expect(toast.getByText('Your invite code has been validated. Welcome to the platform.')).toBeVisible();
  await seeDashboardOf(page, 'Sam');
  expect(new URL(page.url()).pathname).toBe('/');
  await ctx.screenshot(page, 'welcome');
  await checkA11y(page, 'member dashboard, welcome toast');

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(page.getByRole('link', { name: 'My Payments' })).toBeVisible();
  expect(await page.getByText('Administration', { exact: true }).count(), 'no Administration group for a member').toBe(0);
  await ctx.screenshot(page, 'member-sheet');
  await checkA11y(page, 'member dashboard, sidebar sheet open', { widths: 'current' });

  // Signed in again later, the member goes straight to the dashboard.
  await page.reload();
  await seeDashboardOf(page, 'Sam');
});
