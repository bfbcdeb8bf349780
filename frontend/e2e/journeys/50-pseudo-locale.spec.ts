import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { pseudoLocalize } from '../../src/lib/i18n/pseudo';
import { adminConsolePage } from '../lib/admin-console';
import { expect, test, type JourneyContext } from '../lib/fixtures';
import { adminApiPage, apiMember } from '../lib/flows';

/**
 * Issue 33's pseudo-locale check: every route of the product in the test-only pseudo language
 * (frontend/src/lib/i18n/pseudo.ts: each string of ours reads ⟦Ŝţŕîñĝ⟧), and no visible text that
 * is still English, i.e. letters outside the markers, once what is not ours to translate is set
 * aside: what people wrote (the journey's own data, the fields of the API's answers that hold
 * what members and admins typed, and any email address), the product names, numbers, and dates
 * and times that the browser's Intl formats (docs/i18n.md, "Pseudo-locale").
 *
 * Three journeys, each with its own page and data: a member's routes (the platform's pages and
 * every sub-app's), the signed-out pages with the invite screen, and the admin console.
 */

/** The product names, which every language keeps ("Sleep Stories" is the services list's name for SleepStories). */
const PRODUCT_NAMES = ['SupportMatch', 'SleepStories', 'Sleep Stories', 'LightHouse', 'SocketRelay', 'Psyop-Free Economy'];

/**
 * The languages' own names, as the language switch shows them: never translated (LANGUAGES in
 * packages/contracts/src/account.ts; a new language's name joins here).
 */
const LANGUAGE_NAMES = ['English', 'Español'];

/**
 * Dates, times and relative times as Intl and date-fns write them for the pseudo language (its
 * formats are English's): the browser's words, not strings of ours.
 */
const FORMATTED = [
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/g,
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/g,
  /\b\d{1,2}:\d{2}\s?[AP]M\b/g,
  /\b(less than a minute|(about |over |almost )?(a|an|\d+) (seconds?|minutes?|hours?|days?|months?|years?)) ago\b/g,
  /\bin (about |over |almost )?(a|an|\d+) (seconds?|minutes?|hours?|days?|months?|years?)\b/g,
  /\b\d+ (min|hr)\b/g,
];

/**
 * What people wrote that the page may show without an API answer of this journey's naming it: an
 * email address (a host's account in the console's lists, as other journeys' members name
 * themselves) is data, whoever wrote it, like the fields below. The dashboard's masked form
 * ("s••••@example.org") is one too.
 */
const WRITTEN_PATTERNS = [/[^\s@]+@[^\s@]+\.[A-Za-z]{2,}/g];

/**
 * The fields of the API's answers whose values are what people wrote (names, titles, messages,
 * addresses, invite codes) or ids: shown as they were written, in no language of ours. Only answers
 * that succeeded: an error's English `message` is not set aside.
 */
const WRITTEN_FIELDS = new Set([
  'title', 'description', 'content', 'message', 'seekerMessage', 'hostResponse', 'reason', 'details', 'notes', 'bio',
  'housingNeeds', 'houseRules', 'amenities', 'name', 'displayName', 'firstName', 'lastName', 'fullName', 'nickname',
  'partnerNickname', 'email', 'city', 'state', 'country', 'address', 'zipCode', 'code', 'text', 'resolution', 'note',
]);
/** And any field named like one of those (`hostDisplayName`, `user1Nickname`, `actionReason`). */
const isWrittenField = (key: string) => WRITTEN_FIELDS.has(key) || /(Name|Nickname|Email|Title|Text|Reason|Message|Description|Notes?)$/.test(key);
const isIdField = (key: string) => key === 'id' || /Id$/.test(key) || /Ids$/.test(key);

/** What a journey made for the screens to show. */
interface Fixture {
  userContent: string[];
  storyId: string;
  fulfillmentId: string;
  propertyId: string;
  matchId: string;
}

interface PseudoRoute {
  path: (f: Fixture) => string;
  /** Something of the journey's own data the page shows once it has loaded (its lists are read). */
  shows?: (f: Fixture) => string;
  /** Buttons (their English names) whose dialogs are checked too, each closed again with Escape. */
  dialogs?: string[];
}

