import { checkA11y } from '../lib/a11y';
import { expect, POLL, test } from '../lib/fixtures';
import { createAccount } from '../lib/flows';

test('landing → create account → invite screen → log out', async ({ ctx }) => {
  // Redeeming a made-up code is refused by the server (4xx), which the browser logs.
  const page = await ctx.page({ allow: [{ path: '/api/redeem-invite' }] });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Welcome to the world's first psyop-free TI economy" })).toBeVisible();
  const support = page.getByRole('link', { name: 'Contact our support coordinator for secure access' });
  expect(await support.getAttribute('target')).toBe('_blank');
  expect(await support.getAttribute('rel')).toBe('noopener noreferrer');
  await ctx.screenshot(page, 'landing');
  await checkA11y(page, 'landing');

  await page.getByRole('button', { name: 'Sign In Securely' }).click();
  await page.waitForURL('**/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await checkA11y(page, 'login');

  await createAccount(page, { email: ctx.uniqueEmail('member'), firstName: 'Robin' }, { fromLogin: true });
  await expect(page.getByText('This platform is invite-only for your security. Please enter your invite code to continue.')).toBeVisible();
  await expect(page.getByText("Contact your support coordinator if you don't have an invite code.")).toBeVisible();
  const input = page.getByLabel('Invite code');
  const submit = page.getByRole('button', { name: 'Submit Code' });
  expect(await submit.isDisabled(), 'Submit Code starts disabled').toBe(true);

  await input.pressSequentially('abcdefghijk');
  expect(await input.inputValue(), 'the code is forced to uppercase').toBe('ABCDEFGHIJK');
  expect(await submit.isDisabled(), 'Submit Code is disabled at 11 characters').toBe(true);
  await input.pressSequentially('lmn');
  expect(await input.inputValue(), 'the code stops at 12 characters').toBe('ABCDEFGHIJKL');
  expect(await submit.isEnabled(), 'Submit Code is enabled at 12 characters').toBe(true);
  await ctx.screenshot(page, 'invite-code');
  await checkA11y(page, 'invite code');

  await submit.click();
  const toast = page.getByRole('alert').filter({ hasText: 'Invalid Code' });
  await expect(toast, 'the "Invalid Code" toast').toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invite Code Required' })).toBeVisible();
  await ctx.screenshot(page, 'invalid-code');
  await checkA11y(page, 'invite code: invalid-code toast', { widths: 'current' });

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In Securely' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  // The session is gone on the server too.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In Securely' })).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => /pfe\.sid$/.test(c.name)), { ...POLL, message: 'session cookie cleared' })
    .toBe(false);
  // What stays is the device cookie (this browser has signed in to that account: its own sign-in
  // budget, docs/sessions.md), and nothing else of hers.
  const kept = (await page.context().cookies()).filter((c) => c.name !== 'sidebar_state' && c.httpOnly).map((c) => c.name);
  expect(kept).toEqual(['pfe.device']);
});
