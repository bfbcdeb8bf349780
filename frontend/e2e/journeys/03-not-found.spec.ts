import { expect, test } from '../lib/fixtures';

test('unknown paths show "404 Page Not Found"', async ({ ctx }) => {
  const page = await ctx.page({ viewport: { width: 375, height: 740 } });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await ctx.screenshot(page, 'signed-out-404');

  // Member-only routes are not reachable signed out.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('button', { name: 'Sign In Securely' })).toBeVisible();
});
