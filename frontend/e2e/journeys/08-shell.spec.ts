import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { checkA11y } from '../lib/a11y';
import { expect, POLL, test, type JourneyContext } from '../lib/fixtures';
import { adminApiPage, createInviteCode, signIn } from '../lib/flows';

/**
 * The shell (issue 9 items 5, 6, 7, 11, 13): both ways in above the fold on a phone, "I have an
 * invite" → account → code, a greeting without the member's name, every sub-app in the services, a new
 * page starting at its top, a focused field below the sticky header, Back after Log Out → the
 * landing page, a member address → sign in → back there, and dark mode.
 */

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'a-long-enough-password';
/** The sticky header's height in px (app/shell/header.tsx). */
const HEADER_HEIGHT = 57;

/** The element's box lies inside the first screenful (no scrolling needed to see it). */
async function expectAboveTheFold(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, what).not.toBeNull();
  expect(box!.y + box!.height, `${what}: bottom edge within the first ${height} px`).toBeLessThanOrEqual(height);
}

/** The page's background colour, as rendered, and whether it is dark (relative luminance below 0.2). */
async function background(page: Page): Promise<{ color: string; dark: boolean }> {
  return page.evaluate(() => {
    const color = getComputedStyle(document.body).backgroundColor;
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? ['255', '255', '255']).slice(0, 3).map((c) => Number(c) / 255);
    const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    const luminance = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    return { color, dark: luminance < 0.2 };
  });
}

const openContexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((c) => c.close().catch(() => {})));
});

/**
 * A page in a browser context that prefers dark colours (`colorScheme: 'dark'`, what the system
 * setting gives the page), watched for console errors like ctx.page(); its context closes with the test.
 */
