import { io } from 'socket.io-client';
import { assert, visible } from '../lib/expect.mjs';
import { adminApiPage, becomeMember, createInviteCode } from '../lib/flows.mjs';

export const title = 'two members create SupportMatch profiles, the admin runs matching, they chat live; an outsider gets nothing';

/** A message must reach the other member through the socket: well before the 5 s polling fallback. */
const LIVE_MS = 3_000;

/** Creates the SupportMatch profile in the UI, from the dashboard's welcome card. */
async function createProfile(page, { nickname, gender }) {
  await page.goto('/apps/supportmatch');
  await visible(page.getByRole('heading', { name: 'Welcome to SupportMatch' }));
  await page.getByRole('link', { name: 'Create Profile' }).click();
  await visible(page.getByRole('heading', { name: 'Create Profile' }));
  await page.getByLabel('Nickname').fill(nickname);
  const choose = async (label, option) => {
    await page.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Gender', gender);
  await choose('Partner gender preference', 'Any');
  await choose('Country', 'United States');
  await choose('Timezone', 'Eastern Time (New York)');
  assert.equal(await page.getByRole('combobox', { name: 'Timezone preference' }).textContent(), 'Same timezone only');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await visible(page.getByText('Profile Created', { exact: true }));
  await visible(page.getByText('Your SupportMatch profile has been created successfully.'));
  await visible(page.getByText(`Welcome back, ${nickname}!`));
  await page.waitForURL((url) => url.pathname === '/apps/supportmatch');
  await visible(page.getByText('No Active Partnership', { exact: true }));
}

/** Opens the partnership page and waits until the thread is live (socket subscribed). */
async function openPartnership(page, partnerNickname) {
  await page.goto('/apps/supportmatch/partnership');
  await visible(page.getByRole('region', { name: 'Partnership Details' }).getByText(partnerNickname, { exact: true }));
  await visible(page.getByRole('status').getByText('Live', { exact: true }), 'the Live indicator');
  // A marker that a reload would erase: the message must arrive without one.
  await page.evaluate(() => {
    window.__noReload = true;
  });
}

const thread = (page) => page.getByRole('log', { name: 'Messages' });

async function send(page, text) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.click();
  await input.pressSequentially(text);
  await input.press('Enter');
}

async function cookieHeader(page) {
  const cookies = await page.context().cookies();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** A socket.io client in this process with the outsider's session cookie. */
function connectSocket(baseUrl, cookie) {
  return new Promise((resolve, reject) => {
    const socket = io(`${baseUrl}/chat`, { transports: ['websocket'], extraHeaders: { Cookie: cookie }, reconnection: false, timeout: 5_000 });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(new Error(`the outsider's socket did not connect: ${err.message}`)));
  });
}

