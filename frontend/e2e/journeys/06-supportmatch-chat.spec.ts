import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { checkA11y } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { adminApiPage, becomeMember, createInviteCode } from '../lib/flows';

declare global {
  interface Window {
    /** Set by openPartnership(); a reload would erase it. */
    __noReload?: boolean;
  }
}

/** A message must reach the other member through the socket: well before the 5 s polling fallback. */
const LIVE_MS = 3_000;

/** Creates the SupportMatch profile in the UI, from the dashboard's welcome card. */
async function createProfile(page: Page, { nickname, gender }: { nickname: string; gender: string }) {
  await page.goto('/apps/supportmatch');
  await expect(page.getByRole('heading', { name: 'Welcome to SupportMatch' })).toBeVisible();
  await checkA11y(page, 'supportmatch welcome (no profile)');
  await page.getByRole('link', { name: 'Create Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Create Profile' })).toBeVisible();
  await checkA11y(page, 'supportmatch create profile');
  await page.getByLabel('Nickname').fill(nickname);
  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Gender', gender);
  await choose('Partner gender preference', 'Any');
  await choose('Country', 'United States');
  await choose('Timezone', 'Eastern Time (New York)');
  expect(await page.getByRole('combobox', { name: 'Timezone preference' }).textContent()).toBe('Same timezone only');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Profile Created', { exact: true })).toBeVisible();
  await expect(page.getByText('Your SupportMatch profile has been created successfully.')).toBeVisible();
  await expect(page.getByText(`Welcome back, ${nickname}!`)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/apps/supportmatch');
  await expect(page.getByText('No Active Partnership', { exact: true })).toBeVisible();
  await checkA11y(page, 'supportmatch dashboard, no partnership');
}

/** Opens the partnership page and waits until the thread is live (socket subscribed). */
async function openPartnership(page: Page, partnerNickname: string) {
  await page.goto('/apps/supportmatch/partnership');
  await expect(page.getByRole('region', { name: 'Partnership Details' }).getByText(partnerNickname, { exact: true })).toBeVisible();
  await expect(page.getByRole('status').getByText('Live', { exact: true }), 'the Live indicator').toBeVisible();
  // A marker that a reload would erase: the message must arrive without one.
  await page.evaluate(() => {
    window.__noReload = true;
  });
}

const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });

async function send(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.click();
  await input.pressSequentially(text);
  await input.press('Enter');
}

async function cookieHeader(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** A socket.io client in this process with the outsider's session cookie. */
function connectSocket(baseUrl: string, cookie: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(`${baseUrl}/chat`, { transports: ['websocket'], extraHeaders: { Cookie: cookie }, reconnection: false, timeout: 5_000 });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(new Error(`the outsider's socket did not connect: ${err.message}`)));
  });
}

