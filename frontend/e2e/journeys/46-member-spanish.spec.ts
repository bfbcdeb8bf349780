import type { Page } from '@playwright/test';
import account from '../../src/locales/es/account.json' with { type: 'json' };
import auth from '../../src/locales/es/auth.json' with { type: 'json' };
import common from '../../src/locales/es/common.json' with { type: 'json' };
import dashboard from '../../src/locales/es/dashboard.json' with { type: 'json' };
import lighthouse from '../../src/locales/es/lighthouse.json' with { type: 'json' };
import sleepstories from '../../src/locales/es/sleepstories.json' with { type: 'json' };
import socketrelay from '../../src/locales/es/socketrelay.json' with { type: 'json' };
import supportmatch from '../../src/locales/es/supportmatch.json' with { type: 'json' };
import { checkA11y, PHONE } from '../lib/a11y';
import { expect, POLL, test, type JourneyContext } from '../lib/fixtures';
import { adminApiPage, apiMember, createInviteCode } from '../lib/flows';

/**
 * Issue 33: a Spanish-speaking member on her phone. Her browser asks for Spanish (es-US, so
 * Accept-Language and navigator.languages say es), and her first visit follows it: the landing
 * page, signing up and the invite screen, the dashboard, and each of the four apps read in
 * Spanish, `<html lang="es">` throughout, and her new account keeps Spanish. Signed out, the
 * forgotten-password and reset screens read in Spanish as far as the UI goes (the reset email
 * itself is proven Spanish in backend/test/password-reset.e2e-spec.ts). Every text is read from
 * frontend/src/locales/es, never retyped. Other members and the admin's data come through the API.
 */

const PASSWORD = 'a-long-enough-password';
const NEW_PASSWORD = 'another-long-password-2';
const SPANISH = 'es-US';

/** An i18next text with its {{variables}} filled in. */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

async function ok<T = Record<string, unknown>>(res: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
  return (await res.json().catch(() => ({}))) as T;
}

async function inSpanish(page: Page, where: string) {
  await expect(page.locator('html'), `${where}: <html lang>`).toHaveAttribute('lang', 'es');
}

/** What other people made for her to find: a story (the admin) and a listed room (another member, a host). */
async function othersData(ctx: JourneyContext, suffix: string) {
  const admin = await adminApiPage(ctx);
  const story = { title: `Faros del puerto ${suffix}`, description: 'Los barcos vuelven a casa bajo los faros.', duration: 900, wistiaMediaId: `es${suffix}`, isActive: true, category: 'nature' };
  await ok(await admin.request.post('/api/sleepstories/admin', { data: story }), 'a story');
  const host = await apiMember(ctx, admin);
  await ok(await host.page.request.post('/api/lighthouse/profile', { data: { profileType: 'host', displayName: `Marina ${suffix}`, phoneNumber: '+1 212 555 0100' } }), 'the host’s profile');
  const room = { title: `Cuarto tranquilo ${suffix}`, description: 'Un cuarto tranquilo junto al parque.', address: '3 Elm Street', city: 'Austin', state: 'TX', zipCode: '78701', maxOccupants: 1, propertyType: 'room' };
  await ok(await host.page.request.post('/api/lighthouse/properties', { data: room }), 'the host’s listing');
  await host.page.close();
  return { admin, story, room };
}

