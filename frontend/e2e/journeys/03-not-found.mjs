import { visible } from '../lib/expect.mjs';

export const title = 'unknown paths show "404 Page Not Found"';

export async function run(ctx) {
  const page = await ctx.page({ viewport: { width: 375, height: 740 } });
  await page.goto('/no/such/page');
  await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
  await ctx.screenshot(page, 'signed-out-404');

  // Member-only routes are not reachable signed out.
  await page.goto('/admin');
  await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await visible(page.getByRole('button', { name: 'Sign In Securely' }));
}