export async function run(ctx) {
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
  assert.equal(res.status(), 200, `run-matching answered ${res.status()}: ${await res.text()}`);
  const run = await res.json();
  assert.match(run.message, /1 pair created/, `run-matching: ${run.message}`);

  // The dashboard now shows the partner card.
  await a.goto('/apps/supportmatch');
  await visible(a.getByText('Active Partnership', { exact: true }));
  await visible(a.getByRole('region', { name: 'Your Accountability Partner' }).getByText(birch, { exact: true }));
  await ctx.screenshot(a, 'dashboard-desktop');

  await openPartnership(a, birch);
  await openPartnership(b, alder);
  await visible(thread(a).getByText('No messages yet. Start the conversation!'));
  await visible(a.getByText('(30-day partnership)'));
  const partnership = await (await a.request.get('/api/supportmatch/partnership/active')).json();

  // A → B, live.
  const hello = `Hello ${birch}, checking in ${suffix}`;
  await send(a, hello);
  await visible(thread(a).getByText(hello, { exact: true }), 'the sent message in A’s thread');
  assert.equal(await a.getByRole('textbox', { name: 'Message' }).inputValue(), '', 'the input is cleared after sending');
  await thread(b).getByText(hello, { exact: true }).waitFor({ timeout: LIVE_MS });
  assert.equal(await b.evaluate(() => window.__noReload), true, 'B did not reload');

  // B → A, live; Shift+Enter makes a new line instead of sending.
  const input = b.getByRole('textbox', { name: 'Message' });
  await input.click();
  await input.pressSequentially('Doing well');
  await input.press('Shift+Enter');
  await input.pressSequentially('thanks for asking');
  assert.equal(await input.inputValue(), 'Doing well\nthanks for asking', 'Shift+Enter adds a line');
  await input.press('Enter');
  const reply = a.getByRole('log', { name: 'Messages' }).locator('li[data-own="false"]');
  await visible(b.getByRole('log', { name: 'Messages' }).locator('li[data-own="true"]').getByText(/Doing well\s+thanks for asking/));
  await reply.getByText(/Doing well\s+thanks for asking/).waitFor({ timeout: LIVE_MS });
  assert.equal(await a.evaluate(() => window.__noReload), true, 'A did not reload');
  assert.equal(await thread(a).getByRole('listitem').count(), 2, 'A sees each message once');
  assert.equal(await thread(b).getByRole('listitem').count(), 2, 'B sees each message once');

  // An outsider (a member with no partnership) gets nothing: not over REST, not over the socket.
  const c = await ctx.page();
  await becomeMember(c, { email: ctx.uniqueEmail('cedar'), firstName: 'Cedar', code: codeC });
  const read = await c.request.get(`/api/supportmatch/messages/${partnership.id}`);
  assert.equal(read.status(), 404, 'an outsider cannot read the thread');
  const write = await c.request.post('/api/supportmatch/messages', { data: { partnershipId: partnership.id, content: 'let me in' } });
  assert.equal(write.status(), 404, 'an outsider cannot write to the thread');
  const socket = await connectSocket(ctx.baseUrl, await cookieHeader(c));
  try {
    const heard = [];
    socket.on('message', (event) => heard.push(event));
    const ack = await socket.timeout(5_000).emitWithAck('subscribe', { kind: 'partnership', id: partnership.id });
    assert.equal(ack.ok, false, `an outsider cannot subscribe: ${JSON.stringify(ack)}`);
    const secret = `Only for Birch ${suffix}`;
    await send(a, secret);
    await thread(b).getByText(secret, { exact: true }).waitFor({ timeout: LIVE_MS });
    await new Promise((r) => setTimeout(r, 500));
    assert.deepEqual(heard, [], 'the outsider heard nothing');
  } finally {
    socket.disconnect();
  }
  await c.goto('/apps/supportmatch/partnership');
  await visible(c.getByText("You don't have an active partnership at the moment."));
  assert.equal(await c.getByText(hello).count(), 0);

  await ctx.screenshot(a, 'partnership-desktop');
  await ctx.screenshot(b, 'partnership-phone');
  for (const page of [a, b]) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, `no horizontal scrolling at ${page.viewportSize().width} px`);
  }

  // B reports A, then blocks A from the partnership page: the partnership ends quietly.
  await b.getByRole('button', { name: 'Report partner' }).click();
  const report = b.getByRole('dialog', { name: `Report ${alder}` });
  await visible(report);
  await report.getByRole('combobox', { name: 'Reason' }).click();
  await b.getByRole('option', { name: 'Inappropriate messages' }).click();
  await report.getByRole('textbox', { name: 'What happened?' }).fill('A test report from the browser journey.');
  await report.getByRole('button', { name: 'Submit Report' }).click();
  await visible(b.getByText('Report submitted', { exact: true }));
  const reports = await (await admin.request.get('/api/supportmatch/admin/reports')).text();
  assert.ok(reports.includes('A test report from the browser journey.'), 'the admin sees the report');

  await b.getByRole('button', { name: 'Block', exact: true }).click();
  const block = b.getByRole('dialog', { name: `Block ${alder}` });
  await block.getByRole('textbox', { name: /Reason/ }).fill('  journey block  ');
  await block.getByRole('button', { name: 'Block', exact: true }).click();
  await visible(b.getByText("You don't have an active partnership at the moment."));
  await b.goto('/apps/supportmatch/safety');
  const row = b.getByRole('listitem', { name: alder });
  await visible(row.getByText('Reason: journey block', { exact: true }));
  await ctx.screenshot(b, 'safety-phone');
}
