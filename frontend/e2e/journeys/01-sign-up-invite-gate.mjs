import { assert, eventually, visible } from '../lib/expect.mjs';
import { createAccount } from '../lib/flows.mjs';

export const title = 'landing → create account → invite screen → log out';

export async function run(ctx) {
  // Redeeming a made-up code is refused by the server (4xx), which the browser logs.
  const page = await ctx.page({ allow: [{ path: '/api/redeem-invite' }] });

  await page.goto('/');
  await visible(page.getByRole('heading', { name: "Welcome to the world's first psyop-free TI economy" }));
  const support = page.getByRole('link', { name: 'Contact our support coordinator for secure access' });
  assert.equal(await support.getAttribute('target'), '_blank');
  assert.equal(await support.getAttribute('rel'), 'noopener noreferrer');
  await ctx.screenshot(page, 'landing');

  await page.getByRole('button', { name: 'Sign In Securely' }).click();
  await page.waitForURL('**/login');

  await createAccount(page, { email: ctx.uniqueEmail('member'), firstName: 'Robin' }, { fromLogin: true });
  await visible(page.getByText('This platform is invite-only for your security. Please enter your invite code to continue.'));
  await visible(page.getByText("Contact your support coordinator if you don't have an invite code."));
  const input = page.getByLabel('Invite code');
  const submit = page.getByRole('button', { name: 'Submit Code' });
  assert.equal(await submit.isDisabled(), true, 'Submit Code starts disabled');

  await input.pressSequentially('abcdefghijk');
  assert.equal(await input.inputValue(), 'ABCDEFGHIJK', 'the code is forced to uppercase');
  assert.equal(await submit.isDisabled(), true, 'Submit Code is disabled at 11 characters');
  await input.pressSequentially('lmn');
  assert.equal(await input.inputValue(), 'ABCDEFGHIJKL', 'the code stops at 12 characters');
  assert.equal(await submit.isEnabled(), true, 'Submit Code is enabled at 12 characters');
  await ctx.screenshot(page, 'invite-code');

  await submit.click();
  const toast = page.getByRole('alert').filter({ hasText: 'Invalid Code' });
  await visible(toast, 'the "Invalid Code" toast');
  await visible(page.getByRole('heading', { name: 'Invite Code Required' }));
  await ctx.screenshot(page, 'invalid-code');

  await page.getByRole('button', { name: 'Log Out' }).click();
  await visible(page.getByRole('button', { name: 'Sign In Securely' }));
  assert.equal(new URL(page.url()).pathname, '/');
  // The session is gone on the server too.
  await page.reload();
  await visible(page.getByRole('button', { name: 'Sign In Securely' }));
  await eventually(async () => (await page.context().cookies()).some((c) => c.name !== 'sidebar_state' && c.httpOnly), false, 'session cookie cleared');
}
