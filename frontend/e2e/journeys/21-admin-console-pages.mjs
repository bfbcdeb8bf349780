import { assert, visible } from '../lib/expect.mjs';
import { horizontalOverflow, seeToast, signInAsAdmin } from '../lib/admin-console.mjs';

export const title = 'admin console: every page renders without console errors at 1280 and 375 px; pricing creates a tier and sets it current';

/** Each console page, what shows it has loaded, and the sidebar's way there (the member app's paths lead into the console). */
const PAGES = [
  { path: '/admin', heading: 'Admin Dashboard', ready: 'Payment Status' },
  { path: '/admin/users', heading: 'User Management', ready: 'All Users' },
  { path: '/admin/invites', heading: 'Invite Code Management', ready: 'Recent Invite Codes' },
  { path: '/admin/payments', heading: 'Payment Tracking', ready: 'Recent Payments' },
  { path: '/admin/pricing', heading: 'Pricing Management', ready: 'Pricing History' },
  { path: '/admin/activity', heading: 'Activity Log', ready: 'Recent Actions' },
  { path: '/admin/supportmatch', heading: 'SupportMatch Admin', ready: 'Pending Reports' },
  { path: '/admin/supportmatch/partnerships', heading: 'Partnerships', ready: 'Active Partnerships' },
  { path: '/admin/supportmatch/reports', heading: 'Safety Reports', ready: 'Pending Reports' },
  { path: '/admin/supportmatch/announcements', heading: 'Announcements', ready: 'All Announcements' },
  { path: '/admin/supportmatch/announcements/create', heading: 'New Announcement', ready: 'Create Announcement' },
  { path: '/admin/supportmatch/profiles', heading: 'Profiles', ready: 'All Profiles' },
];

const LOADING = /^Loading .*\.\.\.$/;

async function openEach(ctx, page, label) {
  for (const { path, heading, ready } of PAGES) {
    await page.goto(path);
    await visible(page.getByRole('heading', { name: heading, exact: true, level: 1 }), `${path}: "${heading}"`);
    await visible(page.getByText(ready, { exact: true }).first(), `${path}: "${ready}"`);
    await page.getByText(LOADING).first().waitFor({ state: 'detached' }).catch(() => {});
    assert.equal(new URL(page.url()).pathname, path, `${path} stays at its path`);
    assert.equal(await horizontalOverflow(page), 0, `${path} does not scroll sideways at ${label}`);
  }
}

export async function run(ctx) {
  const page = await signInAsAdmin(ctx);
  await openEach(ctx, page, '1280 px');

  // The sidebar's SupportMatch Admin link (/apps/supportmatch/admin) and the member app's sub-paths lead into the console.
  await page.goto('/');
  await page.getByRole('link', { name: 'SupportMatch Admin' }).click();
  await visible(page.getByRole('heading', { name: 'SupportMatch Admin', level: 1 }));
  assert.equal(new URL(page.url()).pathname, '/admin/supportmatch');
  for (const [from, to] of [
    ['/apps/supportmatch/admin/partnerships', '/admin/supportmatch/partnerships'],
    ['/apps/supportmatch/admin/reports', '/admin/supportmatch/reports'],
    ['/apps/supportmatch/admin/announcements', '/admin/supportmatch/announcements'],
    ['/apps/supportmatch/admin/users', '/admin/supportmatch/profiles'],
  ]) {
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
  }
  // The console's own menu has the SupportMatch group.
  await visible(page.getByText('SupportMatch', { exact: true }).first());
  for (const name of ['Overview', 'Partnerships', 'Reports', 'Announcements', 'Profiles']) {
    await visible(page.getByRole('menuitem', { name }), `the "${name}" menu item`);
  }

  // Pricing: create a tier, set it current, then set the $1.00 tier current again (later journeys expect it).
  await page.goto('/admin/pricing');
  await visible(page.getByText('Effective since', { exact: false }));
  await page.getByRole('button', { name: 'Create Pricing Tier' }).click();
  await visible(page.getByText('Amount is required'));
  await page.getByLabel(/Monthly Amount/).fill('2.75');
  await page.getByRole('button', { name: 'Create Pricing Tier' }).click();
  await seeToast(page, 'Pricing tier created successfully', 'Success');
  const history = page.getByText('Pricing History').locator('xpath=ancestor::*[contains(@class, "MuiCard-root")][1]');
  await visible(history.getByText('$2.75/month'), 'the new tier in the history');
  await page.getByRole('button', { name: /^Set \$2\.75\/month effective .* as current$/ }).click();
  await seeToast(page, 'Current pricing tier updated. New users will be assigned this price.', 'Success');
  await visible(page.getByRole('region', { name: 'Current Monthly Price' }).getByText('$2.75/month'), 'the new current price');
  await ctx.screenshot(page, 'pricing-current');
  await page.getByRole('button', { name: /^Set \$1\.00\/month effective .* as current$/ }).first().click();
  await visible(page.getByRole('region', { name: 'Current Monthly Price' }).getByText('$1.00/month'), 'the $1.00 tier current again');

  // The same pages on a phone.
  const phone = await signInAsAdmin(ctx, { viewport: { width: 375, height: 740 } });
  await openEach(ctx, phone, '375 px');
}
