import type { Page } from '@playwright/test';
import { memberViaApi } from '../lib/admin-console';
import { expect, test } from '../lib/fixtures';
import { adminApiPage } from '../lib/flows';
import { clearToasts, noErrorToast, pressTwice, recordToasts, saidOnce } from '../lib/once';

/**
 * Issue 28: every create and destructive button of the member UI pressed twice in a row (a double
 * click, or two quick clicks) does one thing and says so once: one object (read through the API),
 * one success toast, no error toast. The members are made through the API; one test an area.
 */

const PASSWORD = 'a-long-enough-password';

async function api<T = unknown>(page: Page, method: 'get' | 'post' | 'put', path: string, data?: object): Promise<T> {
  const res = await page.request[method](path, data ? { data } : undefined);
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path} answered ${res.status()}: ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** A member made through the API whose page records its toasts. */
async function member(ctx: Parameters<typeof memberViaApi>[0], admin: Page, firstName: string): Promise<{ page: Page; user: { id: string } }> {
  const made = await memberViaApi(ctx, admin, { firstName });
  await recordToasts(made.page);
  return made;
}

test('SocketRelay: post a request, fulfil it and close it, each pressed twice: one each, said once', async ({ ctx }) => {
  const admin = await adminApiPage(ctx);
  const suffix = Math.random().toString(36).slice(2, 6);
  const { page: a } = await member(ctx, admin, 'Ash');
  const { page: b } = await member(ctx, admin, 'Bay');
  for (const [page, displayName] of [[a, `Ash ${suffix}`], [b, `Bay ${suffix}`]] as const) {
    await api(page, 'post', '/api/socketrelay/profile', { displayName, city: 'Portland', state: 'Oregon', country: 'United States' });
  }
  const mine = async (description: string) =>
    (await api<{ description: string }[]>(a, 'get', '/api/socketrelay/my-requests')).filter((r) => r.description === description).length;

  await a.goto('/apps/socketrelay');
  const box = a.getByRole('textbox', { name: 'What do you need?' });
  const post = a.getByRole('button', { name: 'Post Request' });
  const descriptions = [`A winter coat ${suffix}`, `A phone charger ${suffix}`];
  for (const [description, how] of [[descriptions[0], 'dblclick'], [descriptions[1], 'two clicks']] as const) {
    await clearToasts(a);
    await box.fill(description);
    await pressTwice(a, post, how);
    await saidOnce(a, 'Request posted', `post request (${how})`);
    await expect(a.getByRole('list', { name: 'My requests' }).getByText(description)).toBeVisible();
    expect(await mine(description), `one request "${description}" (${how})`).toBe(1);
  }

  // Bay fulfils both, one with each kind of double press: one fulfillment each, the chat opens.
  const fulfilled: string[] = [];
  for (const [description, how] of [[descriptions[0], 'dblclick'], [descriptions[1], 'two clicks']] as const) {
    await b.goto('/apps/socketrelay');
    await clearToasts(b);
    const item = b.getByRole('list', { name: 'Available requests' }).getByRole('listitem').filter({ hasText: description });
    await pressTwice(b, item.getByRole('button', { name: /^Fulfill/ }), how);
    await expect(b.getByRole('heading', { name: 'Request Chat' })).toBeVisible();
    await expect(b.getByText(`You are the fulfiller of Ash ${suffix}'s request.`)).toBeVisible();
    await expect(b.getByText('Fulfillment not found')).toHaveCount(0);
    await noErrorToast(b, `fulfil (${how})`);
    const all = await api<unknown[]>(b, 'get', '/api/socketrelay/my-fulfillments');
    expect(all.filter((f) => JSON.stringify(f).includes(description)), `one fulfillment of "${description}" (${how})`).toHaveLength(1);
    fulfilled.push(new URL(b.url()).pathname.split('/').pop()!);
  }

  // Close Request, pressed twice in the dialog: "Request closed" once, never "already been closed".
  for (const [i, how] of (['dblclick', 'two clicks'] as const).entries()) {
    await b.goto(`/apps/socketrelay/chat/${fulfilled[i]}`);
    await expect(b.getByRole('heading', { name: 'Request Chat' })).toBeVisible();
    await clearToasts(b);
    await b.getByRole('button', { name: 'Close Request' }).click();
    const dialog = b.getByRole('dialog', { name: 'Close Request' });
    await pressTwice(b, dialog.getByRole('button', { name: 'Close Request' }), how);
    await saidOnce(b, 'This fulfillment has been closed.', `close (${how})`);
    await expect(b.getByRole('textbox', { name: 'Message' })).toBeHidden();
    const detail = await api<{ fulfillment: { status: string } }>(b, 'get', `/api/socketrelay/fulfillments/${fulfilled[i]}`);
    expect(detail.fulfillment.status).toBe('completed_success');
  }
});