/** A member's routes: the platform's own pages, and every member route of each sub-app (app/sub-apps). */
const MEMBER_ROUTES: PseudoRoute[] = [
  { path: () => '/' },
  { path: () => '/services' },
  { path: () => '/payments' },
  { path: () => '/notifications' },
  { path: () => '/settings' },
  { path: () => '/settings/notifications' },
  { path: () => '/settings/safety-check' },
  { path: () => '/no/such/page' },
  { path: () => '/apps/supportmatch', shows: (f) => f.userContent[0] },
  { path: () => '/apps/supportmatch/profile' },
  { path: () => '/apps/supportmatch/partnership', shows: (f) => f.userContent[1] },
  { path: () => '/apps/supportmatch/announcements' },
  { path: () => '/apps/supportmatch/history' },
  { path: () => '/apps/supportmatch/safety', dialogs: ['Block User'] },
  { path: () => '/apps/sleepstories', shows: (f) => f.userContent[2] },
  { path: (f) => `/apps/sleepstories/${f.storyId}`, shows: (f) => f.userContent[2] },
  { path: () => '/apps/socketrelay', shows: (f) => f.userContent[5] },
  { path: () => '/apps/socketrelay/profile' },
  { path: (f) => `/apps/socketrelay/chat/${f.fulfillmentId}`, shows: (f) => f.userContent[6], dialogs: ['Close Request'] },
  { path: () => '/apps/lighthouse', shows: (f) => f.userContent[9] },
  { path: () => '/apps/lighthouse/profile' },
  { path: () => '/apps/lighthouse/browse' },
  { path: () => '/apps/lighthouse/my-properties', shows: (f) => f.userContent[10] },
  { path: () => '/apps/lighthouse/property/new' },
  { path: (f) => `/apps/lighthouse/property/${f.propertyId}`, shows: (f) => f.userContent[10] },
  { path: (f) => `/apps/lighthouse/property/edit/${f.propertyId}` },
  { path: () => '/apps/lighthouse/matches', shows: (f) => f.userContent[11] },
  { path: (f) => `/apps/lighthouse/matches/${f.matchId}`, shows: (f) => f.userContent[12] },
];

/** The signed-out pages (a visitor without an account). */
const SIGNED_OUT_ROUTES: PseudoRoute[] = [
  { path: () => '/' },
  { path: () => '/login' },
  { path: () => '/login?tab=create' },
  { path: () => '/forgot-password' },
  { path: () => '/reset-password' },
  { path: () => '/logout' },
  { path: () => '/settings' },
  { path: () => '/no/such/page' },
];

/** An account without an invite yet: the invite screen and what it can still reach. */
const INVITE_ROUTES: PseudoRoute[] = [
  { path: () => '/' },
  { path: () => '/settings' },
  { path: () => '/settings/notifications' },
];

/** The console: its dashboard, every resource's list page, each sub-app's overview, a member's page. */
const CONSOLE_ROUTES: PseudoRoute[] = [
  '/admin',
  '/admin/users',
  '/admin/invites',
  '/admin/payments',
  '/admin/pricing',
  '/admin/activity',
  '/admin/moderation/reports',
  '/admin/moderation/appeals',
  '/admin/supportmatch',
  '/admin/supportmatch/partnerships',
  '/admin/supportmatch/reports',
  '/admin/supportmatch/announcements',
  '/admin/supportmatch/announcements/create',
  '/admin/supportmatch/profiles',
  '/admin/sleepstories',
  '/admin/sleepstories/stories',
  '/admin/sleepstories/announcements',
  '/admin/socketrelay',
  '/admin/socketrelay/requests',
  '/admin/socketrelay/fulfillments',
  '/admin/socketrelay/announcements',
  '/admin/lighthouse',
  '/admin/lighthouse/properties',
  '/admin/lighthouse/announcements',
  '/admin/no/such/page',
].map((path) => ({ path: () => path }));