async function pageWithContext(browser: Browser, ctx: JourneyContext, options: BrowserContextOptions, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL: ctx.baseUrl, ...options });
  openContexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The signed-out probe GET /api/auth/user answers 401 by contract.
    if (/status of 401/.test(message.text()) && (message.location().url ?? '').endsWith('/api/auth/user')) return;
    errors.push(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught exception on ${page.url()}: ${error.message}`));
  return page;
}

test('the shell: ways in, every sub-app in the services, scroll, Back after Log Out, dark mode', async ({ ctx, browser }) => {
  const admin = await adminApiPage(ctx);

  // 1. The landing page on a 375 × 667 phone: both ways in are above the fold.
  const phone = await ctx.page({ viewport: PHONE });
  await phone.goto('/');
  await expect(phone.getByRole('heading', { name: "Welcome to the world's first psyop-free TI economy" })).toBeVisible();
  await expectAboveTheFold(phone, phone.getByRole('button', { name: 'Sign In Securely' }), 'Sign In Securely at 375 × 667');
  await expectAboveTheFold(phone, phone.getByRole('link', { name: 'I have an invite' }), 'I have an invite at 375 × 667');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'no sideways scrolling').toBe(0);
  await ctx.screenshot(phone, 'landing-phone');
  await checkA11y(phone, 'landing, light');

  // The sign-in form's button is above the fold on the phone too.
  await phone.getByRole('button', { name: 'Sign In Securely' }).click();
  await phone.waitForURL('**/login');
  await expectAboveTheFold(phone, phone.getByRole('button', { name: 'Sign in' }), 'the sign-in button at 375 × 667');
  await ctx.screenshot(phone, 'login-phone');

  // The same on a desktop, side by side.
  const wide = await ctx.page({ viewport: DESKTOP });
  await wide.goto('/');
  await expectAboveTheFold(wide, wide.getByRole('link', { name: 'I have an invite' }), 'I have an invite at 1280 × 800');
  await ctx.screenshot(wide, 'landing-desktop');
  await wide.getByRole('link', { name: 'I have an invite' }).click();
  await expect(wide.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await ctx.screenshot(wide, 'create-account-desktop');
  await wide.close();

  // 2. "I have an invite" → create an account (names optional, may be a nickname) → the invite code → the dashboard.
  await phone.goto('/');
  await phone.getByRole('link', { name: 'I have an invite' }).click();
  await expect(phone.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(phone.getByText('After creating your account you will be asked for your invite code.')).toBeVisible();
  const firstName = phone.getByLabel('First name');
  await expect(firstName).toHaveAccessibleDescription('Optional. You can use a nickname.');
  await expect(phone.getByLabel('Last name')).toHaveAccessibleDescription('Optional.');
  await ctx.screenshot(phone, 'create-account-phone');
  const email = ctx.uniqueEmail('shell');
  await firstName.fill('Wren');
  await phone.getByLabel('Email').fill(email);
  await phone.locator('input[name="password"]').fill(PASSWORD);
  await phone.getByRole('button', { name: 'Create account' }).click();
  await expect(phone.getByRole('heading', { name: 'Invite Code Required' })).toBeVisible();
  await phone.getByLabel('Invite code').fill(await createInviteCode(admin));
  await phone.getByRole('button', { name: 'Submit Code' }).click();
  await expect(phone.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();

  // Spec §2: "Welcome back" plus the first name; the name the member chose is on their profile card too.
  await expect(phone.getByText('Welcome back, Wren', { exact: true })).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Profile' }).getByRole('heading', { name: 'Wren' })).toBeVisible();
  await ctx.screenshot(phone, 'dashboard-phone');

  // 3. Services: every sub-app is built, so each opens from the grid and the sidebar; none says "Coming soon".
  const desktop = await ctx.page({ viewport: DESKTOP });
  await signIn(desktop, { email, password: PASSWORD });
  await expect(desktop.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await desktop.getByRole('link', { name: /Browse Services/ }).click();
  await expect(desktop.getByRole('heading', { name: 'Available Services' })).toBeVisible();
  const access = desktop.getByRole('link', { name: /^Access Service/ });
  expect(await access.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/apps/lighthouse', '/apps/sleepstories', '/apps/socketrelay', '/apps/supportmatch']);
  expect(await desktop.getByText('Coming soon').count(), 'nothing is coming soon').toBe(0);
  const nav = desktop.getByRole('navigation', { name: 'Main' });
  for (const [name, path] of [['LightHouse', '/apps/lighthouse'], ['SleepStories', '/apps/sleepstories'], ['SocketRelay', '/apps/socketrelay'], ['SupportMatch', '/apps/supportmatch']]) {
    await expect(nav.getByRole('link', { name, exact: true }), `sidebar link to ${name}`).toHaveAttribute('href', path);
  }
  await ctx.screenshot(desktop, 'services-desktop');
  await checkA11y(desktop, 'services, light');

  // 4. A new page starts at its top; Back returns to where the reader was.
  await phone.goto('/services');
  await expect(phone.getByRole('heading', { name: 'Available Services' })).toBeVisible();
  await ctx.screenshot(phone, 'services-phone');
  const accessSupportMatch = phone.getByRole('link', { name: 'Access Service SupportMatch' });
  await accessSupportMatch.scrollIntoViewIfNeeded();
  const scrolled = await phone.evaluate(() => window.scrollY);
  expect(scrolled, 'the services list scrolls on a phone').toBeGreaterThan(100);
  await accessSupportMatch.click();
  await expect(phone.getByRole('heading', { name: 'Welcome to SupportMatch' })).toBeVisible();
  expect(await phone.evaluate(() => window.scrollY), 'the next page starts at its top').toBe(0);
  await phone.goBack();
  await expect(phone.getByRole('heading', { name: 'Available Services' })).toBeVisible();
  await expect.poll(() => phone.evaluate(() => window.scrollY), { ...POLL, message: 'Back restores the scroll position' }).toBeGreaterThan(100);

  // 5. A failed form's first invalid field comes into view below the sticky header, label included:
  // every field is optional but 'Same timezone only' (the default) needs a timezone; the timezone
  // field (near the form's end: a short screen lets it scroll that far) sits just under the header,
  // the member presses Enter in City (focused where it is).
  await phone.setViewportSize({ width: PHONE.width, height: 360 });
  await phone.goto('/apps/supportmatch/profile');
  const timezone = phone.locator('#sm-timezone');
  await expect(timezone).toBeVisible();
  const timezoneTop = await timezone.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await phone.evaluate((y) => window.scrollTo(0, y - 20), timezoneTop);
  expect((await timezone.boundingBox())!.y, 'the timezone field starts under the sticky header').toBeLessThan(HEADER_HEIGHT);
  await phone.getByRole('textbox', { name: 'City' }).evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
  await phone.keyboard.press('Enter');
  await expect(timezone).toBeFocused();
  await expect
    .poll(async () => (await timezone.boundingBox())!.y, { ...POLL, message: 'the invalid timezone field comes out from under the sticky header' })
    .toBeGreaterThanOrEqual(HEADER_HEIGHT + 8);
  await ctx.screenshot(phone, 'invalid-field-phone');
  await phone.setViewportSize(PHONE);

  // 6. Log Out, then Back: the landing page, not a 404 and not the member's page.
  await desktop.goto('/payments');
  await expect(desktop.getByRole('heading', { name: 'My Payments' })).toBeVisible();
  await desktop.getByRole('button', { name: 'Log Out' }).click();
  await expect(desktop.getByRole('button', { name: 'Sign In Securely' })).toBeVisible();
  await desktop.goBack();
  await expect(desktop.getByRole('button', { name: 'Sign In Securely' }), 'Back after Log Out shows the landing page').toBeVisible();
  expect(new URL(desktop.url()).pathname).toBe('/');
  expect(await desktop.getByText('404 Page Not Found').count()).toBe(0);
  expect(await desktop.getByRole('heading', { name: 'My Payments' }).count()).toBe(0);
  await ctx.screenshot(desktop, 'back-after-logout');

  // A member address opened while signed out (another browser): sign in, then that page.
  const elsewhere = await ctx.page({ viewport: DESKTOP });
  await elsewhere.goto('/payments');
  await expect(elsewhere.getByText('Please sign in to continue.')).toBeVisible();
  expect(new URL(elsewhere.url()).searchParams.get('next')).toBe('/payments');
  await elsewhere.getByLabel('Email').fill(email);
  await elsewhere.locator('input[name="password"]').fill(PASSWORD);
  await elsewhere.getByRole('button', { name: 'Sign in' }).click();
  await expect(elsewhere.getByRole('heading', { name: 'My Payments' })).toBeVisible();
  expect(new URL(elsewhere.url()).pathname).toBe('/payments');

  // 7. Dark mode: a browser that prefers dark gets the dark scheme; the header switches it, and it sticks.
  const errors: string[] = [];
  const darkPhone = await pageWithContext(browser, ctx, { colorScheme: 'dark', viewport: PHONE }, errors);
  await darkPhone.goto('/');
  await expect(darkPhone.getByRole('button', { name: 'Sign In Securely' })).toBeVisible();
  await expect(darkPhone.locator('html')).toHaveClass(/\bdark\b/);
  expect((await background(darkPhone)).dark, 'the landing page is dark').toBe(true);
  await ctx.screenshot(darkPhone, 'landing-dark-phone');
  await checkA11y(darkPhone, 'landing, dark');

  const dark = await pageWithContext(browser, ctx, { colorScheme: 'dark', viewport: DESKTOP }, errors);
  await signIn(dark, { email, password: PASSWORD });
  await expect(dark.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  expect((await background(dark)).dark, 'the dashboard is dark').toBe(true);
  await ctx.screenshot(dark, 'dashboard-dark-desktop');
  await checkA11y(dark, 'dashboard, dark');
  await dark.goto('/services');
  await expect(dark.getByRole('heading', { name: 'Available Services' })).toBeVisible();
  await ctx.screenshot(dark, 'services-dark-desktop');
  await checkA11y(dark, 'services, dark');
  await dark.getByRole('button', { name: 'Appearance' }).click();
  await expect(dark.getByRole('menuitemradio', { name: 'System setting' })).toHaveAttribute('aria-checked', 'true');
  await checkA11y(dark, 'Appearance menu open, dark', { widths: 'current' });
  await dark.keyboard.press('Escape');

  await dark.getByRole('button', { name: 'Appearance' }).click();
  await dark.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(dark.locator('html')).toHaveClass(/\blight\b/);
  expect((await background(dark)).dark, 'Light chosen in the header').toBe(false);
  await dark.reload();
  await expect(dark.getByRole('heading', { name: 'Available Services' })).toBeVisible();
  expect((await background(dark)).dark, 'the choice holds after a reload').toBe(false);
  await dark.getByRole('button', { name: 'Appearance' }).click();
  await dark.getByRole('menuitemradio', { name: 'System setting' }).click();
  await expect(dark.locator('html')).toHaveClass(/\bdark\b/);
  expect((await background(dark)).dark, 'back to the system setting (dark)').toBe(true);

  // The sub-app and the phone dashboard in the dark.
  await signIn(darkPhone, { email, password: PASSWORD });
  await expect(darkPhone.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await ctx.screenshot(darkPhone, 'dashboard-dark-phone');
  await darkPhone.goto('/apps/supportmatch/profile');
  await expect(darkPhone.getByRole('heading', { name: 'Create Profile' })).toBeVisible();
  await ctx.screenshot(darkPhone, 'supportmatch-profile-dark-phone');
  await checkA11y(darkPhone, 'SupportMatch profile form, dark');

  // The admin console keeps its own (light) theme whatever the member app's scheme.
  const darkAdmin = await pageWithContext(browser, ctx, { colorScheme: 'dark', viewport: DESKTOP }, errors);
  await signIn(darkAdmin, ctx.admin);
  await expect(darkAdmin.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await ctx.screenshot(darkAdmin, 'admin-dashboard-dark-desktop');
  await darkAdmin.goto('/admin');
  await expect(darkAdmin.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await ctx.screenshot(darkAdmin, 'console-under-dark-system');

  expect(errors, 'no console errors on the dark pages').toEqual([]);
});
