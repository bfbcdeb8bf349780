import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, renderWithProviders } from '../../../testing/render';
import { makeDetail, STORY_ID } from '../testing/fixtures';
import { SleepStoryRoute } from './story';

const renderStory = (id = STORY_ID) =>
  renderWithProviders(
    <Routes>
      <Route path="/apps/sleepstories/:id" element={<SleepStoryRoute />} />
    </Routes>,
    { path: `/apps/sleepstories/${id}`, playback: true },
  );

/** jsdom has no media playback: the element's time and duration are set by hand. */
function mediaOf(audio: HTMLAudioElement, duration: number) {
  let time = 0;
  Object.defineProperty(audio, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(audio, 'currentTime', { configurable: true, get: () => time, set: (v: number) => (time = v) });
  return { setTime: (v: number) => (time = v) };
}

describe('<SleepStoryRoute>', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { configurable: true, value: false });
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { configurable: true, value: true });
      this.dispatchEvent(new Event('pause'));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('plays our audio from the saved position, and saves the position on pause', async () => {
    const fetchMock = mockFetch({
      [`GET /api/sleepstories/${STORY_ID}`]: { body: makeDetail({ progress: { positionSeconds: 125, updatedAt: '2026-03-01T10:00:00Z' } }) },
      [`PUT /api/sleepstories/${STORY_ID}/progress`]: { body: { positionSeconds: 140, updatedAt: '2026-03-01T10:05:00Z' } },
    });
    renderStory();
    expect(await screen.findByRole('heading', { name: 'The Quiet Harbour', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All sleep stories' })).toHaveAttribute('href', '/apps/sleepstories');
    const audio = screen.getByTestId('story-audio') as HTMLAudioElement;
    expect(audio.getAttribute('src')).toBe(`/api/sleepstories/${STORY_ID}/audio`);
    const media = mediaOf(audio, 600);
    fireEvent.loadedMetadata(audio);
    expect(audio.currentTime).toBe(125);
    expect(screen.getByTestId('resume-note')).toHaveTextContent('Resuming where you left off (2:05).');

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    media.setTime(140.7);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/sleepstories/${STORY_ID}/progress`, expect.objectContaining({ method: 'PUT', body: JSON.stringify({ positionSeconds: 140 }) })));
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `/api/sleepstories/${STORY_ID}/audio`);
  });

  it('saves a seek at once while playing, and the place reached when the member UI goes (issue 21 item 9)', async () => {
    const fetchMock = mockFetch({
      [`GET /api/sleepstories/${STORY_ID}`]: { body: makeDetail() },
      [`PUT /api/sleepstories/${STORY_ID}/progress`]: { body: { positionSeconds: 1, updatedAt: '2026-03-01T10:05:00Z' } },
    });
    const { unmount } = renderStory();
    await screen.findByRole('heading', { name: 'The Quiet Harbour', level: 1 });
    const audio = screen.getByTestId('story-audio') as HTMLAudioElement;
    const media = mediaOf(audio, 600);
    fireEvent.loadedMetadata(audio);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    const saved = () => fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/progress') && init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)).positionSeconds);
    media.setTime(300.4);
    fireEvent.seeked(audio);
    await waitFor(() => expect(saved()).toContain(300));
    media.setTime(312.9);
    fireEvent.timeUpdate(audio);
    unmount();
    await waitFor(() => expect(saved()).toContain(312));
  });

  it('starts from the beginning when nothing is saved, and offers the sleep timer choices', async () => {
    mockFetch({ [`GET /api/sleepstories/${STORY_ID}`]: { body: makeDetail() } });
    renderStory();
    await screen.findByRole('heading', { name: 'The Quiet Harbour', level: 1 });
    const audio = screen.getByTestId('story-audio') as HTMLAudioElement;
    mediaOf(audio, 600);
    fireEvent.loadedMetadata(audio);
    expect(audio.currentTime).toBe(0);
    expect(screen.queryByTestId('resume-note')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Sleep timer' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Off', '15 minutes', '30 minutes', '45 minutes', '60 minutes', 'End of story']);
    await userEvent.click(screen.getByRole('option', { name: '30 minutes' }));
    expect(await screen.findByTestId('sleep-timer-left')).toHaveTextContent(/Stops in (30:00|29:59)/);
  });

  it('shows a click-to-play facade for a Wistia story: no frame until the member presses play', async () => {
    mockFetch({ [`GET /api/sleepstories/${STORY_ID}`]: { body: makeDetail({ hasAudio: false, audioContentType: null, wistiaMediaId: 'w1stia', downloadUrl: 'https://example.org/story.mp3' }) } });
    renderStory();
    await screen.findByRole('heading', { name: 'The Quiet Harbour', level: 1 });
    expect(document.querySelector('iframe, audio[src], script[src], img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://example.org/story.mp3');
    await userEvent.click(screen.getByRole('button', { name: 'Play story' }));
    expect(screen.getByTitle('The Quiet Harbour: Wistia player')).toHaveAttribute('src', 'https://fast.wistia.net/embed/iframe/w1stia?autoPlay=true&doNotTrack=true');
  });

  it('says "Story not found" for a story that is not there (inactive, missing or malformed)', async () => {
    mockFetch({ 'GET /api/sleepstories/nope': { status: 404, body: { statusCode: 404, message: 'Story not found', error: 'Not Found' } } });
    renderStory('nope');
    expect(await screen.findByRole('heading', { name: 'Story not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All sleep stories' })).toBeInTheDocument();
  });
});
