import type { Page } from '@playwright/test';
import { choose, seeToast, signInAsAdmin } from '../lib/admin-console';
import { checkA11y } from '../lib/a11y';
import { expect, POLL, test } from '../lib/fixtures';
import { createAccount, seeDashboardOf } from '../lib/flows';

const COPY = /^Copy invite code /;

/** "MMM d, yyyy" in the browser's (and this process's) time zone. */
const shortDate = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

async function copyButtonCodes(page: Page) {
  const labels = await page.getByRole('button', { name: COPY }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  return labels.map((label) => label!.replace('Copy invite code ', ''));
}

test('admin console: generate and copy an invite code, a new user redeems it, the admin records a payment → the member sees it on /payments', async ({ ctx }) => {
  // The admin opens the console from the member sidebar's Administration group.
  const admin = await signInAsAdmin(ctx);
  await admin.getByRole('link', { name: 'Invite Codes' }).click();
  await expect(admin.getByRole('heading', { name: 'Invite Code Management' })).toBeVisible();
  expect(new URL(admin.url()).pathname).toBe('/admin/invites');
  await expect(admin.getByText('Generate New Code', { exact: true })).toBeVisible();
  await expect(admin.getByText('Recent Invite Codes', { exact: true })).toBeVisible();
  await admin.getByText('Loading invite codes...').waitFor({ state: 'detached' });
  const before = await copyButtonCodes(admin);

  // Generate a code in the UI; it is the newest of the list.
  await admin.getByRole('button', { name: 'Generate Code' }).click();
  await seeToast(admin, 'Invite code generated successfully', 'Success');
  await expect
    .poll(async () => (await copyButtonCodes(admin)).filter((c) => !before.includes(c)).length, { ...POLL, message: 'one new code in the list' })
    .toBe(1);
  const code = (await copyButtonCodes(admin)).find((c) => !before.includes(c))!;
  expect(code, 'a 12-character code without look-alikes').toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
  expect((await copyButtonCodes(admin))[0], 'the new code is listed first').toBe(code);
  await ctx.screenshot(admin, 'invites-generated');
  await checkA11y(admin, 'console invites, a code generated');

  // Copy it with the copy button: "Copied" toast, a check mark, and the code on the clipboard.
  await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.baseUrl });
  await admin.getByRole('button', { name: `Copy invite code ${code}` }).click();
  await seeToast(admin, 'Invite code copied to clipboard', 'Copied');
  await expect(admin.getByRole('button', { name: `Copied ${code}` }), 'the check mark').toBeVisible();
  expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(admin.getByRole('button', { name: `Copy invite code ${code}` }), 'the copy icon again after 2 seconds').toBeVisible();
  await ctx.screenshot(admin, 'invite-copied');

  // A new user, in another browser context, creates an account and redeems the copied code.
  const email = ctx.uniqueEmail('quinn');
  const member = await ctx.page();
  await createAccount(member, { email, firstName: 'Quinn' });
  await member.getByLabel('Invite code').fill(code);
  await member.getByRole('button', { name: 'Submit Code' }).click();
  await expect(member.getByRole('status').filter({ hasText: 'Welcome!' }), 'the "Welcome!" toast').toBeVisible();
  await seeDashboardOf(member, 'Quinn');

  // The admin sees the code used up, then records a payment for the new member in the dialog.
  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: code }).getByText('Fully Used'), 'the redeemed code as Fully Used').toBeVisible();
  await checkA11y(admin, 'console invites, a code fully used');
  await admin.getByRole('menuitem', { name: 'Payments' }).click();
  await expect(admin.getByRole('heading', { name: 'Payment Tracking' })).toBeVisible();
  expect(new URL(admin.url()).pathname).toBe('/admin/payments');
  await admin.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Record Payment' });
  await expect(dialog).toBeVisible();
  await checkA11y(admin, 'console record payment dialog');
  const submit = dialog.getByRole('button', { name: 'Record Payment' });
  expect(await submit.isDisabled(), 'submit is disabled without a user and an amount').toBe(true);
  // Admins are never billed: the picker does not offer them.
  const picker = dialog.getByRole('combobox', { name: 'User' });
  await picker.fill(ctx.admin.email);
  await expect(admin.getByText('No users found', { exact: true }), 'no admin in the user picker').toBeVisible();
  await picker.fill(email);
  await expect(admin.getByRole('option', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  await checkA11y(admin, 'console record payment dialog, user picker open', { widths: 'current' });
  await admin.getByRole('option', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await dialog.getByLabel('Amount').fill('15');
  await choose(admin, 'Payment Method', 'Zelle');
  await dialog.getByLabel('Notes').fill('Paid at the meetup');
  await submit.click();
  await seeToast(admin, 'Payment recorded successfully', 'Success');
  await expect(admin.getByRole('row').filter({ hasText: 'Quinn' }).getByText('$15.00'), 'the payment in Recent Payments').toBeVisible();
  await ctx.screenshot(admin, 'payment-recorded');
  await checkA11y(admin, 'console payments, a payment recorded');

  // The member sees it on /payments.
  await member.goto('/payments');
  const table = member.getByRole('table', { name: 'Payment History' });
  await expect(table, 'the Payment History table').toBeVisible();
  const cells = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
  expect(cells).toEqual(['$15.00', 'Zelle', shortDate(new Date()), 'Paid at the meetup']);
  await ctx.screenshot(member, 'member-payments');
  await checkA11y(member, 'my payments, recorded from the console');
});