/** Turns the pseudo-locale on for every document the page loads (the app reads the flag at start). */
async function speakPseudo(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as Record<string, unknown>).__PFE_PSEUDO_LOCALE__ = true;
  });
}

async function ok<T = Record<string, unknown>>(res: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
  return (await res.json().catch(() => ({}))) as T;
}

/** Every string under `value` (an API answer) that people wrote or that is an id (with its first 8 characters, the console's short form). */
function collectWritten(value: unknown, into: Set<string>, kind: 'data' | 'written' | 'id' = 'data'): void {
  if (typeof value === 'string') {
    if (kind === 'data' || !/[A-Za-z]/.test(value)) return;
    into.add(value);
    if (kind === 'id') into.add(value.slice(0, 8));
    // The dashboard shows an email masked ("s••••@example.org", features/dashboard/profile.ts).
    if (kind === 'written' && value.includes('@')) into.add(`${value[0]}••••@${value.split('@').pop()}`);
  } else if (Array.isArray(value)) {
    for (const item of value) collectWritten(item, into, kind);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      collectWritten(item, into, kind !== 'data' ? kind : isWrittenField(key) ? 'written' : isIdField(key) ? 'id' : 'data');
    }
  }
}

/**
 * What people wrote, as the page's API answers bring it: other journeys on the same worker's
 * backend write stories, requests and members the lists show too.
 */
function watchWritten(page: Page): () => Promise<string[]> {
  const written = new Set<string>();
  const reading: Promise<void>[] = [];
  page.on('response', (res) => {
    if (!res.ok() || !new URL(res.url()).pathname.startsWith('/api/') || !(res.headers()['content-type'] ?? '').includes('json')) return;
    reading.push(res.json().then((body: unknown) => collectWritten(body, written), () => {}));
  });
  return async () => {
    await Promise.all(reading);
    return [...written];
  };
}

/** Every visible text on the page that still has letters outside the pseudo markers once the allowed text is set aside. */
async function englishOnPage(page: Page, allowed: string[]): Promise<string[]> {
  return page.evaluate(
    ({ allowed, formatted }) => {
      const patterns = formatted.map((source) => new RegExp(source, 'g'));
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
        if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        // An avatar shows the initial of someone's name: what people wrote.
        if (parent.closest('.MuiAvatar-root')) continue;
        const text = node.textContent ?? '';
        let rest = text.replace(/⟦[^⟧]*⟧/g, ' ');
        for (const value of allowed) rest = rest.split(value).join(' ');
        for (const pattern of patterns) rest = rest.replace(pattern, ' ');
        if (/[A-Za-z]/.test(rest)) found.push(text.trim());
      }
      // Placeholders are visible text too.
      for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
        if (input.checkVisibility() && !input.placeholder.includes('⟦') && /[A-Za-z]/.test(input.placeholder)) found.push(`placeholder: ${input.placeholder}`);
      }
      return [...new Set(found)];
    },
    { allowed, formatted: [...WRITTEN_PATTERNS, ...FORMATTED].map((p) => p.source) },
  );
}

/** A "Loading…" line of ours, in the pseudo language: none may stay once a page has loaded. */
const LOADING_LINE = new RegExp(`^${pseudoLocalize('Loading').slice(0, -1)}`);

/**
 * Visits every route in `page` (already in the pseudo-locale), waits for each to be drawn and its
 * data shown, and fails on any visible English, by route; dialogs are opened and checked too.
 */
