import { visible } from './expect.mjs';
import { signIn } from './flows.mjs';

/** Steps of the admin console journeys. */

/** Signs the runner's admin in through /login and waits for the member dashboard. */
export async function signInAsAdmin(ctx, options) {
  const page = await ctx.page(options);
  await signIn(page, ctx.admin);
  await visible(page.getByRole('heading', { name: 'My Dashboard' }));
  return page;
}

/** The console's toast (react-admin notification area) with a title and a text. */
export function toast(page, text) {
  return page.locator('.MuiSnackbar-root').filter({ hasText: text });
}

/** Waits for a console toast showing `text` (and `title`, when given). */
export async function seeToast(page, text, title) {
  const shown = toast(page, text);
  await visible(shown, `the toast "${title ? `${title}: ` : ''}${text}"`);
  if (title) await visible(shown.getByText(title, { exact: true }), `the toast title "${title}"`);
  return shown;
}

/** Chooses `option` in the MUI select labelled `label`. */
export async function choose(page, label, option) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Horizontal overflow of the document in px (0 when nothing scrolls sideways). */
export function horizontalOverflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function ok(res, what) {
  if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

/**
 * A member made through the API only: an account in its own browser context, an invite from
 * `adminPage` (see flows.mjs adminApiPage) redeemed, and, when given, a SupportMatch profile.
 * Returns the member's page (signed in) and user.
 */
export async function memberViaApi(ctx, adminPage, { firstName, profile }) {
  const page = await ctx.page();
  const invite = await ok(await adminPage.request.post('/api/admin/invites', { data: { maxUses: 1 } }), 'POST /api/admin/invites');
  const user = await ok(
    await page.request.post('/api/auth/register', { data: { email: ctx.uniqueEmail(firstName.toLowerCase()), password: 'a-long-enough-password', firstName, lastName: 'Tester' } }),
    'POST /api/auth/register',
  );
  await ok(await page.request.post('/api/redeem-invite', { data: { code: invite.code } }), 'POST /api/redeem-invite');
  if (profile) await ok(await page.request.post('/api/supportmatch/profile', { data: profile }), 'POST /api/supportmatch/profile');
  return { page, user };
}
