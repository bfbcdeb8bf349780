import { assert, eventually, visible } from '../lib/expect.mjs';
import { choose, seeToast, signInAsAdmin } from '../lib/admin-console.mjs';
import { createAccount } from '../lib/flows.mjs';

export const title = 'admin console: generate and copy an invite code, a new user redeems it, the admin records a payment → the member sees it on /payments';

const COPY = /^Copy invite code /;

/** "MMM d, yyyy" in the browser's (and this process's) time zone. */
const shortDate = (date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

async function copyButtonCodes(page) {
  const labels = await page.getByRole('button', { name: COPY }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  return labels.map((label) => label.replace('Copy invite code ', ''));
}

export async function run(ctx) {
  // The admin opens the console from the member sidebar's Administration group.
  const admin = await signInAsAdmin(ctx);
  await admin.getByRole('link', { name: 'Invite Codes' }).click();
  await visible(admin.getByRole('heading', { name: 'Invite Code Management' }));
  assert.equal(new URL(admin.url()).pathname, '/admin/invites');
  await visible(admin.getByText('Generate New Code', { exact: true }));
  await visible(admin.getByText('Recent Invite Codes', { exact: true }));
  await admin.getByText('Loading invite codes...').waitFor({ state: 'detached' });
  const before = await copyButtonCodes(admin);

  // Generate a code in the UI; it is the newest of the list.
  await admin.getByRole('button', { name: 'Generate Code' }).click();
  await seeToast(admin, 'Invite code generated successfully', 'Success');
  await eventually(async () => (await copyButtonCodes(admin)).filter((c) => !before.includes(c)).length, 1, 'one new code in the list');
  const code = (await copyButtonCodes(admin)).find((c) => !before.includes(c));
  assert.match(code, /^[A-HJ-NP-Z2-9]{12}$/, 'a 12-character code without look-alikes');
  assert.equal((await copyButtonCodes(admin))[0], code, 'the new code is listed first');
  await ctx.screenshot(admin, 'invites-generated');

  // Copy it with the copy button: "Copied" toast, a check mark, and the code on the clipboard.
  await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.baseUrl });
  await admin.getByRole('button', { name: `Copy invite code ${code}` }).click();
  await seeToast(admin, 'Invite code copied to clipboard', 'Copied');
  await visible(admin.getByRole('button', { name: `Copied ${code}` }), 'the check mark');
  assert.equal(await admin.evaluate(() => navigator.clipboard.readText()), code);
  await visible(admin.getByRole('button', { name: `Copy invite code ${code}` }), 'the copy icon again after 2 seconds');
  await ctx.screenshot(admin, 'invite-copied');

  // A new user, in another browser context, creates an account and redeems the copied code.
  const email = ctx.uniqueEmail('quinn');
  const member = await ctx.page();
  await createAccount(member, { email, firstName: 'Quinn' });
  await member.getByLabel('Invite code').fill(code);
  await member.getByRole('button', { name: 'Submit Code' }).click();
  await visible(member.getByRole('status').filter({ hasText: 'Welcome!' }), 'the "Welcome!" toast');
  await visible(member.getByText('Welcome back, Quinn'));

  // The admin sees the code used up, then records a payment for the new member in the dialog.
  await admin.reload();
  await visible(admin.getByRole('row').filter({ hasText: code }).getByText('Fully Used'), 'the redeemed code as Fully Used');
  await admin.getByRole('menuitem', { name: 'Payments' }).click();
  await visible(admin.getByRole('heading', { name: 'Payment Tracking' }));
  assert.equal(new URL(admin.url()).pathname, '/admin/payments');
  await admin.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Record Payment' });
  await visible(dialog);
  const submit = dialog.getByRole('button', { name: 'Record Payment' });
  assert.equal(await submit.isDisabled(), true, 'submit is disabled without a user and an amount');
  await dialog.getByRole('combobox', { name: 'User' }).fill(email);
  await admin.getByRole('option', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await dialog.getByLabel('Amount').fill('15');
  await choose(admin, 'Payment Method', 'zelle');
  await dialog.getByLabel('Notes').fill('Paid at the meetup');
  await submit.click();
  await seeToast(admin, 'Payment recorded successfully', 'Success');
  await visible(admin.getByRole('row').filter({ hasText: 'Quinn' }).getByText('$15.00'), 'the payment in Recent Payments');
  await ctx.screenshot(admin, 'payment-recorded');

  // The member sees it on /payments.
  await member.goto('/payments');
  const table = member.getByRole('table', { name: 'Payment History' });
  await visible(table, 'the Payment History table');
  const cells = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
  assert.deepEqual(cells, ['$15.00', 'zelle', shortDate(new Date()), 'Paid at the meetup']);
  await ctx.screenshot(member, 'member-payments');
}
