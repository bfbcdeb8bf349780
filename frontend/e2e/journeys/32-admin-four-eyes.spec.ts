import { adminConsolePage, horizontalOverflow, memberViaApi } from '../lib/admin-console';
import { checkA11y, PHONE } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { adminApiPage } from '../lib/flows';

/**
 * Issue 27, no admin can become a member: with a second admin on the platform, a reset link waits
 * for her approval, and she alone sees it, once; an admin account gets none. The second admin is
 * demoted again at the end, so the journeys after this one meet a platform with one admin.
 */
test('with two admins a reset link waits for the other admin, who sees it once; an admin account gets none', async ({ ctx }) => {
  const admin = await adminApiPage(ctx);
  const { user: member } = await memberViaApi(ctx, admin, { firstName: 'Nell' });
  const { page: second, user: secondUser } = await memberViaApi(ctx, admin, { firstName: 'Ines' });
  const promote = (isAdmin: boolean) => admin.request.put(`/api/admin/users/${secondUser.id}`, { data: { isAdmin } });
  expect((await promote(true)).ok()).toBe(true);
  try {
    // The first admin asks: the link waits, and no URL is shown to her.
    const first = await adminConsolePage(ctx);
    await first.goto(`/admin/users/${member.id}`);
    await first.getByRole('button', { name: 'Make reset link' }).click();
    await first.getByRole('dialog').getByRole('button', { name: 'Make link' }).click();
    await expect(first.getByText('Waiting for another admin to approve it.', { exact: false })).toBeVisible();
    const waiting = first.getByRole('list', { name: 'Reset links waiting for approval' });
    await expect(waiting.getByText('Waiting for another admin', { exact: true })).toBeVisible();
    await expect(waiting.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(first.getByRole('textbox', { name: 'Reset link' })).toHaveCount(0);
    await checkA11y(first, 'console user page with a pending reset link', { widths: 'current' });

    // The second admin, on her phone, approves it from the dashboard and sees the link once.
    await second.setViewportSize(PHONE);
    await second.goto('/admin');
    const card = second.getByRole('region', { name: 'Reset links waiting for approval' });
    await expect(card).toBeVisible();
    await checkA11y(second, 'console dashboard with a pending reset link', { widths: 'current' });
    expect(await horizontalOverflow(second)).toBe(0);
    await card.getByRole('button', { name: 'Approve' }).click();
    await second.getByRole('dialog').getByRole('button', { name: 'Approve and show link' }).click();
    const url = await card.getByRole('textbox', { name: 'Reset link' }).inputValue();
    expect(new URL(url).searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Once: the first admin's page no longer lists it, and it cannot be approved again.
    await first.reload();
    await expect(first.getByRole('button', { name: 'Make reset link' })).toBeVisible();
    await expect(first.getByRole('list', { name: 'Reset links waiting for approval' })).toHaveCount(0);

    // An admin account: no button, and why.
    await first.goto(`/admin/users/${secondUser.id}`);
    await expect(first.getByText(/An admin account cannot get a reset link here/)).toBeVisible();
    await expect(first.getByRole('button', { name: 'Make reset link' })).toHaveCount(0);
  } finally {
    await promote(false);
  }
});
