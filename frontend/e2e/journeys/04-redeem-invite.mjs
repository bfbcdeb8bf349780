import { assert, visible } from '../lib/expect.mjs';
import { createAccount, generateInviteCode } from '../lib/flows.mjs';

export const title = 'a new account redeems an invite → "Welcome!" → member dashboard without Administration';

export async function run(ctx) {
  const code = await generateInviteCode(ctx);
  assert.match(code, /^[A-Z0-9]{12}$/, 'invite codes are 12 uppercase characters');

  const page = await ctx.page({ viewport: { width: 375, height: 740 } });
  await createAccount(page, { email: ctx.uniqueEmail('newcomer'), firstName: 'Sam' });
  const input = page.getByLabel('Invite code');
  await input.pressSequentially(code.toLowerCase());
  assert.equal(await input.inputValue(), code);
  await page.getByRole('button', { name: 'Submit Code' }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Welcome!' });
  await visible(toast, 'the "Welcome!" toast');
  await visible(toast.getByText('Your invite code has been validated. Welcome to the platform.'));
  await visible(page.getByText('Welcome back, Sam'));
  assert.equal(new URL(page.url()).pathname, '/');
  await ctx.screenshot(page, 'welcome');

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await visible(page.getByRole('link', { name: 'My Payments' }));
  assert.equal(await page.getByText('Administration', { exact: true }).count(), 0, 'no Administration group for a member');
  await ctx.screenshot(page, 'member-sheet');

  // Signed in again later, the member goes straight to the dashboard.
  await page.reload();
  await visible(page.getByText('Welcome back, Sam'));
}