async function checkRoutes(page: Page, routes: PseudoRoute[], fixture: Fixture, userContent: string[]): Promise<void> {
  const written = watchWritten(page);
  const main = page.locator('main');
  const found: Record<string, string[]> = {};
  for (const route of routes) {
    const path = route.path(fixture);
    await test.step(path, async () => {
      await page.goto(path);
      // The app started in the pseudo-locale and the screen is drawn.
      await expect(page.locator('html')).toHaveAttribute('lang', 'pseudo');
      await expect(main.first()).toContainText('⟦');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const shown = route.shows?.(fixture);
      if (shown) await expect(main.getByText(shown).first()).toBeVisible();
      // Nothing still loading (a spinner has no value; a usage bar has one and stays).
      await expect(main.locator('[role="progressbar"]:not([aria-valuenow])').filter({ visible: true })).toHaveCount(0);
      await expect(page.getByText(LOADING_LINE).filter({ visible: true })).toHaveCount(0);
      const check = async (where: string) => {
        // Longest first, so a name inside a longer text is not cut out of it before the text is.
        const allowed = [...userContent, ...(await written()), ...PRODUCT_NAMES, ...LANGUAGE_NAMES].sort((a, b) => b.length - a.length);
        const english = await englishOnPage(page, allowed);
        if (english.length) found[where] = english;
      };
      await check(path);
      for (const button of route.dialogs ?? []) {
        await main.getByRole('button', { name: pseudoLocalize(button) }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await check(`${path} → ${button}`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  }
  expect(found, 'visible text without the pseudo markers (English not translated), by route').toEqual({});
}

/**
 * A member with data in every app: partnered in SupportMatch, a story to listen to, a SocketRelay
 * request she fulfils with a message, and a LightHouse listing another member asked for, accepted,
 * and a message in its conversation.
 */
async function makeFixture(ctx: JourneyContext): Promise<{ page: Page; fixture: Fixture }> {
  const suffix = Math.random().toString(36).slice(2, 6);
  const admin = await adminApiPage(ctx);
  const me = await apiMember(ctx, admin);
  const other = await apiMember(ctx, admin);
  const myNickname = `Wren ${suffix}`;
  const theirNickname = `Quill ${suffix}`;
  const profile = { timezone: 'Asia/Tokyo', timezonePreference: 'any_timezone', genderPreference: 'any' };
  await ok(await me.page.request.post('/api/supportmatch/profile', { data: { ...profile, nickname: myNickname, gender: 'female' } }), 'my SupportMatch profile');
  await ok(await other.page.request.post('/api/supportmatch/profile', { data: { ...profile, nickname: theirNickname } }), 'their SupportMatch profile');
  await ok(await admin.request.post('/api/supportmatch/admin/partnerships/run-matching'), 'run-matching');
  const partnership = await ok<{ partnerNickname?: string }>(await me.page.request.get('/api/supportmatch/partnership/active'), 'my partnership');
  // Another journey's member on this worker may be the partner: whoever it is, the name is theirs.
  const partner = partnership.partnerNickname ?? theirNickname;

  const storyTitle = `Harbour Lanterns ${suffix}`;
  const storyText = `Boats come home under the lanterns ${suffix}.`;
  const story = await ok<{ id: string }>(
    await admin.request.post('/api/sleepstories/admin', { data: { title: storyTitle, description: storyText, duration: 900, wistiaMediaId: `pseudo${suffix}`, isActive: true } }),
    'a story',
  );

  const relay = { city: 'Portland', state: 'Oregon', country: 'United States' };
  const myName = `Ash ${suffix}`;
  const theirName = `Bay ${suffix}`;
  await ok(await me.page.request.post('/api/socketrelay/profile', { data: { ...relay, displayName: myName } }), 'my SocketRelay profile');
  await ok(await other.page.request.post('/api/socketrelay/profile', { data: { ...relay, displayName: theirName } }), 'their SocketRelay profile');
  const request = `A ride to the pharmacy ${suffix}`;
  const posted = await ok<{ id: string }>(await other.page.request.post('/api/socketrelay/requests', { data: { description: request } }), 'their request');
  const fulfillment = await ok<{ id: string }>(await me.page.request.post(`/api/socketrelay/requests/${posted.id}/fulfill`), 'fulfilling it');
  const message = `I can drive you at noon ${suffix}`;
  await ok(await me.page.request.post(`/api/socketrelay/fulfillments/${fulfillment.id}/messages`, { data: { clientId: randomUUID(), content: message } }), 'a message');

  // LightHouse: she hosts; the other member asks for her listing; she accepts and they talk.
  const hostName = `Harbor ${suffix}`;
  const seekerName = `Sky ${suffix}`;
  const listing = { title: `Quiet room ${suffix}`, description: `A calm room by the park ${suffix}.`, address: '3 Elm Street', city: 'Austin', state: 'TX', zipCode: '78701', maxOccupants: 1 };
  await ok(await me.page.request.post('/api/lighthouse/profile', { data: { profileType: 'host', displayName: hostName, phoneNumber: '+1 212 555 0100' } }), 'my LightHouse profile');
  await ok(await other.page.request.post('/api/lighthouse/profile', { data: { profileType: 'seeker', displayName: seekerName, phoneNumber: '+1 212 555 0199' } }), 'their LightHouse profile');
  const property = await ok<{ id: string }>(await me.page.request.post('/api/lighthouse/properties', { data: listing }), 'my listing');
  const seekerMessage = `Hello ${hostName}, may I visit ${suffix}?`;
  const match = await ok<{ id: string }>(await other.page.request.post('/api/lighthouse/matches', { data: { propertyId: property.id, message: seekerMessage } }), 'their request');
  await ok(await me.page.request.put(`/api/lighthouse/matches/${match.id}`, { data: { status: 'accepted', hostResponse: `Welcome ${suffix}` } }), 'accepting it');
  const hello = `See you on Monday ${suffix}`;
  await ok(await other.page.request.post(`/api/lighthouse/matches/${match.id}/messages`, { data: { clientId: randomUUID(), content: hello } }), 'their message');
  await admin.close();
  await other.page.close();

  const userContent = [
    myNickname, partner, storyTitle, storyText, myName, request, message, theirName, me.email, // 0-8
    hostName, listing.title, seekerName, hello, listing.description, seekerMessage, `Welcome ${suffix}`, // 9-15
    ...Object.values(relay), listing.address, listing.city, listing.state, listing.zipCode,
  ];
  return { page: me.page, fixture: { userContent, storyId: story.id, fulfillmentId: fulfillment.id, propertyId: property.id, matchId: match.id } };
}

const NO_FIXTURE: Fixture = { userContent: [], storyId: '', fulfillmentId: '', propertyId: '', matchId: '' };

// Each journey makes its own members and data: they may run on two workers at once.
test.describe.configure({ mode: 'parallel' });

test('every member route, the platform’s and each sub-app’s, reads in the pseudo-locale, with no English left', async ({ ctx }) => {
  test.slow();
  const { page, fixture } = await makeFixture(ctx);
  await speakPseudo(page);
  await checkRoutes(page, MEMBER_ROUTES, fixture, fixture.userContent);
  await ctx.screenshot(page, 'pseudo-lighthouse-conversation');
});

test('the signed-out pages and the invite screen read in the pseudo-locale, with no English left', async ({ ctx }) => {
  const page = await ctx.page();
  await speakPseudo(page);
  await checkRoutes(page, SIGNED_OUT_ROUTES, NO_FIXTURE, []);
  // An account without an invite yet.
  const email = ctx.uniqueEmail('pseudo-invite');
  await ok(await page.request.post('/api/auth/register', { data: { email, password: 'a-long-enough-password', firstName: 'Lumen' } }), 'an account');
  await checkRoutes(page, INVITE_ROUTES, NO_FIXTURE, [email, 'Lumen']);
  await ctx.screenshot(page, 'pseudo-invite');
});

test('the admin console, its dashboard and every resource’s list, reads in the pseudo-locale, with no English left', async ({ ctx }) => {
  test.slow();
  const page = await adminConsolePage(ctx);
  // Something in its lists: a member with a SupportMatch profile (the options' labels), an invite.
  const member = await apiMember(ctx, page);
  await ok(await member.page.request.post('/api/supportmatch/profile', {
    data: { nickname: `Fern ${Math.random().toString(36).slice(2, 6)}`, gender: 'prefer-not-to-say', genderPreference: 'any', timezone: 'America/New_York', timezonePreference: 'same_timezone' },
  }), 'a SupportMatch profile');
  await member.page.close();
  await speakPseudo(page);
  await checkRoutes(page, CONSOLE_ROUTES, NO_FIXTURE, [ctx.admin.email]);
  await ctx.screenshot(page, 'pseudo-console');
});
