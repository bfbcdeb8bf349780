import { checkA11y } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';

test('unknown paths show "404 Page Not Found"', async ({ ctx }) => {
  const page = await ctx.page({ viewport: { width: 375, height: 740 } });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await ctx.screenshot(page, 'signed-out-404');
  await checkA11y(page, 'not found, signed out');

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('button', { name: 'Sign In Securely' })).toBeVisible();

  // Member-only routes are not reachable signed out: sign in first, then back to where you were going.
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/admin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
