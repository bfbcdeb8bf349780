import type { Page } from '@playwright/test';
import { checkA11y } from '../lib/a11y';
import { expect, test, type JourneyContext } from '../lib/fixtures';
import { createAccount, generateInviteCode, seeDashboardOf, signIn } from '../lib/flows';

const PASSWORD = 'a-long-enough-password';

/** The admin records a payment through the API (the admin console's dialog is tested on its own). */
async function recordPayment(ctx: JourneyContext, userId: string) {
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
const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const stat = (page: Page, name: string) => page.getByRole('region', { name });

test('a new member redeems an invite, the admin records a payment → /payments, dashboard profile card, /services', async ({ ctx }) => {
  const code = await generateInviteCode(ctx);
  const email = ctx.uniqueEmail('member');
  const masked = `m••••@${email.split('@')[1]}`;

  // A new member creates an account and redeems the invite in the browser.
  const page = await ctx.page();
  await createAccount(page, { email, password: PASSWORD, firstName: 'Robin' });
  await page.getByLabel('Invite code').fill(code);
  await page.getByRole('button', { name: 'Submit Code' }).click();
  await seeDashboardOf(page, 'Robin');

  // Nothing paid yet.
  await page.getByRole('link', { name: 'My Payments' }).click();
  await expect(page.getByRole('heading', { name: 'My Payments' })).toBeVisible();
  await expect(page.getByText('No payments yet')).toBeVisible();
  await expect(page.getByText('Your payment history will appear here once payments are recorded')).toBeVisible();
  await expect(stat(page, 'Total Payments').getByText('0', { exact: true })).toBeVisible();
  await checkA11y(page, 'my payments, empty');

  const me = await (await page.request.get('/api/auth/user')).json();
  const payment = await recordPayment(ctx, me.id);
  expect(payment.amount).toBe('12.50');

  // The list is cached for the session (spec §7); a reload shows the new payment.
  await page.reload();
  const table = page.getByRole('table', { name: 'Payment History' });
  await expect(table, 'the Payment History table').toBeVisible();
  const cells = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
  expect(cells).toEqual(['$12.50', 'Venmo', shortDate(payment.paymentDate), 'First month']);
  expect(await table.getByRole('row').count(), 'a header row and one payment').toBe(2);
  await expect(stat(page, 'Monthly Rate').getByText('$1.00', { exact: true })).toBeVisible();
  await expect(stat(page, 'Status').getByText('Active', { exact: true })).toBeVisible();
  await expect(stat(page, 'Total Payments').getByText('1', { exact: true })).toBeVisible();
  await ctx.screenshot(page, 'payments-desktop');
  await checkA11y(page, 'my payments');

  // The dashboard's profile card: the masked email with a reveal toggle, the rate, the locked price.
  await page.getByRole('link', { name: 'My Dashboard' }).click();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText(masked, { exact: true }), `the masked email ${masked}`).toBeVisible();
  expect(await page.getByText(email).count(), 'the full email is hidden until revealed').toBe(0);
  await expect(profile.getByText('$1.00/month', { exact: true })).toBeVisible();
  await expect(profile.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('Your grandfathered rate: $1.00/month')).toBeVisible();
  await expect(page.getByText('Pricing Locked')).toBeVisible();
  await ctx.screenshot(page, 'dashboard-desktop');
  await checkA11y(page, 'member dashboard');
  await profile.getByRole('button', { name: 'Show email' }).click();
  await expect(profile.getByText(email, { exact: true }), 'the revealed email').toBeVisible();
  await profile.getByRole('button', { name: 'Hide email' }).click();
  await expect(profile.getByText(email, { exact: true }), 'the email after hiding it again').toBeHidden();

  // Browse Services shows the four sub-apps: LightHouse and SupportMatch to open, the two not built yet "Coming soon".
  await page.getByRole('link', { name: /Browse Services/ }).click();
  await expect(page.getByRole('heading', { name: 'Available Services' })).toBeVisible();
  const access = page.getByRole('link', { name: /^Access Service/ });
  const hrefs = await access.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs, 'an "Access Service" button for each built app').toEqual(['/apps/lighthouse', '/apps/supportmatch']);
  expect(await page.getByText('Coming soon', { exact: true }).count(), 'the other two are coming soon').toBeGreaterThanOrEqual(2);
  await ctx.screenshot(page, 'services-desktop');
  await checkA11y(page, 'services');

  // On a phone the history is a stack of cards instead of a table.
  const phone = await ctx.page({ viewport: { width: 375, height: 740 } });
  await signIn(phone, { email, password: PASSWORD });
  await seeDashboardOf(phone, 'Robin');
  await expect(phone.getByRole('region', { name: 'Profile' }).getByText(masked, { exact: true })).toBeVisible();
  await ctx.screenshot(phone, 'dashboard-phone');
  await checkA11y(phone, 'member dashboard, signed in on a phone', { widths: 'current' });
  await phone.goto('/payments');
  const cards = phone.getByRole('list', { name: 'Payment History' });
  await expect(cards, 'the payment cards').toBeVisible();
  expect(await phone.getByRole('table').count(), 'no table below 768 px').toBe(0);
  for (const text of ['$12.50', 'Venmo', 'First month', shortDate(payment.paymentDate)]) {
    await expect(cards.getByText(text, { exact: true }), text).toBeVisible();
  }
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no horizontal scrolling at 375 px').toBe(0);
  await ctx.screenshot(phone, 'payments-phone');
  await checkA11y(phone, 'my payments, opened on a phone', { widths: 'current' });
});
