import type { Page } from '@playwright/test';
import { adminConsolePage, horizontalOverflow, seeToast } from '../lib/admin-console';
import { checkA11y } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';

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

/** Tables whose content is wider than their box (its last columns cut off behind a scroll bar), by their card's title. */
function clippedTables(page: Page) {
  return page.locator('table').evaluateAll((tables) =>
    tables
      .map((table) => {
        let box = table.parentElement!;
        while (box.parentElement && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
        return { box, title: table.closest('section')?.querySelector('h2')?.textContent ?? '(untitled)' };
      })
      .filter(({ box }) => box.scrollWidth > box.clientWidth + 1)
      .map(({ box, title }) => `${title}: ${box.scrollWidth} px of content in ${box.clientWidth} px`),
  );
}

/** A record's page (a user, an invite code) and a path the console does not have: one h1 each, checked by axe. */
async function openRecords(page: Page) {
  const users: { id: string; email: string }[] = await (await page.request.get('/api/admin/users?sort=["createdAt","ASC"]&range=[0,0]')).json();
  await page.goto(`/admin/users/${users[0].id}`);
  await expect(page.getByRole('heading', { level: 1 }), 'the user page').toBeVisible();
  await expect(page.getByText('Recent Payments', { exact: true }).first()).toBeVisible();
  await page.getByText(LOADING).first().waitFor({ state: 'detached' }).catch(() => {});
  await checkA11y(page, 'console user page', { widths: 'current' });

  const invite: { id: string; code: string } = await (await page.request.post('/api/admin/invites', { data: { maxUses: 1 } })).json();
  await page.goto(`/admin/invites/${invite.id}/show`);
  await expect(page.getByRole('heading', { name: invite.code, level: 1 }), 'the invite page').toBeVisible();
  await page.getByText(LOADING).first().waitFor({ state: 'detached' }).catch(() => {});
  await checkA11y(page, 'console invite page', { widths: 'current' });

  await page.goto('/admin/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found', level: 1 })).toBeVisible();
  expect(await page.title()).toBe('404 Page Not Found · Admin · Psyop-Free Economy');
  await checkA11y(page, 'console not found', { widths: 'current' });
}

/**
 * Goes to `path` inside the running app as its links do (no page load): the History API and the
 * popstate event the router follows.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Every page of PAGES, checked at the page's width: at 1280 px reached inside the running console
 * (`inApp`, as its menu does), at 375 px each one loaded afresh from its address.
 */
async function openEach(page: Page, label: string, { inApp }: { inApp: boolean }) {
  if (inApp) await page.goto(PAGES[0].path);
  for (const { path, heading, ready } of PAGES) {
    if (inApp) await navigateInApp(page, path);
    else await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true, level: 1 }), `${path}: "${heading}"`).toBeVisible();
    await expect(page, `${path}: its own tab title`).toHaveTitle(`${heading} · Admin · Psyop-Free Economy`);
    await expect(page.getByText(ready, { exact: true }).first(), `${path}: "${ready}"`).toBeVisible();
    await page.getByText(LOADING).first().waitFor({ state: 'detached' }).catch(() => {});
    expect(new URL(page.url()).pathname, `${path} stays at its path`).toBe(path);
    expect(await horizontalOverflow(page), `${path} does not scroll sideways at ${label}`).toBe(0);
    if (label === '1280 px') expect(await clippedTables(page), `${path}: every table fits its card at ${label}`).toEqual([]);
    // Each width has its own pass over the pages.
    await checkA11y(page, `console ${path}`, { widths: 'current' });
  }
}

// Each journey works on its own (its own admin page); the four may run on two workers at once.
test.describe.configure({ mode: 'parallel' });

test('admin console at 1280 px: every page renders without console errors, fits, and passes axe; a user, an invite and an unknown path', async ({ ctx }) => {
  const page = await adminConsolePage(ctx);
  await openEach(page, '1280 px', { inApp: true });
  await openRecords(page);
});

