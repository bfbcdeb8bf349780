import type { Locator, Page } from '@playwright/test';
import { checkA11y, PHONE } from '../lib/a11y';
import { choose, memberViaApi } from '../lib/admin-console';
import { expect, test, type JourneyContext } from '../lib/fixtures';
import { adminApiPage, signIn } from '../lib/flows';

/**
 * Issue 32, moderation, end to end: a member reports in every app through the one Report dialog
 * (the last report blocks in the same step), the reports land in the console's one queue, a
 * moderator who is not an admin warns (the member reads it in Settings) and suspends (her open page
 * ends, the sign-in says why and until when), the member appeals once from the sign-in page, the
 * moderator who acted cannot decide it, a different moderator does and lifts the suspension.
 * Everything a journey does not prove through the screens is set up through the API.
 */

async function api<T = Record<string, unknown>>(page: Page, method: 'get' | 'post' | 'put', path: string, data?: object): Promise<T> {
  const res = await page.request[method](path, data ? { data } : undefined);
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path} answered ${res.status()}: ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** A member made through the API; `name` is how moderators read her ("<first> Tester"). */
async function member(ctx: JourneyContext, admin: Page, firstName: string, allow?: Parameters<typeof memberViaApi>[2]['allow']) {
  const { page, user } = await memberViaApi(ctx, admin, { firstName, allow });
  return { page, id: user.id, email: (user as { email?: string }).email ?? '', name: `${firstName} Tester` };
}

