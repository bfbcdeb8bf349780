import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { quickExit } from '../../components/quick-exit';
import { Link, Route, Routes } from 'react-router-dom';
import { SleepStoryRoute } from '../../features/sleepstories';
import { makeDetail, STORY_ID } from '../../features/sleepstories/testing/fixtures';
import { DISCREET_KEY } from '../../lib/discreet';
import { makeUser, mockFetch, renderWithProviders } from '../../testing/render';
import { AppShell } from './app-shell';
import { CLOSE_PLAYER_LABEL, MINI_PLAYER_LABEL } from './mini-player';

vi.setConfig({ testTimeout: 60_000 });

const STORY_PATH = `/apps/sleepstories/${STORY_ID}`;
const TITLE = 'The Quiet Harbour';
const OTHER_ID = '0d9e8f7a-6b5c-4d3e-8f21-a0b1c2d3e4f5';

/** The member shell with the real story page, a library stand-in (the story's back link leads there) and a dashboard. */
function renderShell(path = STORY_PATH) {
  return renderWithProviders(
    <Routes>
      <Route element={<AppShell user={makeUser()} />}>
        <Route index element={<h1>Dashboard page</h1>} />
        <Route
          path="apps/sleepstories"
          element={
            <>
              <h1>Library page</h1>
              <Link to={`/apps/sleepstories/${OTHER_ID}`}>Forest Rain</Link>
            </>
          }
        />
        <Route path="apps/sleepstories/:id" element={<SleepStoryRoute />} />
      </Route>
    </Routes>,
    { path },
  );
}

/** jsdom has no media playback: the element's time and duration are set by hand, play and pause fire their events. */
function mediaOf(audio: HTMLAudioElement, duration: number) {
  let time = 0;
  Object.defineProperty(audio, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(audio, 'currentTime', { configurable: true, get: () => time, set: (v: number) => (time = v) });
  return { setTime: (v: number) => (time = v) };
}

const saved = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === `/api/sleepstories/${STORY_ID}/progress` && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)).positionSeconds as number);

/** The saves sent to outlive the page (keepalive): those of quick exit, Log Out and a closed tab. */
const savedOnLeave = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === `/api/sleepstories/${STORY_ID}/progress` && init?.method === 'PUT' && init.keepalive === true)
    .map(([, init]) => JSON.parse(String(init?.body)).positionSeconds as number);

const miniPlayer = () => screen.queryByRole('region', { name: MINI_PLAYER_LABEL });

/** Opens the story in the shell and starts it, then goes to the library with its back link. */
async function playThenLeave({ discreet = false } = {}) {
  const fetchMock = mockFetch({
    [`GET /api/sleepstories/${STORY_ID}`]: { body: makeDetail() },
    [`PUT /api/sleepstories/${STORY_ID}/progress`]: { body: { positionSeconds: 1, updatedAt: '2026-03-01T10:05:00Z' } },
    [`GET /api/sleepstories/${OTHER_ID}`]: { body: makeDetail({ id: OTHER_ID, title: 'Forest Rain', progress: { positionSeconds: 90, updatedAt: '2026-03-01T10:00:00Z' } }) },
    [`PUT /api/sleepstories/${OTHER_ID}/progress`]: { body: { positionSeconds: 1, updatedAt: '2026-03-01T10:05:00Z' } },
    'GET /api/account/settings': { body: { discreetMode: discreet, quickExitKeepsSignedIn: false } },
    'GET /api/notifications/unread-count': { body: { count: 0 } },
  });
  const view = renderShell();
  await screen.findByRole('heading', { name: TITLE, level: 1 });
  const audio = screen.getByTestId('story-audio') as HTMLAudioElement;
  const media = mediaOf(audio, 600);
  fireEvent.loadedMetadata(audio);
  await userEvent.click(screen.getByRole('button', { name: 'Play' }));
  // On the story's own page the full player is there: no mini-player.
  expect(miniPlayer()).not.toBeInTheDocument();
  media.setTime(42.5);
  fireEvent.timeUpdate(audio);
  await userEvent.click(screen.getByRole('link', { name: 'All sleep stories' }));
  expect(await screen.findByRole('heading', { name: 'Library page' })).toBeInTheDocument();
  return { ...view, audio, media, fetchMock };
}