test('two members create SupportMatch profiles, the admin runs matching, they chat live; an outsider gets nothing', async ({ ctx }) => {
  const admin = await adminApiPage(ctx);
  const [codeA, codeB, codeC] = [await createInviteCode(admin), await createInviteCode(admin), await createInviteCode(admin)];
  const suffix = Math.random().toString(36).slice(2, 6);
  const alder = `Alder ${suffix}`;
  const birch = `Birch ${suffix}`;

  // Member A on a desktop, member B on a phone; each in their own browser context.
  const a = await ctx.page();
  await becomeMember(a, { email: ctx.uniqueEmail('alder'), firstName: 'Alder', code: codeA });
  const b = await ctx.page({ viewport: { width: 360, height: 800 } });
  await becomeMember(b, { email: ctx.uniqueEmail('birch'), firstName: 'Birch', code: codeB });

  await createProfile(a, { nickname: alder, gender: 'Female' });
  await createProfile(b, { nickname: birch, gender: 'Male' });

  // The admin runs matching through the API (the console's button is tested with the console).
  const res = await admin.request.post('/api/supportmatch/admin/partnerships/run-matching');
  expect(res.status(), `run-matching answered ${res.status()}: ${await res.text()}`).toBe(200);
  const run = await res.json();
  expect(run.message, `run-matching: ${run.message}`).toMatch(/1 pair created/);

  // The dashboard now shows the partner card.
  await a.goto('/apps/supportmatch');
  await expect(a.getByText('Active Partnership', { exact: true })).toBeVisible();
  await expect(a.getByRole('region', { name: 'Your Accountability Partner' }).getByText(birch, { exact: true })).toBeVisible();
  await ctx.screenshot(a, 'dashboard-desktop');
  await checkA11y(a, 'supportmatch dashboard, partnered');

  await openPartnership(a, birch);
  await openPartnership(b, alder);
  await expect(thread(a).getByText('No messages yet. Start the conversation!')).toBeVisible();
  await expect(a.getByText('(30-day partnership)')).toBeVisible();
  await checkA11y(a, 'supportmatch partnership, no messages');
  const partnership = await (await a.request.get('/api/supportmatch/partnership/active')).json();

  // A → B, live.
  const hello = `Hello ${birch}, checking in ${suffix}`;
  await send(a, hello);
  await expect(thread(a).getByText(hello, { exact: true }), 'the sent message in A’s thread').toBeVisible();
  expect(await a.getByRole('textbox', { name: 'Message' }).inputValue(), 'the input is cleared after sending').toBe('');
  await expect(thread(b).getByText(hello, { exact: true })).toBeVisible({ timeout: LIVE_MS });
  expect(await b.evaluate(() => window.__noReload), 'B did not reload').toBe(true);

  // B → A, live; Shift+Enter makes a new line instead of sending.
  const input = b.getByRole('textbox', { name: 'Message' });
  await input.click();
  await input.pressSequentially('Doing well');
  await input.press('Shift+Enter');
  await input.pressSequentially('thanks for asking');
  expect(await input.inputValue(), 'Shift+Enter adds a line').toBe('Doing well\nthanks for asking');
  await input.press('Enter');
  const reply = a.getByRole('log', { name: 'Messages' }).locator('li[data-own="false"]');
  await expect(b.getByRole('log', { name: 'Messages' }).locator('li[data-own="true"]').getByText(/Doing well\s+thanks for asking/)).toBeVisible();
  await expect(reply.getByText(/Doing well\s+thanks for asking/)).toBeVisible({ timeout: LIVE_MS });
  expect(await a.evaluate(() => window.__noReload), 'A did not reload').toBe(true);
  expect(await thread(a).getByRole('listitem').count(), 'A sees each message once').toBe(2);
  expect(await thread(b).getByRole('listitem').count(), 'B sees each message once').toBe(2);

  // An outsider (a member with no partnership) gets nothing: not over REST, not over the socket.
  const c = await ctx.page();
  await becomeMember(c, { email: ctx.uniqueEmail('cedar'), firstName: 'Cedar', code: codeC });
  const read = await c.request.get(`/api/supportmatch/messages/${partnership.id}`);
  expect(read.status(), 'an outsider cannot read the thread').toBe(404);
  const write = await c.request.post('/api/supportmatch/messages', { data: { partnershipId: partnership.id, content: 'let me in', clientId: randomUUID() } });
  expect(write.status(), 'an outsider cannot write to the thread').toBe(404);
  const socket = await connectSocket(ctx.baseUrl, await cookieHeader(c));
  try {
    const heard: unknown[] = [];
    socket.on('message', (event) => heard.push(event));
    const ack = await socket.timeout(5_000).emitWithAck('subscribe', { kind: 'partnership', id: partnership.id });
    expect(ack.ok, `an outsider cannot subscribe: ${JSON.stringify(ack)}`).toBe(false);
    const secret = `Only for Birch ${suffix}`;
    await send(a, secret);
    await expect(thread(b).getByText(secret, { exact: true })).toBeVisible({ timeout: LIVE_MS });
    await new Promise((r) => setTimeout(r, 500));
    expect(heard, 'the outsider heard nothing').toEqual([]);
  } finally {
    socket.disconnect();
  }
  await c.goto('/apps/supportmatch/partnership');
  await expect(c.getByText("You don't have an active partnership at the moment.")).toBeVisible();
  expect(await c.getByText(hello).count()).toBe(0);
  await checkA11y(c, 'supportmatch partnership, none active');

  await ctx.screenshot(a, 'partnership-desktop');
  await ctx.screenshot(b, 'partnership-phone');
  // A thread long enough to scroll: the message list must then be reachable with the keyboard too.
  for (let i = 1; i <= 12; i++) {
    const res = await a.request.post('/api/supportmatch/messages', { data: { partnershipId: partnership.id, content: `Note ${i} of a long day ${suffix}`, clientId: randomUUID() } });
    expect(res.ok(), `message ${i} answered ${res.status()}`).toBe(true);
  }
  for (const page of [a, b]) await expect(thread(page).getByText(`Note 12 of a long day ${suffix}`, { exact: true })).toBeVisible();
  await checkA11y(a, 'supportmatch partnership with a long thread, desktop', { widths: 'current' });
  await checkA11y(b, 'supportmatch partnership with a long thread, phone', { widths: 'current' });
  for (const page of [a, b]) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `no horizontal scrolling at ${page.viewportSize()!.width} px`).toBe(0);
  }

  // B reports A, then blocks A from the partnership page: the partnership ends quietly.
  await b.getByRole('button', { name: 'Report partner' }).click();
  const report = b.getByRole('dialog', { name: `Report ${alder}` });
  await expect(report).toBeVisible();
  await checkA11y(b, 'supportmatch report dialog');
  // The one Report dialog of every app (issue 32): a safety reason, an optional note.
  await report.getByRole('radio', { name: 'Harassment' }).check();
  await report.getByRole('textbox', { name: /optional/ }).fill('A test report from the browser journey.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(b.getByText('Report sent', { exact: true })).toBeVisible();
  const reports = await (await admin.request.get(`/api/moderation/reports?filter=${encodeURIComponent(JSON.stringify({ app: 'supportmatch' }))}`)).text();
  expect(reports, 'the admin sees the report').toContain('A test report from the browser journey.');

  await b.getByRole('button', { name: 'Block', exact: true }).click();
  const block = b.getByRole('dialog', { name: `Block ${alder}` });
  await expect(block).toBeVisible();
  await checkA11y(b, 'supportmatch block dialog');
  await block.getByRole('textbox', { name: /Reason/ }).fill('  journey block  ');
  await block.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(b.getByText("You don't have an active partnership at the moment.")).toBeVisible();
  await b.goto('/apps/supportmatch/safety');
  const row = b.getByRole('listitem', { name: alder });
  await expect(row.getByText('Reason: journey block', { exact: true })).toBeVisible();
  await ctx.screenshot(b, 'safety-phone');
  await checkA11y(b, 'supportmatch safety');
});
