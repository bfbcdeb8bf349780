import type { Page, Request } from '@playwright/test';
import { checkA11y, PHONE } from '../lib/a11y';
import { memberViaApi } from '../lib/admin-console';
import { makeWav } from '../lib/audio';
import { QUICK_EXIT_URL } from '../lib/env';
import { expect, test } from '../lib/fixtures';
import { adminApiPage } from '../lib/flows';

/** Issue 21 item 9: a story keeps playing from page to page of the member UI, with a mini-player. */

/** A story with its own audio (a generated WAV), made by the admin through the API. */
async function storyWithAudio(api: Page, origin: string, title: string, seconds: number): Promise<string> {
  const created = await api.request.post('/api/sleepstories/admin', {
    data: { title, description: 'Waves on the shingle, slower and slower.', duration: seconds, wistiaMediaId: 'shore01', category: 'nature' },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  // An upload must prove it comes from our pages (multipart is a type other sites' forms can send).
  const uploaded = await api.request.post(`/api/sleepstories/admin/${id}/audio`, {
    headers: { Origin: origin },
    multipart: { file: { name: 'shore.wav', mimeType: 'audio/wav', buffer: makeWav(seconds) } },
  });
  expect(uploaded.status()).toBe(201);
  return id;
}

/** Waits until the shell's audio element plays and its time moves on from where it is now. */
async function expectPlaying(page: Page) {
  const from = await page.getByTestId('story-audio').evaluate((el) => (el as HTMLAudioElement).currentTime);
  await page.waitForFunction(
    (t) => {
      const audio = document.querySelector<HTMLAudioElement>('audio[data-testid="story-audio"]');
      return !!audio && audio.paused === false && audio.currentTime > t + 0.5;
    },
    from,
    { timeout: 30_000 },
  );
}

const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-testid="story-audio"]');
    return audio ? { paused: audio.paused, src: audio.getAttribute('src') } : null;
  });

/** Through the menu sheet (a phone): an in-app navigation, as a member's tap, not a page load. */
async function goVia(page: Page, link: string) {
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.getByRole('link', { name: link }).click();
}