test('a Spanish-speaking member, phone first: the landing page, sign-up and invite, the dashboard and each app in Spanish; the password reset screens in Spanish', async ({ ctx }) => {
  // Eight screens with axe and two members' sign-ups on a busy machine.
  test.slow();
  const suffix = Math.random().toString(36).slice(2, 6);
  const { admin, story, room } = await othersData(ctx, suffix);
  const code = await createInviteCode(admin);
  const email = ctx.uniqueEmail('lucia');
  const page = await ctx.page({ viewport: PHONE, locale: SPANISH });

  await test.step('the landing page follows her browser’s language', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: auth.landing.title, level: 1 })).toBeVisible();
    await inSpanish(page, 'landing');
    await expect(page).toHaveTitle(new RegExp(`^${auth.landing.pageTitle}\\b`));
    await expect(page.getByRole('link', { name: auth.landing.contact })).toBeVisible();
    await checkA11y(page, 'landing in Spanish');
  });

  await test.step('she creates her account and redeems her invite, in Spanish', async () => {
    await page.getByRole('button', { name: auth.landing.signIn }).click();
    await page.waitForURL('**/login');
    await expect(page.getByRole('heading', { name: auth.signIn.title })).toBeVisible();
    await page.getByRole('tab', { name: auth.signUp.tab }).click();
    await expect(page.getByText(auth.signUp.inviteNext)).toBeVisible();
    await page.getByLabel(auth.signUp.firstName, { exact: true }).fill('Lucía');
    await page.getByLabel(auth.email).fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await checkA11y(page, 'create account in Spanish', { widths: 'current' });
    await page.getByRole('button', { name: auth.signUp.submit }).click();

    await expect(page.getByRole('heading', { name: auth.invite.required })).toBeVisible();
    await expect(page.getByText(auth.invite.explain)).toBeVisible();
    await inSpanish(page, 'invite screen');
    await checkA11y(page, 'invite screen in Spanish', { widths: 'current' });
    await page.getByLabel(auth.invite.label).pressSequentially(code);
    await page.getByRole('button', { name: auth.invite.submit }).click();
    const toast = page.getByRole('status').filter({ hasText: auth.invite.welcome });
    await expect(toast).toBeVisible();
    await expect(toast.getByText(auth.invite.welcomeDetail)).toBeVisible();
    await expect(page.getByRole('heading', { name: dashboard.title, level: 1 })).toBeVisible();
    await expect(page.getByText(fill(dashboard.welcomeName, { name: 'Lucía' }))).toBeVisible();
    await inSpanish(page, 'dashboard');
    // Her account took the language she signed up in (emails go out in it).
    await expect.poll(() => page.request.get('/api/account/settings').then((r) => r.json()), POLL).toMatchObject({ language: 'es' });
    await checkA11y(page, 'member dashboard in Spanish', { widths: 'current' });
  });

  await test.step('SupportMatch: she creates her profile', async () => {
    await page.goto('/apps/supportmatch');
    await expect(page.getByRole('heading', { name: supportmatch.dashboard.welcomeTitle })).toBeVisible();
    await page.getByRole('link', { name: supportmatch.common.createProfile }).click();
    await expect(page.getByRole('heading', { name: supportmatch.common.createProfile, level: 1 })).toBeVisible();
    const nickname = `Luz ${suffix}`;
    await page.getByLabel(supportmatch.profile.nickname).fill(nickname);
    const choose = async (label: string, option: string) => {
      await page.getByRole('combobox', { name: label, exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    const { options } = supportmatch.profile;
    await choose(supportmatch.profile.gender, options.gender.female);
    await choose(supportmatch.profile.genderPreference, options.genderPreference.any);
    // Country names come from Intl in her language; the stored value stays the English name.
    await choose(supportmatch.profile.country, new Intl.DisplayNames([SPANISH], { type: 'region' }).of('US')!);
    await choose(supportmatch.profile.timezone, options.timezone['America/New_York']);
    await expect(page.getByRole('combobox', { name: supportmatch.profile.timezonePreference })).toHaveText(options.timezonePreference.same_timezone);
    await checkA11y(page, 'SupportMatch profile form in Spanish', { widths: 'current' });
    await page.getByRole('button', { name: supportmatch.common.createProfile }).click();
    await expect(page.getByText(supportmatch.profile.createdTitle, { exact: true })).toBeVisible();
    await expect(page.getByText(supportmatch.profile.created)).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/apps/supportmatch');
    await expect(page.getByText(fill(supportmatch.dashboard.welcomeBackName, { nickname }))).toBeVisible();
    await expect(page.getByText(supportmatch.dashboard.noActivePartnership, { exact: true })).toBeVisible();
    const saved = await ok<{ country: string; gender: string }>(await page.request.get('/api/supportmatch/profile'), 'her profile');
    expect(saved).toMatchObject({ country: 'United States', gender: 'female' });
  });

  await test.step('SleepStories: she opens the library and a story', async () => {
    await page.goto('/apps/sleepstories');
    await expect(page.getByRole('heading', { name: sleepstories.title, level: 1 })).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: story.title }) });
    await expect(card.getByText(fill(sleepstories.duration.minutes, { minutes: 15 }), { exact: true })).toBeVisible();
    await expect(card.getByText(sleepstories.categories.nature, { exact: true })).toBeVisible();
    await checkA11y(page, 'SleepStories library in Spanish', { widths: 'current' });
    await page.getByRole('group', { name: sleepstories.library.category }).getByRole('button', { name: sleepstories.categories.bedtime }).click();
    await expect(page.getByText(fill(sleepstories.library.emptyCategory, { category: sleepstories.categories.bedtime }))).toBeVisible();
    await page.getByRole('button', { name: sleepstories.library.all, exact: true }).click();
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { name: story.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: sleepstories.story.back })).toBeVisible();
    await expect(page.getByRole('button', { name: sleepstories.wistia.play })).toBeVisible();
  });

  await test.step('LightHouse: the welcome, then browsing a room with her seeker profile', async () => {
    await page.goto('/apps/lighthouse/browse');
    await expect(page.getByRole('heading', { name: lighthouse.x.browseTitle, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: fill(common.profileGate.welcome, { app: 'LightHouse' }) })).toBeVisible();
    await expect(page.getByRole('link', { name: common.profileGate.create })).toBeVisible();
    await ok(await page.request.post('/api/lighthouse/profile', { data: { profileType: 'seeker', displayName: `Lucía ${suffix}`, phoneNumber: '+1 212 555 0199' } }), 'her LightHouse profile');
    await page.reload();
    const listing = page.getByRole('article').filter({ has: page.getByRole('heading', { name: room.title }) });
    await expect(listing.getByText(lighthouse.types.room, { exact: true })).toBeVisible();
    await expect(listing.getByText(lighthouse.rentNotListed)).toBeVisible();
    await expect(listing.getByText(`${room.city}, ${room.state}`)).toBeVisible();
    await inSpanish(page, 'LightHouse');
    await checkA11y(page, 'LightHouse browse in Spanish', { widths: 'current' });
  });

  await test.step('SocketRelay: she posts a request', async () => {
    await ok(await page.request.post('/api/socketrelay/profile', { data: { displayName: `Lucía ${suffix}`, city: 'Nueva York', state: 'NY', country: 'United States' } }), 'her SocketRelay profile');
    await page.goto('/apps/socketrelay');
    await expect(page.getByRole('heading', { name: socketrelay.create.title })).toBeVisible();
    const description = `Un abrigo de invierno, talla M ${suffix}`;
    await page.getByRole('textbox', { name: socketrelay.create.label }).fill(description);
    await page.getByRole('button', { name: socketrelay.create.post }).click();
    await expect(page.getByText(socketrelay.create.postedTitle, { exact: true })).toBeVisible();
    const mine = page.getByRole('list', { name: socketrelay.dashboard.myList });
    await expect(mine.getByText(description)).toBeVisible();
    await expect(mine.getByRole('button', { name: fill(socketrelay.dashboard.withdrawRequest, { description }) })).toBeVisible();
    await inSpanish(page, 'SocketRelay');
    await checkA11y(page, 'SocketRelay dashboard in Spanish', { widths: 'current' });
    await ctx.screenshot(page, 'socketrelay-es');
  });

  await test.step('signed out: forgotten password and the reset screens, in Spanish', async () => {
    const { id } = await ok<{ id: string }>(await page.request.get('/api/auth/user'), 'her account');
    // A reset ends her sessions: her signed-in page closes first.
    await page.close();
    const visitor = await ctx.page({ viewport: PHONE, locale: SPANISH });
    await visitor.goto('/login');
    await visitor.getByRole('link', { name: auth.signIn.forgot }).click();
    await expect(visitor.getByRole('heading', { name: auth.forgot.title })).toBeVisible();
    await expect(visitor.getByText(auth.forgot.explain)).toBeVisible();
    await inSpanish(visitor, 'forgot password');
    await checkA11y(visitor, 'forgot password in Spanish', { widths: 'current' });
    await visitor.getByLabel(auth.email).fill(email);
    await visitor.getByRole('button', { name: auth.forgot.submit }).click();
    await expect(visitor.getByRole('status')).toHaveText(auth.forgot.requested);

    // A link without its token says so.
    await visitor.goto('/reset-password');
    await expect(visitor.getByRole('heading', { name: auth.reset.title })).toBeVisible();
    await expect(visitor.getByText(auth.reset.incomplete)).toBeVisible();

    // The link itself (the email's is proven in backend/test/password-reset.e2e-spec.ts): the one an admin can make.
    const link = await ok<{ url: string }>(await admin.request.post(`/api/admin/users/${id}/password-reset-link`), 'a reset link');
    const url = new URL(link.url);
    await visitor.goto(url.pathname + url.search);
    await expect(visitor.getByRole('heading', { name: auth.reset.title })).toBeVisible();
    await visitor.locator('input[name="password"]').fill(NEW_PASSWORD);
    await visitor.locator('input[name="repeat"]').fill(`${NEW_PASSWORD}x`);
    await visitor.getByRole('button', { name: auth.reset.submit }).click();
    await expect(visitor.getByText(auth.reset.differ)).toBeVisible();
    await visitor.locator('input[name="repeat"]').fill(NEW_PASSWORD);
    await visitor.getByRole('button', { name: auth.reset.submit }).click();
    await expect(visitor.getByRole('status')).toContainText(auth.reset.done);
    await visitor.getByRole('link', { name: auth.signIn.submit }).click();
    await visitor.getByLabel(auth.email).fill(email);
    await visitor.locator('input[name="password"]').fill(NEW_PASSWORD);
    await visitor.getByRole('button', { name: auth.signIn.submit }).click();
    await expect(visitor.getByRole('heading', { name: account.safety.title, level: 1 })).toBeVisible();
    await inSpanish(visitor, 'Safety Check');
  });
});
