import type { APIResponse, Locator, Page } from '@playwright/test';
import { expect, type AllowedError, type JourneyContext, type PageOptions } from './fixtures';
import { signIn } from './flows';

/** Steps of the admin console journeys. */

/** Signs the journeys' admin in through /login and waits for the member dashboard. */
export async function signInAsAdmin(ctx: JourneyContext, options?: PageOptions): Promise<Page> {
  const page = await ctx.page(options);
  await signIn(page, ctx.admin);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  return page;
}

/**
 * A page signed in as the journeys' admin through the API (its context's cookies), with nothing
 * loaded yet: for a journey that opens a console page at once and is not about signing in (02 and
 * 20 sign in through /login).
 */
export async function adminConsolePage(ctx: JourneyContext, options?: PageOptions): Promise<Page> {
  const page = await ctx.page(options);
  await ok(await page.request.post('/api/auth/login', { data: ctx.admin }), 'POST /api/auth/login');
  return page;
}

/** The console's toast (react-admin notification area) with a title and a text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.MuiSnackbar-root').filter({ hasText: text });
}

/** Waits for a console toast showing `text` (and `title`, when given). */
export async function seeToast(page: Page, text: string, title?: string): Promise<Locator> {
  const shown = toast(page, text);
  await expect(shown, `the toast "${title ? `${title}: ` : ''}${text}"`).toBeVisible();
  if (title) await expect(shown.getByText(title, { exact: true }), `the toast title "${title}"`).toBeVisible();
  return shown;
}

/** Chooses `option` in the MUI select labelled `label`. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Horizontal overflow of the document in px (0 when nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function ok(res: APIResponse, what: string) {
  if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

/**
 * A member made through the API only: an account in its own browser context, an invite from
 * `adminPage` (see flows.ts adminApiPage) redeemed, and, when given, a SupportMatch profile.
 * Returns the member's page (signed in) and user. `allow`: failed requests the page may log (see ctx.page).
 */
export async function memberViaApi(
  ctx: JourneyContext,
  adminPage: Page,
  { firstName, profile, allow }: { firstName: string; profile?: Record<string, string>; allow?: AllowedError[] },
): Promise<{ page: Page; user: { id: string } }> {
  const page = await ctx.page({ allow });
  const invite = await ok(await adminPage.request.post('/api/admin/invites', { data: { maxUses: 1 } }), 'POST /api/admin/invites');
  const user = await ok(
    await page.request.post('/api/auth/register', { data: { email: ctx.uniqueEmail(firstName.toLowerCase()), password: 'a-long-enough-password', firstName, lastName: 'Tester' } }),
    'POST /api/auth/register',
  );
  await ok(await page.request.post('/api/redeem-invite', { data: { code: invite.code } }), 'POST /api/redeem-invite');
  if (profile) await ok(await page.request.post('/api/supportmatch/profile', { data: profile }), 'POST /api/supportmatch/profile');
  return { page, user };
}