/** Reports through the one dialog: a reason, optionally a note and "Also block", then the toast. */
async function report(page: Page, dialog: Locator, reason: string, { note, block = false, axe }: { note?: string; block?: boolean; axe?: string } = {}) {
  await expect(dialog).toBeVisible();
  if (axe) await checkA11y(page, axe, { widths: 'current' });
  await dialog.getByRole('radio', { name: reason }).check();
  if (note) await dialog.getByRole('textbox', { name: /optional/ }).fill(note);
  if (block) await dialog.getByRole('checkbox', { name: 'Also block this member' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Report sent', { exact: true }).first()).toBeVisible();
}

/** The queue's rows about one member (the table at desktop width). */
const rowsAbout = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('a member reports in every app; a moderator (not admin) warns and suspends; the member appeals once; another moderator decides and lifts', async ({ ctx }) => {
  test.slow();
  const suffix = Math.random().toString(36).slice(2, 6);
  const admin = await adminApiPage(ctx);
  const reporter = await member(ctx, admin, `Rowan${suffix}`);
  const password = 'a-long-enough-password';
  const reported = await member(ctx, admin, `Quill${suffix}`, [
    // Her sign-in while suspended is refused (403 account.suspended), and her page's calls after her session ended answer 401.
    { status: 403, path: '/api/auth/login' },
    { status: 401, path: /^\/api\// },
  ]);
  const [first, second] = [await member(ctx, admin, `Moss${suffix}`, [{ status: 403, path: /^\/api\/moderation\/appeals\// }]), await member(ctx, admin, `Fern${suffix}`)];
  // Moderators, not admins: an admin grants the role.
  for (const m of [first, second]) await api(admin, 'put', `/api/admin/users/${m.id}`, { isModerator: true });

  // What there is to report, set up through the API: her SocketRelay request, her LightHouse listing
  // (which the reporter asked to stay at), and a SupportMatch partnership between them (a time zone
  // no other journey uses, so that matching pairs these two).
  const relayRequest = `Need a ride tonight ${suffix}`;
  for (const [m, n] of [[reporter, 'Rowan'], [reported, 'Quill']] as const) {
    await api(m.page, 'post', '/api/socketrelay/profile', { displayName: `${n} ${suffix}`, city: 'Austin', state: 'Texas', country: 'United States' });
    await api(m.page, 'post', '/api/supportmatch/profile', { nickname: `${n} ${suffix}`, gender: 'female', genderPreference: 'any', timezone: 'Pacific/Honolulu', timezonePreference: 'same_timezone' });
  }
  await api(reported.page, 'post', '/api/socketrelay/requests', { description: relayRequest });
  const hostName = `Quill host ${suffix}`;
  await api(reported.page, 'post', '/api/lighthouse/profile', { profileType: 'host', displayName: hostName });
  await api(reporter.page, 'post', '/api/lighthouse/profile', { profileType: 'seeker', displayName: `Rowan seeker ${suffix}` });
  const listing = await api<{ id: string }>(reported.page, 'post', '/api/lighthouse/properties', {
    title: `Room by the park ${suffix}`, description: 'A quiet room.', address: '5 Park Lane', city: 'Austin', state: 'TX', zipCode: '78701', maxOccupants: 1,
  });
  await api(reporter.page, 'post', '/api/lighthouse/matches', { propertyId: listing.id });
  await api(admin, 'post', '/api/supportmatch/admin/partnerships/run-matching');
  expect(await api(reporter.page, 'get', '/api/supportmatch/partnership/active'), 'the two members are partners').toMatchObject({ partnerNickname: `Quill ${suffix}` });

  // The member reports, at 375 px, in each app, through the one dialog.
  const r = reporter.page;
  await r.setViewportSize(PHONE);
  await r.goto('/apps/socketrelay');
  await r.getByRole('button', { name: `Report: ${relayRequest}` }).click();
  await report(r, r.getByRole('dialog', { name: `Report Quill ${suffix}'s request` }), 'Threats', { note: `Asked me to meet alone ${suffix}`, axe: 'report dialog (SocketRelay request) at 375 px' });

  await r.goto(`/apps/lighthouse/property/${listing.id}`);
  await r.getByRole('button', { name: 'Report listing' }).click();
  await report(r, r.getByRole('dialog', { name: `Report Room by the park ${suffix}` }), 'Scam or exploitation');

  // A member from her profile: the host, from the reporter's request card (kind member).
  await r.goto('/apps/lighthouse/matches');
  await r.getByRole('button', { name: `Report ${hostName}` }).click();
  await report(r, r.getByRole('dialog', { name: `Report ${hostName}` }), 'Pretending to be someone');

  // SupportMatch, and the block in the same step: the partnership ends quietly.
  await r.goto('/apps/supportmatch/partnership');
  await r.getByRole('button', { name: 'Report partner' }).click();
  await report(r, r.getByRole('dialog', { name: `Report Quill ${suffix}` }), 'Harassment', { block: true });
  await expect(r.getByText("You don't have an active partnership at the moment.")).toBeVisible();

  // The first moderator's queue: the four reports in one list, filtered by app, reason and status.
  const m1 = first.page;
  await m1.goto('/admin/moderation/reports');
  await expect(rowsAbout(m1, reported.name)).toHaveCount(4);
  await checkA11y(m1, 'console reports queue');
  await choose(m1, 'App', 'LightHouse');
  await expect(rowsAbout(m1, reported.name)).toHaveCount(1);
  await expect(rowsAbout(m1, reported.name)).toContainText('LightHouse · Listing');
  await choose(m1, 'App', 'All');
  await choose(m1, 'Reason', 'Harassment');
  await expect(rowsAbout(m1, reported.name)).toHaveCount(1);
  await expect(rowsAbout(m1, reported.name)).toContainText('SupportMatch · Partnership');
  await choose(m1, 'Status', 'Open');
  await expect(rowsAbout(m1, reported.name)).toHaveCount(1);

  // She warns from the report: the evidence is there, the reporter named to her.
  await rowsAbout(m1, reported.name).click();
  await expect(m1.getByRole('heading', { name: 'Evidence' })).toBeVisible();
  await expect(m1.getByText(reporter.name, { exact: true })).toBeVisible();
  await checkA11y(m1, 'console report with its evidence');
  const warning = `Repeated unwanted messages ${suffix}`;
  await m1.getByRole('textbox', { name: 'Reason' }).fill(warning);
  await m1.getByRole('button', { name: 'Confirm' }).click();
  await expect(m1.getByText('Done', { exact: true })).toBeVisible();
  await expect(m1.getByText('Actioned', { exact: true })).toBeVisible();

  // The member reads the warning and its reason in Settings (375 px); the Appeal dialog passes axe.
  const q = reported.page;
  await q.setViewportSize(PHONE);
  await q.goto('/settings');
  const notices = q.getByRole('region', { name: 'Warnings and suspensions' });
  await expect(notices.getByText(`Reason: ${warning}`)).toBeVisible();
  await checkA11y(q, 'settings: a warning at 375 px', { widths: 'current' });
  await notices.getByRole('button', { name: 'Appeal' }).click();
  const appealDialog = q.getByRole('dialog', { name: 'Appeal this decision' });
  await expect(appealDialog).toBeVisible();
  await checkA11y(q, 'settings: the appeal dialog at 375 px', { widths: 'current' });
  await appealDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(appealDialog).toBeHidden();

  // She suspends for 7 days from the member's page: the member's open page ends at once.
  await m1.goto(`/admin/moderation/members/${reported.id}/show`);
  await expect(m1.getByRole('heading', { name: reported.name })).toBeVisible();
  await checkA11y(m1, 'console member: history and invite tree');
  const suspension = `Threats after a warning ${suffix}`;
  await choose(m1, 'Action', 'Suspend for 7 days');
  await m1.getByRole('textbox', { name: 'Reason' }).fill(suspension);
  await m1.getByRole('button', { name: 'Confirm' }).click();
  await expect(m1.getByText('Done', { exact: true })).toBeVisible();
  await expect(q, 'her open page leaves when her session ends').toHaveURL((url) => url.pathname === '/');

  // Sign-in says until when and why, and offers one appeal.
  await signIn(q, { email: reported.email, password });
  await expect(q.getByText(/Your account is suspended until .+\. You can sign in again after that\./)).toBeVisible();
  await expect(q.getByText(`Reason: ${suspension}`)).toBeVisible();
  const appealText = `I was answering a threat, not making one ${suffix}`;
  const form = q.getByRole('region', { name: 'Appeal your suspension' });
  await expect(form).toBeVisible();
  await checkA11y(q, 'sign-in: suspended, with the appeal form at 375 px', { widths: 'current' });
  await form.getByRole('textbox', { name: /Appeal this suspension/ }).fill(appealText);
  await form.getByRole('button', { name: 'Send appeal' }).click();
  await expect(q.getByText('Your appeal was sent. A moderator who did not suspend you will answer; you will be told by email.')).toBeVisible();
  // Once: signing in again shows she appealed, and no second form.
  await q.getByRole('button', { name: 'Sign in' }).click();
  await expect(q.getByText('You appealed this suspension. A moderator will answer; you will be told by email.')).toBeVisible();
  await expect(q.getByRole('region', { name: 'Appeal your suspension' })).toHaveCount(0);

  // The moderator who suspended her cannot decide the appeal.
  await m1.goto('/admin/moderation/appeals');
  const appealRow = (page: Page) => rowsAbout(page, reported.name).filter({ hasText: appealText });
  await expect(appealRow(m1)).toBeVisible();
  await checkA11y(m1, 'console appeals');
  await appealRow(m1).getByRole('button', { name: 'Uphold' }).click();
  await expect(m1.getByText('A different moderator must decide this appeal')).toBeVisible();

  // A different moderator upholds it, then lifts the suspension from the member's page.
  const m2 = second.page;
  await m2.goto('/admin/moderation/appeals');
  await appealRow(m2).getByRole('button', { name: 'Uphold' }).click();
  await expect(appealRow(m2).getByText('Upheld', { exact: true })).toBeVisible();
  await m2.goto(`/admin/moderation/members/${reported.id}/show`);
  await expect(m2.getByText(/^Suspended until /)).toBeVisible();
  await choose(m2, 'Action', 'Lift the suspension');
  await m2.getByRole('textbox', { name: 'Reason' }).fill(`Lifted after review ${suffix}`);
  await m2.getByRole('button', { name: 'Confirm' }).click();
  await expect(m2.getByText('Not suspended', { exact: true })).toBeVisible();

  // She signs in again.
  await q.getByRole('button', { name: 'Sign in' }).click();
  await expect(q.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
});
