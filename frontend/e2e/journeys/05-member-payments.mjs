import { assert, hidden, visible } from '../lib/expect.mjs';
import { createAccount, generateInviteCode, signIn } from '../lib/flows.mjs';

export const title = 'a new member redeems an invite, the admin records a payment → /payments, dashboard profile card, /services';

const PASSWORD = 'a-long-enough-password';

/** The admin records a payment through the API (the admin console's dialog is tested on its own). */
async function recordPayment(ctx, userId) {
  const page = await ctx.page();
  const login = await page.request.post('/api/auth/login', { data: ctx.admin });
  if (!login.ok()) throw new Error(`POST /api/auth/login answered ${login.status()}: ${await login.text()}`);
  const res = await page.request.post('/api/admin/payments', {
    data: { userId, amount: 12.5, paymentDate: new Date().toISOString(), paymentMethod: 'venmo', notes: 'First month' },
  });
  if (!res.ok()) throw new Error(`POST /api/admin/payments answered ${res.status()}: ${await res.text()}`);
  const payment = await res.json();
  await page.close();
  return payment;
}

/** "MMM d, yyyy" in the browser's (and this process's) time zone, e.g. "Nov 21, 2026". */
const shortDate = (iso) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const stat = (page, name) => page.getByRole('region', { name });

export async function run(ctx) {
  const code = await generateInviteCode(ctx);
  const email = ctx.uniqueEmail('member');
  const masked = `m••••@${email.split('@')[1]}`;

  // A new member creates an account and redeems the invite in the browser.
  const page = await ctx.page();
  await createAccount(page, { email, password: PASSWORD, firstName: 'Robin' });
  await page.getByLabel('Invite code').fill(code);
  await page.getByRole('button', { name: 'Submit Code' }).click();
  await visible(page.getByText('Welcome back, Robin'));

  // Nothing paid yet.
  await page.getByRole('link', { name: 'My Payments' }).click();
  await visible(page.getByRole('heading', { name: 'My Payments' }));
  await visible(page.getByText('No payments yet'));
  await visible(page.getByText('Your payment history will appear here once payments are recorded'));
  await visible(stat(page, 'Total Payments').getByText('0', { exact: true }));

  const me = await (await page.request.get('/api/auth/user')).json();
  const payment = await recordPayment(ctx, me.id);
  assert.equal(payment.amount, '12.50');

  // The list is cached for the session (spec §7); a reload shows the new payment.
  await page.reload();
  const table = page.getByRole('table', { name: 'Payment History' });
  await visible(table, 'the Payment History table');
  const cells = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
  assert.deepEqual(cells, ['$12.50', 'venmo', shortDate(payment.paymentDate), 'First month']);
  assert.equal(await table.getByRole('row').count(), 2, 'a header row and one payment');
  await visible(stat(page, 'Monthly Rate').getByText('$1.00', { exact: true }));
  await visible(stat(page, 'Status').getByText('Active', { exact: true }));
  await visible(stat(page, 'Total Payments').getByText('1', { exact: true }));
  await ctx.screenshot(page, 'payments-desktop');

  // The dashboard's profile card: the masked email with a reveal toggle, the rate, the locked price.
  await page.getByRole('link', { name: 'My Dashboard' }).click();
  const profile = page.getByRole('region', { name: 'Profile' });
  await visible(profile.getByText(masked, { exact: true }), `the masked email ${masked}`);
  assert.equal(await page.getByText(email).count(), 0, 'the full email is hidden until revealed');
  await visible(profile.getByText('$1.00/month', { exact: true }));
  await visible(profile.getByText('Active', { exact: true }));
  await visible(page.getByText('Your grandfathered rate: $1.00/month'));
  await visible(page.getByText('Pricing Locked'));
  await ctx.screenshot(page, 'dashboard-desktop');
  await profile.getByRole('button', { name: 'Show email' }).click();
  await visible(profile.getByText(email, { exact: true }), 'the revealed email');
  await profile.getByRole('button', { name: 'Hide email' }).click();
  await hidden(profile.getByText(email, { exact: true }), 'the email after hiding it again');

  // Browse Services leads to the four sub-apps.
  await page.getByRole('link', { name: /Browse Services/ }).click();
  await visible(page.getByRole('heading', { name: 'Available Services' }));
  const access = page.getByRole('link', { name: /^Access Service/ });
  assert.equal(await access.count(), 4, 'four "Access Service" buttons');
  const hrefs = await access.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  assert.deepEqual(hrefs, ['/apps/lighthouse', '/apps/sleepstories', '/apps/socketrelay', '/apps/supportmatch']);
  await ctx.screenshot(page, 'services-desktop');

  // On a phone the history is a stack of cards instead of a table.
  const phone = await ctx.page({ viewport: { width: 375, height: 740 } });
  await signIn(phone, { email, password: PASSWORD });
  await visible(phone.getByText('Welcome back, Robin'));
  await visible(phone.getByRole('region', { name: 'Profile' }).getByText(masked, { exact: true }));
  await ctx.screenshot(phone, 'dashboard-phone');
  await phone.goto('/payments');
  const cards = phone.getByRole('list', { name: 'Payment History' });
  await visible(cards, 'the payment cards');
  assert.equal(await phone.getByRole('table').count(), 0, 'no table below 768 px');
  for (const text of ['$12.50', 'venmo', 'First month', shortDate(payment.paymentDate)]) {
    await visible(cards.getByText(text, { exact: true }), text);
  }
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0, 'no horizontal scrolling at 375 px');
  await ctx.screenshot(phone, 'payments-phone');
}
