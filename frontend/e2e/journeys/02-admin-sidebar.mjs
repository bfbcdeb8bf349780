import { assert, eventually, hidden, visible } from '../lib/expect.mjs';
import { signIn as signInWith } from '../lib/flows.mjs';

export const title = 'admin signs in → Administration group, collapsible sidebar, mobile sheet';

async function signIn(ctx, page) {
  await signInWith(page, ctx.admin);
  await visible(page.getByRole('heading', { name: 'My Dashboard' }));
}

const sidebarState = (page) => page.locator('[data-state]').first().getAttribute('data-state');

export async function run(ctx) {
  const page = await ctx.page();
  await signIn(ctx, page);
  assert.equal(new URL(page.url()).pathname, '/');
  await visible(page.getByText('Psyop-Free Economy'));
  await visible(page.getByText('a work of optimism'));
  await visible(page.getByText('Administration', { exact: true }), 'the Administration group');
  for (const label of ['User Management', 'Invite Codes', 'Pricing', 'Activity Log', 'SupportMatch Admin']) {
    await visible(page.getByRole('link', { name: label }));
  }
  await ctx.screenshot(page, 'desktop-expanded');

  // Ctrl+B collapses to icons; the cookie remembers it across a reload.
  assert.equal(await sidebarState(page), 'expanded');
  await page.keyboard.press('Control+b');
  await eventually(() => sidebarState(page), 'collapsed', 'sidebar after Ctrl+B');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  assert.equal(cookie?.value, 'false');
  assert.ok(cookie.expires - Date.now() / 1000 > 6.9 * 24 * 3600, 'the sidebar cookie lasts 7 days');
  await page.reload();
  await visible(page.getByRole('heading', { name: 'My Dashboard' }));
  assert.equal(await sidebarState(page), 'collapsed');
  await ctx.screenshot(page, 'desktop-collapsed');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await eventually(() => sidebarState(page), 'expanded', 'sidebar after the toggle button');

  // Below 768 px the sidebar is a sheet that the header button opens.
  const phone = await ctx.page({ viewport: { width: 375, height: 740 } });
  await signIn(ctx, phone);
  await hidden(phone.getByRole('link', { name: 'User Management' }), 'the closed sheet');
  await phone.getByRole('button', { name: 'Toggle sidebar' }).click();
  await visible(phone.getByText('Administration', { exact: true }));
  const sheet = phone.locator('.MuiDrawer-paper');
  await eventually(async () => (await sheet.boundingBox())?.x, 0, 'the sheet slid fully in');
  await ctx.screenshot(phone, 'mobile-sheet');
  await phone.getByRole('link', { name: 'My Dashboard' }).click();
  await hidden(phone.getByRole('link', { name: 'User Management' }), 'the sheet after navigating');
  await visible(phone.getByRole('heading', { name: 'My Dashboard' }));

  await page.getByRole('button', { name: 'Log Out' }).click();
  await visible(page.getByRole('button', { name: 'Sign In Securely' }));
}
