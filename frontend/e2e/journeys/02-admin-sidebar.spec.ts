import type { Page } from '@playwright/test';
import { checkA11y } from '../lib/a11y';
import { expect, POLL, test, type JourneyContext } from '../lib/fixtures';
import { signIn as signInWith } from '../lib/flows';

async function signIn(ctx: JourneyContext, page: Page) {
  await signInWith(page, ctx.admin);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
}

const sidebarState = (page: Page) => page.locator('[data-state]').first().getAttribute('data-state');

test('admin signs in → Administration group, collapsible sidebar, mobile sheet', async ({ ctx }) => {
  const page = await ctx.page();
  await signIn(ctx, page);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByText('Psyop-Free Economy')).toBeVisible();
  await expect(page.getByText('a work of optimism')).toBeVisible();
  await expect(page.getByText('Administration', { exact: true }), 'the Administration group').toBeVisible();
  for (const label of ['User Management', 'Invite Codes', 'Pricing', 'Activity Log', 'SupportMatch Admin']) {
    await expect(page.getByRole('link', { name: label })).toBeVisible();
  }
  await ctx.screenshot(page, 'desktop-expanded');
  await checkA11y(page, 'admin dashboard, sidebar expanded');

  // Ctrl+B collapses to icons; the cookie remembers it across a reload.
  expect(await sidebarState(page)).toBe('expanded');
  await page.keyboard.press('Control+b');
  await expect.poll(() => sidebarState(page), { ...POLL, message: 'sidebar after Ctrl+B' }).toBe('collapsed');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie!.expires - Date.now() / 1000, 'the sidebar cookie lasts 7 days').toBeGreaterThan(6.9 * 24 * 3600);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  expect(await sidebarState(page)).toBe('collapsed');
  await ctx.screenshot(page, 'desktop-collapsed');
  await checkA11y(page, 'admin dashboard, sidebar collapsed', { widths: 'current' });
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect.poll(() => sidebarState(page), { ...POLL, message: 'sidebar after the toggle button' }).toBe('expanded');

  // Below 768 px the sidebar is a sheet that the header button opens.
  const phone = await ctx.page({ viewport: { width: 375, height: 740 } });
  await signIn(ctx, phone);
  await expect(phone.getByRole('link', { name: 'User Management' }), 'the closed sheet').toBeHidden();
  await phone.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(phone.getByText('Administration', { exact: true })).toBeVisible();
  const sheet = phone.locator('.MuiDrawer-paper');
  await expect.poll(async () => (await sheet.boundingBox())?.x, { ...POLL, message: 'the sheet slid fully in' }).toBe(0);
  await ctx.screenshot(phone, 'mobile-sheet');
  await checkA11y(phone, 'admin dashboard, sidebar sheet open', { widths: 'current' });
  await phone.getByRole('link', { name: 'My Dashboard' }).click();
  await expect(phone.getByRole('link', { name: 'User Management' }), 'the sheet after navigating').toBeHidden();
  await expect(phone.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In Securely' })).toBeVisible();
});