test('LightHouse: list a property, request it, accept one request and reject another, each pressed twice', async ({ ctx }) => {
  const admin = await adminApiPage(ctx);
  const suffix = Math.random().toString(36).slice(2, 6);
  const { page: host } = await member(ctx, admin, 'Harbor');
  const { page: sky } = await member(ctx, admin, 'Sky');
  const { page: wren } = await member(ctx, admin, 'Wren');
  await api(host, 'post', '/api/lighthouse/profile', { profileType: 'host', displayName: `Harbor ${suffix}` });
  await api(sky, 'post', '/api/lighthouse/profile', { profileType: 'seeker', displayName: `Sky ${suffix}` });
  await api(wren, 'post', '/api/lighthouse/profile', { profileType: 'seeker', displayName: `Wren ${suffix}` });

  // The listing, with a double click on List Property.
  const title = `Twice-pressed room ${suffix}`;
  await host.goto('/apps/lighthouse/property/new');
  await expect(host.getByRole('heading', { name: 'List a Property' })).toBeVisible();
  const field = (name: string) => host.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await field('Title').fill(title);
  await field('Description').fill('A furnished room in a calm shared apartment.');
  await field('Street address').fill('12 Quiet Lane');
  await field('City').fill('Brooklyn');
  await field('State').fill('NY');
  await field('Zip code').fill('11201');
  await clearToasts(host);
  await pressTwice(host, host.getByRole('button', { name: 'List Property' }), 'dblclick');
  await saidOnce(host, 'Property listed', 'list property');
  await expect(host.getByRole('heading', { name: title })).toBeVisible();
  const listed = (await api<{ id: string; title: string }[]>(host, 'get', '/api/lighthouse/my-properties')).filter((p) => p.title === title);
  expect(listed, 'one listing').toHaveLength(1);

  // Sky asks with two quick clicks on Request Match; Wren asks through the API.
  await sky.goto(`/apps/lighthouse/property/${listed[0].id}`);
  await clearToasts(sky);
  await pressTwice(sky, sky.getByRole('button', { name: 'Request Match' }), 'two clicks');
  await saidOnce(sky, 'Request sent', 'request match');
  await expect(sky.getByText("Your request is waiting for the host's answer.")).toBeVisible();
  const requests = await api<{ property: { id: string } }[]>(sky, 'get', '/api/lighthouse/matches');
  expect(requests.filter((m) => m.property.id === listed[0].id), 'one match request').toHaveLength(1);
  await api(wren, 'post', '/api/lighthouse/matches', { propertyId: listed[0].id, message: 'Hello' });

  // The host rejects Wren (two clicks) and accepts Sky (double click), each in its confirmation.
  await host.goto('/apps/lighthouse/matches');
  for (const [seeker, button, confirmLabel, done, how] of [
    [`Wren ${suffix}`, 'Reject', 'Reject', 'Request declined', 'two clicks'],
    [`Sky ${suffix}`, 'Accept', 'Accept and share', 'Request accepted', 'dblclick'],
  ] as const) {
    await clearToasts(host);
    const card = host.getByRole('article').filter({ hasText: `${seeker} asks for ${title}` });
    await card.getByRole('button', { name: button, exact: true }).click();
    const dialog = host.getByRole('dialog', { name: new RegExp(`${button} ${seeker}'s request\\?`) });
    await pressTwice(host, dialog.getByRole('button', { name: confirmLabel, exact: true }), how);
    await saidOnce(host, done, `${button} (${how})`);
    await expect(dialog).toBeHidden();
  }
  const statuses = await api<{ status: string; seeker?: { displayName?: string } }[]>(host, 'get', '/api/lighthouse/matches');
  expect(statuses.map((m) => m.status).sort(), 'one accepted, one rejected').toEqual(['accepted', 'rejected']);
});

