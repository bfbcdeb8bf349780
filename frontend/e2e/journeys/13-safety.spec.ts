import type { Page } from '@playwright/test';
import { checkA11y, PHONE } from '../lib/a11y';
import { QUICK_EXIT_URL, SUPPORT_CHAT_URL } from '../lib/env';
import { expect, POLL, test } from '../lib/fixtures';
import { becomeMember, createAccount, generateInviteCode, signIn } from '../lib/flows';

const PASSWORD = 'a-long-enough-password';
/**
 * The QUICK_EXIT_URL the journeys' server runs with (a run-time setting, not the build's default
 * https://www.bbc.com/weather); stubbed so nothing leaves the machine.
 */
const NEUTRAL_SITE = QUICK_EXIT_URL;
const PRODUCT_TITLE = /Psyop-Free Economy/;

/** Answers the neutral site locally, for every page of this browser context. */
async function stubNeutralSite(page: Page) {
  await page.context().route(`${NEUTRAL_SITE}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><head><title>Weather</title></head><body><h1>Weather</h1></body></html>' }),
  );
}

/** After a quick exit: the neutral site is showing, and Back does not lead to the platform. */
async function expectLeft(page: Page, baseUrl: string) {
  await page.waitForURL(`${NEUTRAL_SITE}**`);
  await expect(page.getByRole('heading', { name: 'Weather' })).toBeVisible();
  await page.goBack().catch(() => null);
  expect(page.url().startsWith(baseUrl), `Back led to ${page.url()}`).toBe(false);
}

async function newMember(page: Page, ctx: Parameters<Parameters<typeof test>[2]>[0]['ctx'], firstName: string) {
  const code = await generateInviteCode(ctx);
  const email = ctx.uniqueEmail(firstName.toLowerCase());
  await becomeMember(page, { email, code, firstName, password: PASSWORD });
  return email;
}

/** Whether this browser's session is still signed in (the same cookies as the page's). */
const sessionStatus = (page: Page) => page.request.get('/api/auth/user').then((r) => r.status());

/** The Quick exit button is on screen and nothing covers it: the topmost element at its centre is the button. */
async function expectQuickExitOnTop(page: Page, where: string) {
  const exit = page.getByRole('button', { name: 'Quick exit' });
  await expect(exit, `Quick exit in the accessibility tree (${where})`).toBeVisible();
  const onTop = await exit.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(onTop, `Quick exit is the topmost element at its centre (${where})`).toBe(true);
}

/** The member pages of the shell (every app's home among them). */
const MEMBER_PAGES = ['/', '/services', '/payments', '/settings', '/apps/supportmatch', '/apps/sleepstories', '/apps/lighthouse', '/apps/socketrelay'];

// Each journey makes its own members: they may run on two workers at once.
test.describe.configure({ mode: 'parallel' });

test('Quick exit by the button and by Escape three times leaves for a neutral site; Back does not return', async ({ ctx }) => {
  // The landing page, opened directly: the button is at the top and the first thing Tab reaches.
  const visitor = await ctx.page({ viewport: PHONE });
  await stubNeutralSite(visitor);
  await visitor.goto('/');
  const exit = visitor.getByRole('button', { name: 'Quick exit' });
  await expect(exit).toBeVisible();
  await visitor.keyboard.press('Tab');
  await expect(exit).toBeFocused();
  await ctx.screenshot(visitor, 'landing-quick-exit-375');
  await checkA11y(visitor, 'landing with quick exit');
  await exit.click();
  await expectLeft(visitor, ctx.baseUrl);

  // The sign-in page: Escape three times.
  const signInPage = await ctx.page();
  await stubNeutralSite(signInPage);
  await signInPage.goto('/login');
  await expect(signInPage.getByRole('button', { name: 'Quick exit' })).toBeVisible();
  await signInPage.keyboard.press('Escape');
  await signInPage.keyboard.press('Escape');
  await expect(signInPage).toHaveURL(/\/login$/); // two presses are not enough
  await signInPage.keyboard.press('Escape');
  await expectLeft(signInPage, ctx.baseUrl);

  // A member page, opened in a new tab of a signed-in browser: the shortcut, and the cached data goes with the page.
  // This tab stays open when the other one ends the shared session: its bell's next poll is a 401.
  const member = await ctx.page({ allow: [{ status: 401, path: '/api/notifications' }] });
  await newMember(member, ctx, 'Ash');
  const tab = await member.context().newPage();
  await stubNeutralSite(tab);
  await tab.goto('/payments');
  await expect(tab.getByRole('heading', { name: 'My Payments' })).toBeVisible();
  await expectQuickExitOnTop(tab, 'payments in a new tab');
  for (let i = 0; i < 3; i += 1) await tab.keyboard.press('Escape');
  await expectLeft(tab, ctx.baseUrl);
  // Escape three times also ended the session (a sign-out beacon that outlived the page).
  await expect.poll(() => sessionStatus(member), POLL).toBe(401);

  // The admin console has no Quick exit.
  const admin = await ctx.page();
  await signIn(admin, ctx.admin);
  await expect(admin.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Quick exit' })).toHaveCount(0);
});

/**
 * A discreet tab reads one of two neutral titles: "Notes", or "You have an update" while something is
 * unread (issue 20); outside discreet mode an unread count leads the title ("(1) Settings · …").
 */
const NEUTRAL_TITLES = /^(Notes|You have an update)$/;

test('Discreet mode: neutral tab title and icon on every page, from the first paint, until it is turned off', async ({ ctx }) => {
  const page = await ctx.page({ viewport: PHONE });
  await newMember(page, ctx, 'Rowan');
  await expect(page).toHaveTitle(PRODUCT_TITLE);

  // The profile card leads to Settings.
  await page.getByRole('region', { name: 'Profile' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^(\(\d+\) )?Settings · Psyop-Free Economy$/);
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByText('This device')).toBeVisible();
  await ctx.screenshot(page, 'settings-375');
  await checkA11y(page, 'settings');

  await page.getByRole('switch', { name: 'Use a neutral tab title and icon' }).check();
  await expect(page).toHaveTitle(NEUTRAL_TITLES);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/neutral-icon.svg');

  // Every page, and history entries, read the same neutral title.
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.getByRole('link', { name: 'My Payments' }).click();
  await expect(page.getByRole('heading', { name: 'My Payments' })).toBeVisible();
  await expect(page).toHaveTitle(NEUTRAL_TITLES);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(NEUTRAL_TITLES);

  // From the first paint: with the app's bundle held back, the tab is already neutral.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/services', { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => document.title)).toBe('Notes');
  expect(await page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href'))).toBe('/neutral-icon.svg');
  await expect(page.getByRole('heading', { name: 'Services' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(NEUTRAL_TITLES);

  // The setting follows the member to another browser.
  const elsewhere = await ctx.page();
  const email = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()).then((u) => u.email as string));
  await signIn(elsewhere, { email, password: PASSWORD });
  await expect(elsewhere.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await expect(elsewhere).toHaveTitle(NEUTRAL_TITLES);

  // Turned off: the product's titles come back.
  await page.goto('/settings');
  const discreet = page.getByRole('switch', { name: 'Use a neutral tab title and icon' });
  await expect(discreet).toBeChecked();
  await discreet.uncheck();
  await expect(page).toHaveTitle(/^(\(\d+\) )?Settings · Psyop-Free Economy$/);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
});

test('A member adds a passkey, signs in with it (virtual authenticator), signs out another device and deletes the account', async ({ ctx }) => {
  const page = await ctx.page({ allow: [{ status: 400, path: '/api/account' }, { status: 400, path: '/api/account/passkeys/registration-options' }] });
  const email = await newMember(page, ctx, 'Linden');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  // Another device signed in too.
  const phone = await ctx.page({ viewport: PHONE });
  await signIn(phone, { email, password: PASSWORD });
  await expect(phone.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();

  // Settings from the sidebar.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByLabel('Passkey name').fill('Test laptop');
  // A session alone cannot add a passkey: the password is asked first.
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Enter your password to confirm')).toBeVisible();
  await page.getByLabel('Password to add a passkey').fill('not-the-password');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('That password is not correct')).toBeVisible();
  await page.getByLabel('Password to add a passkey').fill(PASSWORD);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText('Test laptop')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText(/\(this session\)/)).toBeVisible();

  // A sign-out link on another site (127.0.0.1 is another site than localhost) ends nothing: it asks.
  const elsewhere = new URL(page.url());
  elsewhere.hostname = '127.0.0.1';
  elsewhere.pathname = '/api/health';
  await page.goto(elsewhere.toString());
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'win a prize';
    document.body.append(link);
    link.click();
  }, new URL('/api/logout', page.url().replace('127.0.0.1', 'localhost')).toString());
  await page.waitForURL((url) => url.hostname === 'localhost' && url.pathname === '/logout');
  await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
  await checkA11y(page, 'confirm log out');
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // Sign out the other device from here.
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await devices.getByRole('button', { name: /^Sign out / }).click();
  await expect(page.getByText('Device signed out', { exact: true })).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect((await phone.request.get('/api/auth/user')).status()).toBe(401);

  // Log out, then sign in with the passkey alone.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText(/last used/)).toBeVisible();

  // Deletion asks for the password and says what is erased and kept; a wrong one changes nothing.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText(/Kept, without your name/)).toBeVisible();
  await checkA11y(page, 'delete account dialog');
  await dialog.getByLabel('Your password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not correct')).toBeVisible();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Quick exit' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  const again = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(again.status()).toBe(401);
});

test('An account without an invite can still reach its settings, and delete itself', async ({ ctx }) => {
  const page = await ctx.page({ viewport: PHONE });
  const email = ctx.uniqueEmail('no-invite');
  await createAccount(page, { email, password: PASSWORD });
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick exit' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByText('This device')).toBeVisible();
  await checkA11y(page, 'settings without an invite');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Sign In Securely' }).or(page.getByRole('button', { name: 'Sign In Securely' }))).toBeVisible();
  // The landing page says what happened (issue 21 item 14), once: a reload shows the page alone.
  await expect(page.getByRole('status').getByText('Your account has been deleted.')).toBeVisible();
  await ctx.screenshot(page, 'account-deleted-phone');
  await checkA11y(page, 'landing after account deletion');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In Securely' })).toBeVisible();
  await expect(page.getByText('Your account has been deleted.')).toBeHidden();
});

test('After quick exit the session has ended and Back shows no member data; the page is never stored; the links follow the server', async ({ ctx }) => {
  const page = await ctx.page({ viewport: PHONE });
  await stubNeutralSite(page);
  const email = await newMember(page, ctx, 'Wren');
  // The page is never kept by the browser (no back-forward cache with a member's data on it).
  const document = await page.request.get('/payments');
  expect(document.headers()['cache-control']).toBe('no-store');
  expect(document.headers()['content-security-policy']).toMatch(/img-src 'self' data:(;|$)/);

  // A member page with the member's own data, reached inside the app.
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByText('This device')).toBeVisible();
  await page.getByRole('button', { name: 'Quick exit' }).click();
  await page.waitForURL(`${NEUTRAL_SITE}**`);
  await expect.poll(() => sessionStatus(page), POLL).toBe(401);

  // Back: the platform's earlier page, signed out, is the neutral page (issue 27): no member screen,
  // name, email or device list, and neither the product's nor a sub-app's name.
  const neutral = async () => {
    await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Notes');
    await expect(page.getByRole('button', { name: 'Sign In Securely' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'My Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toHaveCount(0);
    const shown = await page.content();
    expect(shown).not.toContain(email);
    expect(shown).not.toContain('Wren');
    expect(shown).not.toMatch(PRODUCT_TITLE);
  };
  await page.goBack();
  await neutral();
  await ctx.screenshot(page, 'back-after-quick-exit-375');
  // Forward and Back again: still nothing of the member.
  await page.goForward();
  await page.waitForURL(`${NEUTRAL_SITE}**`);
  await page.goBack();
  await neutral();

  // Someone who comes here on purpose sees the landing page.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In Securely' })).toBeVisible();
  // The support link is the server's run-time setting too.
  await expect(page.getByRole('link', { name: 'Contact our support coordinator for secure access' })).toHaveAttribute('href', SUPPORT_CHAT_URL);
});

test('"Quick exit keeps me signed in": off by default, said on the Settings page with what quick exit cannot hide; on, the session stays', async ({ ctx }) => {
  const page = await ctx.page({ viewport: PHONE });
  await stubNeutralSite(page);
  await newMember(page, ctx, 'Juniper');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Quick exit' });
  await expect(section.getByText(/It does not delete this website from your browser history/)).toBeVisible();
  const keep = section.getByRole('switch', { name: 'Quick exit keeps me signed in' });
  await expect(keep).not.toBeChecked();
  await keep.check();
  await expect.poll(() => page.request.get('/api/account/settings').then((r) => r.json()), POLL).toMatchObject({ quickExitKeepsSignedIn: true });
  await ctx.screenshot(page, 'settings-quick-exit-375');
  await checkA11y(page, 'settings with the quick exit section');

  await page.goto('/payments');
  await expect(page.getByRole('heading', { name: 'My Payments' })).toBeVisible();
  await page.getByRole('button', { name: 'Quick exit' }).click();
  await page.waitForURL(`${NEUTRAL_SITE}**`);
  expect(await sessionStatus(page), 'the member chose to stay signed in').toBe(200);
});

test('Quick exit is on top of the menu drawer on every member page, of dialogs and menus, and works under a dialog at 375 px', async ({ ctx }) => {
  const page = await ctx.page({ viewport: PHONE });
  await stubNeutralSite(page);
  await newMember(page, ctx, 'Alder');
  for (const path of MEMBER_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectQuickExitOnTop(page, path);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectQuickExitOnTop(page, `${path} with the menu drawer open`);
  }
  await ctx.screenshot(page, 'drawer-open-quick-exit-375');
  await checkA11y(page, 'menu drawer open with quick exit', { widths: 'current' });

  // The header's colour menu.
  await page.goto('/payments');
  await expect(page.getByRole('heading', { name: 'My Payments' })).toBeVisible();
  await page.getByRole('button', { name: 'Appearance' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectQuickExitOnTop(page, 'colour menu open');

  // A dialog: the button stays reachable (not hidden from assistive technology), and a tap leaves and signs out.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  await expectQuickExitOnTop(page, 'delete dialog open');
  await ctx.screenshot(page, 'dialog-open-quick-exit-375');
  await checkA11y(page, 'dialog open with quick exit', { widths: 'current' });
  await page.getByRole('button', { name: 'Quick exit' }).click();
  await page.waitForURL(`${NEUTRAL_SITE}**`);
  await expect.poll(() => sessionStatus(page), POLL).toBe(401);
});

test('Settings › Blocked members at 375 px: a block from an app is listed by the name she met them by, and unblocking asks first (issue 22)', async ({ ctx }) => {
  const page = await ctx.page({ viewport: PHONE });
  const other = await ctx.page();
  await newMember(page, ctx, 'Hazel');
  await newMember(other, ctx, 'Rowan');
  const relay = { city: 'Portland', state: 'Oregon', country: 'United States' };
  for (const [p, displayName] of [[page, 'Relay Hazel'], [other, 'Relay Rowan']] as const) {
    expect((await p.request.post('/api/socketrelay/profile', { data: { ...relay, displayName } })).status()).toBe(201);
  }
  const rowan = await (await other.request.get('/api/auth/user')).json();
  // Hazel met Rowan in SocketRelay (she took Rowan's request): the list names Rowan only as SocketRelay showed her (issue 27).
  const request = await (await other.request.post('/api/socketrelay/requests', { data: { description: 'A warm coat' } })).json();
  expect((await page.request.post(`/api/socketrelay/requests/${request.id}/fulfill`)).status()).toBe(201);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Blocked members' });
  await expect(section.getByText("You haven't blocked anyone.")).toBeVisible();

  expect((await page.request.post('/api/blocks', { data: { userId: rowan.id, reason: 'journey block' } })).status()).toBe(201);
  await page.reload();
  const row = section.getByRole('listitem', { name: 'Relay Rowan' });
  await expect(row.getByText('Reason: journey block', { exact: true })).toBeVisible();
  await expect(row.getByText('Met in SocketRelay as Relay Rowan', { exact: true })).toBeVisible();
  // Only what she met them by: never the account's name or email.
  await expect(section).not.toContainText(rowan.email);
  await section.scrollIntoViewIfNeeded();
  await ctx.screenshot(page, 'settings-blocked-members-375');
  await checkA11y(page, 'settings with a blocked member');

  await row.getByRole('button', { name: 'Unblock Relay Rowan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unblock Relay Rowan?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkA11y(page, 'unblock confirmation', { widths: 'current' });
  await confirm.getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(section.getByText("You haven't blocked anyone.")).toBeVisible();
  await expect(page.getByText('Relay Rowan unblocked')).toBeVisible();
  expect(await (await page.request.get('/api/blocks')).json()).toEqual([]);
});