test('a story keeps playing across member pages with a mini-player at 375 px; it pauses from there; quick exit silences it at once', async ({ ctx }) => {
  const suffix = Math.random().toString(36).slice(2, 6);
  const title = `Night Shore ${suffix}`;
  const api = await adminApiPage(ctx);
  const id = await storyWithAudio(api, ctx.baseUrl, title, 120);

  // Quick exit signs out while the page waits for the neutral site (held below): the page's data
  // calls stop before the sign-out goes (lib/browser markLeaving), so none is answered 401.
  const { page } = await memberViaApi(ctx, api, { firstName: 'Juniper' });
  await page.setViewportSize(PHONE);
  await page.goto(`/apps/sleepstories/${id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Play' }).click();
  await expectPlaying(page);
  // On the story's own page the full player is there, not the bar.
  await expect(page.getByRole('region', { name: 'Now playing' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Sleep timer' }).click();
  await page.getByRole('option', { name: '30 minutes' }).click();
  await expect(page.getByTestId('sleep-timer-left')).toContainText(/Stops in (30:00|29:\d\d)/);

  // The dashboard: the same audio still plays, the bar shows the story and the sleep timer.
  await goVia(page, 'My Dashboard');
  await expect(page.getByText(/^Welcome back/)).toBeVisible();
  const bar = page.getByRole('region', { name: 'Now playing' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: title })).toHaveAttribute('href', `/apps/sleepstories/${id}`);
  await expect(bar.getByTestId('mini-player-status')).toContainText(/Stops in (30:00|29:\d\d)/);
  await expectPlaying(page);
  expect(await page.locator('audio').count()).toBe(1);

  // At 375 px the bar covers nothing: scrolled to the end, the page's content ends above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const layout = await page.evaluate(() => {
    const main = document.querySelector('main')!.getBoundingClientRect();
    const bar = document.querySelector('[data-testid="mini-player"]')!.getBoundingClientRect();
    return { mainBottom: main.bottom, barTop: bar.top, barBottom: bar.bottom, viewport: window.innerHeight, scrollWidth: document.documentElement.scrollWidth };
  });
  expect(layout.mainBottom).toBeLessThanOrEqual(layout.barTop + 0.5);
  expect(Math.round(layout.barBottom)).toBe(layout.viewport);
  expect(layout.scrollWidth).toBeLessThanOrEqual(PHONE.width);
  await ctx.screenshot(page, 'dashboard-mini-player-phone');
  await checkA11y(page, 'dashboard with the mini-player');

  // Another app: still playing.
  await goVia(page, 'LightHouse');
  await page.waitForURL((url) => url.pathname === '/apps/lighthouse');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toBeVisible();
  await expectPlaying(page);

  // Pause from the bar: the audio pauses and the place is saved. The saves are followed one by one:
  // a periodic save (every 5 s while playing) can go out just before the pause's own, and the place
  // is the last one's.
  const isSave = (req: Request) => req.url().endsWith(`/api/sleepstories/${id}/progress`) && req.method() === 'PUT';
  const saves: number[] = [];
  const onTheirWay = new Set<Request>();
  page.on('request', (req) => {
    if (!isSave(req)) return;
    onTheirWay.add(req);
    saves.push((req.postDataJSON() as { positionSeconds: number }).positionSeconds);
  });
  const answered = (req: Request) => onTheirWay.delete(req);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  const savedBefore = saves.length;
  await bar.getByRole('button', { name: `Pause ${title}` }).click();
  await page.waitForFunction(() => document.querySelector<HTMLAudioElement>('audio[data-testid="story-audio"]')?.paused === true);
  await expect.poll(() => saves.length > savedBefore && onTheirWay.size === 0, { message: 'the place is saved' }).toBe(true);
  const position = saves.at(-1)!;
  expect(position).toBeGreaterThanOrEqual(1);
  await expect(bar.getByRole('button', { name: `Play ${title}` })).toBeVisible();
  await checkA11y(page, 'lighthouse with the paused mini-player', { widths: 'current' });

  // Back to the story from the bar: the full player is where the story is.
  await bar.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Now playing' })).toHaveCount(0);
  await expect(page.getByTestId('player-position')).toHaveText(`${Math.floor(position / 60)}:${String(position % 60).padStart(2, '0')}`);
  await page.getByRole('button', { name: 'Play' }).click();
  await expectPlaying(page);
  await goVia(page, 'My Dashboard');
  await expect(bar).toBeVisible();

  // Quick exit: silence and no bar at once, before the neutral site has even answered. The page
  // reports through its console (a page waiting for its next document answers no evaluate).
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.context().route(`${QUICK_EXIT_URL}**`, async (route) => {
    await held;
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><head><title>Weather</title></head><body><h1>Weather</h1></body></html>' });
  });
  const reports = new Set<string>();
  page.on('console', (message) => {
    if (message.text().startsWith('e2e:')) reports.add(message.text());
  });
  await page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-testid="story-audio"]')!;
    // The stream let go: src removed and the element reset (which drops its queued pause event).
    audio.addEventListener('emptied', () => console.log(`e2e: emptied, paused ${audio.paused}, src ${audio.getAttribute('src') ?? 'none'}`));
    new MutationObserver(() => {
      if (!document.querySelector('[data-testid="mini-player"]')) console.log('e2e: no mini-player');
    }).observe(document.body, { childList: true, subtree: true });
  });
  expect(await audioState(page)).toEqual({ paused: false, src: `/api/sleepstories/${id}/audio` });
  await page.getByRole('button', { name: 'Quick exit' }).click({ noWaitAfter: true });
  await expect.poll(() => [...reports].sort(), { message: 'silent at once, and no bar' }).toEqual(['e2e: emptied, paused true, src none', 'e2e: no mini-player']);
  answer();
  await page.waitForURL(`${QUICK_EXIT_URL}**`);
  await expect(page.getByRole('heading', { name: 'Weather' })).toBeVisible();
});

test('the admin console has no mini-player: opening it stops the story and keeps the place', async ({ ctx }) => {
  const suffix = Math.random().toString(36).slice(2, 6);
  const title = `Lantern Bay ${suffix}`;
  const admin = await adminApiPage(ctx);
  const id = await storyWithAudio(admin, ctx.baseUrl, title, 60);
  await admin.goto(`/apps/sleepstories/${id}`);
  await expect(admin.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Play' }).click();
  await expectPlaying(admin);
  await admin.getByRole('link', { name: 'My Dashboard' }).click();
  await expect(admin.getByRole('region', { name: 'Now playing' })).toBeVisible();

  const before = await admin.getByTestId('story-audio').evaluate((el) => (el as HTMLAudioElement).currentTime);
  await admin.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await admin.waitForURL((url) => url.pathname.startsWith('/admin'));
  await expect(admin.getByRole('region', { name: 'Now playing' })).toHaveCount(0);
  expect(await admin.locator('audio').count()).toBe(0);
  // The place reached was saved as the member UI went (a request that outlives it).
  await expect
    .poll(async () => (await (await admin.request.get(`/api/sleepstories/${id}`)).json()).progress?.positionSeconds ?? -1, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(Math.floor(before));
});