test('SupportMatch: create a profile, report and block the partner, each pressed twice; a partner without a nickname is "Partner"', async ({ ctx }) => {
  const admin = await adminApiPage(ctx);
  const { page: c } = await member(ctx, admin, 'Cedar');
  const { page: d } = await member(ctx, admin, 'Dune');

  // Cedar creates her profile with every field left empty (all optional), pressing twice.
  await c.goto('/apps/supportmatch/profile');
  await expect(c.getByRole('heading', { name: 'Create Profile' })).toBeVisible();
  // Nothing but "any timezone" (to be matchable at all); her timezone is set through the API below.
  await c.getByRole('combobox', { name: 'Timezone preference' }).click();
  await c.getByRole('option', { name: /^Any timezone/ }).click();
  await clearToasts(c);
  await pressTwice(c, c.getByRole('button', { name: 'Create Profile' }), 'dblclick');
  await saidOnce(c, 'Your SupportMatch profile has been created successfully.', 'create profile');
  await c.waitForURL((url) => url.pathname === '/apps/supportmatch');
  await expect(c.getByText('You already have a SupportMatch profile')).toHaveCount(0);

  // A timezone no other journey uses, so matching pairs exactly these two.
  const matching = { timezone: 'Europe/Rome', timezonePreference: 'same_timezone' };
  await api(c, 'put', '/api/supportmatch/profile', matching);
  await api(d, 'post', '/api/supportmatch/profile', { ...matching, nickname: 'Heron' });
  expect((await admin.request.post('/api/supportmatch/admin/partnerships/run-matching')).status()).toBe(200);
  const partnership = await api<{ id: string; partnerNickname: string }>(d, 'get', '/api/supportmatch/partnership/active');
  expect(partnership.partnerNickname, 'a partner without a nickname').toBe('Partner');
  await d.goto('/apps/supportmatch/partnership');
  await expect(d.getByRole('heading', { name: /Partner/ }).first()).toBeVisible();

  // Cedar reports Heron through the one Report dialog (double click on Send report): one report, said once.
  await c.goto('/apps/supportmatch/partnership');
  await c.getByRole('button', { name: 'Report partner' }).click();
  const report = c.getByRole('dialog', { name: 'Report Heron' });
  await report.getByRole('radio', { name: 'Harassment' }).check();
  const what = `Reported twice-pressed ${partnership.id}`;
  await report.getByRole('textbox', { name: /optional/ }).fill(what);
  await clearToasts(c);
  await pressTwice(c, report.getByRole('button', { name: 'Send report' }), 'dblclick');
  await saidOnce(c, 'Report sent', 'report');
  const reports = await api<unknown[]>(admin, 'get', `/api/moderation/reports?filter=${encodeURIComponent(JSON.stringify({ app: 'supportmatch' }))}`);
  expect(reports.filter((r) => JSON.stringify(r).includes(what)), 'one report').toHaveLength(1);

  // Then blocks Heron (two quick clicks on Block): one block, "Member blocked" once, never "already blocked".
  await c.getByRole('button', { name: 'Block', exact: true }).click();
  const block = c.getByRole('dialog', { name: 'Block Heron' });
  await clearToasts(c);
  await pressTwice(c, block.getByRole('button', { name: 'Block', exact: true }), 'two clicks');
  await saidOnce(c, 'Member blocked', 'block');
  await expect(c.getByText("You don't have an active partnership at the moment.")).toBeVisible();
  const exclusions = await api<unknown[]>(c, 'get', '/api/supportmatch/exclusions');
  expect(exclusions, 'one block').toHaveLength(1);
});

test('Account: redeem an invite, add a passkey and delete the account, each pressed twice', async ({ ctx }) => {
  const admin = await adminApiPage(ctx);
  const page = await ctx.page();
  await recordToasts(page);
  const email = ctx.uniqueEmail('twice');
  await api(page, 'post', '/api/auth/register', { email, password: PASSWORD, firstName: 'Tam' });
  // A code for two: a double click must use it once.
  const { code } = await api<{ code: string }>(admin, 'post', '/api/admin/invites', { maxUses: 2 });
  await page.goto('/');
  await page.getByLabel('Invite code').fill(code);
  await clearToasts(page);
  await pressTwice(page, page.getByRole('button', { name: 'Submit Code' }), 'two clicks');
  await saidOnce(page, 'Your invite code has been validated.', 'redeem');
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  const invites = await api<{ code: string; currentUses: number }[]>(admin, 'get', '/api/admin/invites');
  expect(invites.find((i) => i.code === code)?.currentUses, 'the code used once').toBe(1);

  // A passkey (a virtual authenticator), Add pressed twice after the password: one passkey.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await page.goto('/settings');
  await page.getByLabel('Passkey name').fill('Twice laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByLabel('Password to add a passkey').fill(PASSWORD);
  await clearToasts(page);
  await pressTwice(page, page.getByRole('button', { name: 'Add a passkey' }), 'dblclick');
  await saidOnce(page, 'Passkey added', 'add passkey');
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);
  expect(await api<unknown[]>(page, 'get', '/api/account/passkeys'), 'one passkey').toHaveLength(1);

  // Delete my account, pressed twice: she lands on the landing page told it is deleted, no error.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await clearToasts(page);
  await pressTwice(page, dialog.getByRole('button', { name: 'Delete my account' }), 'dblclick');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('status').getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByText('Please sign in to continue')).toHaveCount(0);
  await noErrorToast(page, 'delete account');
  expect((await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(401);
});