describe('the shell’s player and mini-player (issue 21 item 9)', () => {
  let replace: ReturnType<typeof vi.fn>;
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    replace = vi.fn();
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace, assign });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { configurable: true, value: false });
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      if (this.paused) return;
      Object.defineProperty(this, 'paused', { configurable: true, value: true });
      this.dispatchEvent(new Event('pause'));
    });
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    window.localStorage.removeItem(DISCREET_KEY);
    document.body.style.visibility = '';
    document.documentElement.style.background = '';
  });

  it('keeps the story playing on another page, with a mini-player that pauses it and leads back to it', async () => {
    const { audio, fetchMock } = await playThenLeave();
    // The same element, still playing, after the route change.
    expect(screen.getByTestId('story-audio')).toBe(audio);
    expect(audio.paused).toBe(false);
    expect(audio.getAttribute('src')).toBe(`/api/sleepstories/${STORY_ID}/audio`);
    const bar = miniPlayer()!;
    expect(bar).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: TITLE })).toHaveAttribute('href', STORY_PATH);
    expect(within(bar).getByTestId('mini-player-status')).toHaveTextContent('0:42 / 10:00');
    // One audio element in the page, whichever view shows it.
    expect(document.querySelectorAll('audio')).toHaveLength(1);

    await userEvent.click(within(bar).getByRole('button', { name: `Pause ${TITLE}` }));
    expect(audio.paused).toBe(true);
    await waitFor(() => expect(saved(fetchMock)).toContain(42));
    expect(within(bar).getByRole('button', { name: `Play ${TITLE}` })).toBeInTheDocument();

    // Back to the story: its full player shows where the story is, the mini-player steps aside.
    await userEvent.click(within(bar).getByRole('link', { name: TITLE }));
    expect(await screen.findByRole('heading', { name: TITLE, level: 1 })).toBeInTheDocument();
    expect(miniPlayer()).not.toBeInTheDocument();
    expect(screen.getByTestId('player-position')).toHaveTextContent('0:42');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(document.querySelectorAll('audio')).toHaveLength(1);
  });

  it('leaves a playing story alone when another story’s page opens; Play there switches, keeping the first one’s place', async () => {
    const { audio, media, fetchMock } = await playThenLeave();
    await userEvent.click(screen.getByRole('link', { name: 'Forest Rain' }));
    expect(await screen.findByRole('heading', { name: 'Forest Rain', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('other-story-note')).toHaveTextContent('Another story is playing. Press play to listen to this one instead.');
    expect(audio.paused).toBe(false);
    expect(within(miniPlayer()!).getByRole('link', { name: TITLE })).toBeInTheDocument();
    expect(screen.getByTestId('player-position')).toHaveTextContent('1:30');
    media.setTime(50);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(saved(fetchMock)).toContain(50));
    expect(audio.getAttribute('src')).toBe(`/api/sleepstories/${OTHER_ID}/audio`);
    expect(screen.queryByTestId('other-story-note')).not.toBeInTheDocument();
    expect(miniPlayer()).not.toBeInTheDocument();
    media.setTime(0);
    fireEvent.loadedMetadata(audio);
    expect(audio.currentTime).toBe(90);
    expect(screen.getByTestId('resume-note')).toHaveTextContent('(1:30)');
  });

  it('runs the sleep timer on other pages: the time left in the mini-player, then the story pauses', async () => {
    const fetchMock = mockFetch({
      [`GET /api/sleepstories/${STORY_ID}`]: { body: makeDetail() },
      [`PUT /api/sleepstories/${STORY_ID}/progress`]: { body: { positionSeconds: 1, updatedAt: '2026-03-01T10:05:00Z' } },
      'GET /api/account/settings': { body: { discreetMode: false, quickExitKeepsSignedIn: false } },
      'GET /api/notifications/unread-count': { body: { count: 0 } },
    });
    renderShell();
    await screen.findByRole('heading', { name: TITLE, level: 1 });
    const audio = screen.getByTestId('story-audio') as HTMLAudioElement;
    const media = mediaOf(audio, 600);
    fireEvent.loadedMetadata(audio);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sleep timer' }));
    await userEvent.click(screen.getByRole('option', { name: '15 minutes' }));
    await userEvent.click(screen.getByRole('link', { name: 'All sleep stories' }));
    await screen.findByRole('heading', { name: 'Library page' });
    const bar = miniPlayer()!;
    await waitFor(() => expect(within(bar).getByTestId('mini-player-status')).toHaveTextContent(/Stops in (15:00|14:5\d)/));

    // 14 min 45 s later: fading (a quarter of the fade left, a quarter of the volume).
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start + (14 * 60 + 52.5) * 1000);
    await waitFor(() => expect(audio.volume).toBeLessThan(0.5));
    expect(audio.paused).toBe(false);
    media.setTime(333);
    now.mockReturnValue(start + 15 * 60 * 1000 + 1000);
    await waitFor(() => expect(audio.paused).toBe(true));
    await waitFor(() => expect(saved(fetchMock)).toContain(333));
    expect(audio.volume).toBe(1);
    // Paused by the timer, the bar stays (to start again), without a timer.
    expect(within(bar).getByRole('button', { name: `Play ${TITLE}` })).toBeInTheDocument();
    expect(within(bar).getByTestId('mini-player-status')).toHaveTextContent('5:33 / 10:00');
  });

  it('closes from the mini-player: the place is saved, the audio stops and the bar goes', async () => {
    const { audio, media, fetchMock } = await playThenLeave();
    media.setTime(61.2);
    await userEvent.click(within(miniPlayer()!).getByRole('button', { name: CLOSE_PLAYER_LABEL }));
    expect(miniPlayer()).not.toBeInTheDocument();
    expect(audio.paused).toBe(true);
    expect(audio.hasAttribute('src')).toBe(false);
    await waitFor(() => expect(saved(fetchMock)).toContain(61));
  });

  it('stops and clears on quick exit, keeping the place with a save that outlives the page', async () => {
    const { audio, media, fetchMock } = await playThenLeave();
    media.setTime(61.2);
    await userEvent.click(screen.getByRole('button', { name: 'Quick exit' }));
    expect(audio.paused).toBe(true);
    expect(audio.hasAttribute('src')).toBe(false);
    expect(miniPlayer()).not.toBeInTheDocument();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(savedOnLeave(fetchMock)).toEqual([61]);
  });

  it('drops the last save on a quick exit that signs out: sent beside the sign-out, it could reach the server after it (a 401)', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...window.navigator, sendBeacon });
    const { audio, media, fetchMock } = await playThenLeave();
    media.setTime(61.2);
    act(() => quickExit(new QueryClient(), { signOut: true, target: 'https://weather.example/' }));
    expect(audio.paused).toBe(true);
    expect(miniPlayer()).not.toBeInTheDocument();
    expect(sendBeacon).toHaveBeenCalledWith('/api/auth/logout');
    expect(savedOnLeave(fetchMock)).toEqual([]);
  });

  it('stops and clears on Log Out, without a last save that could arrive after the sign-out', async () => {
    const { audio, media, fetchMock } = await playThenLeave();
    media.setTime(61.2);
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(audio.paused).toBe(true);
    expect(miniPlayer()).not.toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('/api/logout');
    expect(savedOnLeave(fetchMock)).toEqual([]);
  });

  it('names no story in discreet mode, in the bar or on the lock screen', async () => {
    const mediaSession = { metadata: null as unknown, setActionHandler: vi.fn(), setPositionState: vi.fn() };
    vi.stubGlobal('navigator', Object.assign(Object.create(window.navigator), { mediaSession }));
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: Record<string, unknown>) {
          Object.assign(this, init);
        }
      },
    );
    await playThenLeave({ discreet: true });
    const bar = miniPlayer()!;
    expect(within(bar).getByRole('link', { name: 'Audio' })).toHaveAttribute('href', STORY_PATH);
    expect(within(bar).getByRole('button', { name: 'Pause audio' })).toBeInTheDocument();
    expect(bar).not.toHaveTextContent(TITLE);
    expect(mediaSession.metadata).toEqual({ title: 'Audio' });
  });

  it('does not show a story that was only looked at (never played)', async () => {
    mockFetch({
      [`GET /api/sleepstories/${STORY_ID}`]: { body: makeDetail() },
      'GET /api/account/settings': { body: { discreetMode: false, quickExitKeepsSignedIn: false } },
      'GET /api/notifications/unread-count': { body: { count: 0 } },
    });
    renderShell();
    await screen.findByRole('heading', { name: TITLE, level: 1 });
    const audio = screen.getByTestId('story-audio') as HTMLAudioElement;
    expect(audio.getAttribute('src')).toBe(`/api/sleepstories/${STORY_ID}/audio`);
    await userEvent.click(screen.getByRole('link', { name: 'All sleep stories' }));
    await screen.findByRole('heading', { name: 'Library page' });
    expect(miniPlayer()).not.toBeInTheDocument();
    expect(audio.hasAttribute('src')).toBe(false);
  });
});
