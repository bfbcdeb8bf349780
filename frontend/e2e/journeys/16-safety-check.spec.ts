import { checkA11y, PHONE } from '../lib/a11y';
import { expect, POLL, test } from '../lib/fixtures';
import { adminApiPage, becomeMember, createInviteCode } from '../lib/flows';

const PASSWORD = 'a-long-enough-password';
const NEW_PASSWORD = 'my-fresh-long-password';

/**
 * Issue 27, Safety Check at 375 px: from Settings she sees every way into her account, secures it
 * (another device is signed out at once), and after a reset link signing in leads her there; the
 * reset page says her passkeys were removed. axe on the page and on the dialog.
 */
test('Safety Check lists every way in, secures the account, and is where a reset leads', async ({ ctx }) => {
  const adminPage = await adminApiPage(ctx);
  const member = await ctx.page({ viewport: PHONE });
  const email = ctx.uniqueEmail('safety');
  await becomeMember(member, { email, code: await createInviteCode(adminPage), firstName: 'Wren', password: PASSWORD });

  // Someone else signed in to her account (through the API only: that device shows no page).
  const other = await ctx.page();
  expect((await other.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);

  await member.goto('/settings');
  await member.getByRole('link', { name: 'Open Safety Check' }).click();
  await expect(member).toHaveURL(/\/settings\/safety-check$/);
  await expect(member.getByRole('heading', { name: 'Safety Check', level: 1 })).toBeVisible();
  await expect(member.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(2);
  await expect(member.getByText('No reset link is waiting to be used.')).toBeVisible();
  await expect(member.getByText(email, { exact: true })).toBeVisible();
  // Nothing wider than the phone's screen.
  expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await ctx.screenshot(member, 'safety-check-375');
  await checkA11y(member, 'safety check');

  await member.getByRole('button', { name: 'Secure my account' }).click();
  const dialog = member.getByRole('dialog', { name: 'Secure my account' });
  await expect(dialog).toBeVisible();
  await checkA11y(member, 'secure my account dialog');
  await dialog.getByLabel(/Your password/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Secure my account' }).click();
  await expect(member.getByRole('status')).toContainText('Your account is secured: 1 other device signed out, 0 passkeys removed, 0 reset links stopped.');
  await expect.poll(async () => (await other.request.get('/api/auth/user')).status(), POLL).toBe(401);
  await expect(member.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(1);

  // Locked out later: a reset link (made by an admin here), then signing in leads to Safety Check.
  const { id } = await (await member.request.get('/api/auth/user')).json();
  const link = await adminPage.request.post(`/api/admin/users/${id}/password-reset-link`);
  expect(link.status()).toBe(201);
  const url = new URL((await link.json()).url);
  await member.close();
  const visitor = await ctx.page({ viewport: PHONE });
  await visitor.goto(url.pathname + url.search);
  await visitor.locator('input[name="password"]').fill(NEW_PASSWORD);
  await visitor.locator('input[name="repeat"]').fill(NEW_PASSWORD);
  await visitor.getByRole('button', { name: 'Set new password' }).click();
  await expect(visitor.getByRole('status')).toContainText('Passkeys added to this account were removed. Add yours again in Settings.');
  await visitor.getByRole('link', { name: 'Sign in' }).click();
  await visitor.getByLabel('Email').fill(email);
  await visitor.locator('input[name="password"]').fill(NEW_PASSWORD);
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor).toHaveURL(/\/settings\/safety-check$/);
  await expect(visitor.getByRole('heading', { name: 'Safety Check', level: 1 })).toBeVisible();

  // The shell's safety area (the sidebar, beside Log Out) leads here too.
  await visitor.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(visitor.getByRole('link', { name: 'Safety Check' })).toBeVisible();
});