test('admin console at 375 px: every page, loaded from its address, renders without console errors, does not scroll sideways, and passes axe', async ({ ctx }) => {
  const phone = await adminConsolePage(ctx, { viewport: { width: 375, height: 740 } });
  await openEach(phone, '375 px', { inApp: false });
  await openRecords(phone);
});

test("admin console: the sidebar's SupportMatch Admin link and the member app's sub-paths lead into the console; its menu has the SupportMatch and SleepStories groups", async ({ ctx }) => {
  const page = await adminConsolePage(ctx);
  await page.goto('/');
  // The sidebar's SupportMatch Admin link (/apps/supportmatch/admin) and the member app's sub-paths lead into the console.
  await page.getByRole('link', { name: 'SupportMatch Admin' }).click();
  await expect(page.getByRole('heading', { name: 'SupportMatch Admin', level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/admin/supportmatch');
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
  await expect(page.getByText('SupportMatch', { exact: true }).first()).toBeVisible();
  for (const [name, path] of [
    ['Overview', '/admin/supportmatch'],
    ['Partnerships', '/admin/supportmatch/partnerships'],
    ['Announcements', '/admin/supportmatch/announcements'],
    ['Profiles', '/admin/supportmatch/profiles'],
  ]) {
    // Other apps' groups have items of the same names (Announcements): the SupportMatch one is the one at its path.
    await expect(page.getByRole('menuitem', { name }).and(page.locator(`[href="${path}"]`)), `the "${name}" menu item`).toBeVisible();
  }
  // One "Reports" item: the moderation queue, where every app's reports are (issue 32); SupportMatch's
  // own reports page is reached from its overview.
  await expect(page.getByRole('menuitem', { name: 'Reports' }), 'one Reports menu item').toHaveCount(1);
  await expect(page.getByRole('menuitem', { name: 'Reports' })).toHaveAttribute('href', '/admin/moderation/reports');
  // The SleepStories group: its overview, its stories and its announcements.
  for (const [name, path] of [
    ['Overview', '/admin/sleepstories'],
    ['Stories', '/admin/sleepstories/stories'],
    ['Announcements', '/admin/sleepstories/announcements'],
  ]) {
    await expect(page.getByRole('menuitem', { name }).and(page.locator(`[href="${path}"]`)), `the SleepStories "${name}" menu item`).toBeVisible();
  }
});

test('admin console: pricing creates a tier and sets it current', async ({ ctx }) => {
  const page = await adminConsolePage(ctx);
  // Pricing: create a tier, set it current, then set the $1.00 tier current again (later journeys expect it).
  await page.goto('/admin/pricing');
  await expect(page.getByText('Effective since', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Create Pricing Tier' }).click();
  await expect(page.getByText('Amount is required')).toBeVisible();
  await checkA11y(page, 'console pricing, form error');
  await page.getByLabel(/Monthly Amount/).fill('2.75');
  await page.getByRole('button', { name: 'Create Pricing Tier' }).click();
  await seeToast(page, 'Pricing tier created successfully', 'Success');
  const history = page.getByText('Pricing History').locator('xpath=ancestor::*[contains(@class, "MuiCard-root")][1]');
  await expect(history.getByText('$2.75/month'), 'the new tier in the history').toBeVisible();
  await page.getByRole('button', { name: /^Set as Current: \$2\.75\/month effective / }).click();
  await seeToast(page, 'Current pricing tier updated. New users will be assigned this price.', 'Success');
  await expect(page.getByRole('region', { name: 'Current Monthly Price' }).getByText('$2.75/month'), 'the new current price').toBeVisible();
  await ctx.screenshot(page, 'pricing-current');
  await page.getByRole('button', { name: /^Set as Current: \$1\.00\/month effective / }).first().click();
  await expect(page.getByRole('region', { name: 'Current Monthly Price' }).getByText('$1.00/month'), 'the $1.00 tier current again').toBeVisible();
});
