import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentUserProvider } from '../../../lib/current-user';
import type { ChatMessage } from '@pfe/contracts';
import { makeUser, mockFetch, renderWithProviders, type FakeResponse } from '../../../testing/render';
import { makePartnership, makeProfile, ME, message, PARTNER } from '../testing/fixtures';
import { SupportMatchPartnershipRoute } from './partnership';
import { keepEveryStyle } from '../../../testing/styles';

// This file reads the chat's layout at phone widths: every emotion rule is kept (testing/styles.ts).
keepEveryStyle();

const socket = vi.hoisted(() => ({
  live: true,
  onMessage: undefined as undefined | ((m: ChatMessage) => void),
  /** The server's `closed {kind, id}` for the subscribed conversation. */
  onClosed: undefined as undefined | (() => void),
  subscriptions: [] as Array<{ kind: string; id: string | undefined }>,
}));

vi.mock('../../../lib/socket', () => ({
  useChatSubscription: (kind: string, id: string | undefined, onMessage: (m: ChatMessage) => void, onClosed?: () => void) => {
    socket.onMessage = onMessage;
    socket.onClosed = onClosed;
    socket.subscriptions.push({ kind, id });
    return { live: socket.live && id !== undefined };
  },
}));

const THREAD = [
  message('m1', PARTNER, 'Hi Sunny, how was your week?', '2026-03-02T09:05:00'),
  message('m2', ME, 'Better than the last one.\nThanks for asking!', '2026-03-02T15:30:00'),
];

function renderPage(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({
    'GET /api/supportmatch/profile': { body: makeProfile() },
    'GET /api/supportmatch/partnership/active': { body: makePartnership() },
    'GET /api/supportmatch/messages/pship-1': { body: THREAD },
    ...routes,
  });
  const result = renderWithProviders(
    <CurrentUserProvider user={makeUser({ id: ME })}>
      <SupportMatchPartnershipRoute />
    </CurrentUserProvider>,
    { path: '/apps/supportmatch/partnership' },
  );
  return { ...result, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

const at = (n: number) => new Date(Date.UTC(2026, 2, 2, 8, 0) + n * 60_000).toISOString();
/** Messages n..m of a long conversation, one a minute, with ids m<n>. */
const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => message(`m${from + k}`, (from + k) % 2 ? PARTNER : ME, `Message ${from + k}`, at(from + k)));
const ids = (from: number, to: number) => numbered(from, to).map((m) => m.id);

const bubbles = () => within(screen.getByRole('log', { name: 'Messages' })).queryAllByRole('listitem');

beforeEach(() => {
  socket.live = true;
  socket.onMessage = undefined;
  socket.onClosed = undefined;
  socket.subscriptions = [];
});

const GONE: FakeResponse = { status: 404, body: { statusCode: 404, message: 'Conversation not found', error: 'Not Found' } };
const ENDED = 'This partnership has ended';

/** The read-only state: the neutral notice (no reason), no input, no Live indicator, the status not Active. */
async function expectEnded() {
  expect(await screen.findByText(ENDED)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${ENDED}$`));
  expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
  expect(screen.queryByText('Live')).not.toBeInTheDocument();
  expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  const details = within(screen.getByRole('region', { name: 'Partnership Details' }));
  expect(details.getByText('Ended')).toBeInTheDocument();
  expect(details.queryByText('Active')).not.toBeInTheDocument();
  expect(screen.queryByText('Conversation not found')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

describe('<SupportMatchPartnershipRoute>', () => {
  it('shows the thread (own messages distinct, h:mm a) and the details card', async () => {
    renderPage({});
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    const [theirs, mine] = bubbles();
    expect(theirs).toHaveAttribute('data-own', 'false');
    expect(theirs).toHaveAccessibleName('River at 9:05 AM');
    expect(within(theirs).getByText('Hi Sunny, how was your week?')).toBeInTheDocument();
    expect(mine).toHaveAttribute('data-own', 'true');
    expect(within(mine).getByText('3:30 PM')).toBeInTheDocument();

    const details = within(screen.getByRole('region', { name: 'Partnership Details' }));
    expect(details.getByText('River')).toBeInTheDocument();
    expect(details.getByText('Mar 1, 2026 to Mar 31, 2026')).toBeInTheDocument();
    expect(details.getByText('(30-day partnership)')).toBeInTheDocument();
    expect(details.getByText('Active')).toBeInTheDocument();
    expect(socket.subscriptions.at(-1)).toEqual({ kind: 'partnership', id: 'pship-1' });
    expect(screen.getByRole('status')).toHaveTextContent('Live');
  });

  it("says 'Ongoing' without the 30-day note when there is no end date, and shows the empty thread text", async () => {
    renderPage({
      'GET /api/supportmatch/partnership/active': { body: makePartnership({ endDate: null }) },
      'GET /api/supportmatch/messages/pship-1': { body: [] },
    });
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeInTheDocument();
    expect(screen.getByText('Mar 1, 2026 to Ongoing')).toBeInTheDocument();
    expect(screen.queryByText('(30-day partnership)')).not.toBeInTheDocument();
  });

  it('sends the trimmed text on Enter, not on Shift+Enter, with the input disabled while sending', async () => {
    const user = userEvent.setup();
    let answer!: (r: FakeResponse) => void;
    const { fetchMock } = renderPage({
      'POST /api/supportmatch/messages': () => new Promise<FakeResponse>((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    const input = screen.getByRole('textbox', { name: 'Message' });

    await user.type(input, '   ');
    await user.keyboard('{Enter}');
    expect(calls(fetchMock, 'POST /api/supportmatch/messages')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    await user.clear(input);
    await user.type(input, '  See you Friday');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.type(input, 'ok?  ');
    expect(input).toHaveValue('  See you Friday\nok?  ');
    expect(calls(fetchMock, 'POST /api/supportmatch/messages')).toHaveLength(0);

    await user.keyboard('{Enter}');
    const posts = calls(fetchMock, 'POST /api/supportmatch/messages');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0][1]?.body))).toEqual({ partnershipId: 'pship-1', content: 'See you Friday\nok?', clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(within(screen.getByRole('log', { name: 'Messages' })).getByText('Sending…')).toBeInTheDocument();
    // The box clears at once: the message waits in the thread, not in the box.
    expect(input).toHaveValue('');
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    answer({ status: 201, body: message('m3', ME, 'See you Friday\nok?', '2026-03-02T16:00:00') });
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('');
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(input).toHaveFocus();
  });

  it('on a slow network a second Enter sends nothing more: one POST, one pending message, the same client id on its retry', async () => {
    const user = userEvent.setup();
    const answers: Array<(r: FakeResponse) => void> = [];
    const { fetchMock } = renderPage({
      'POST /api/supportmatch/messages': () => new Promise<FakeResponse>((resolve) => answers.push(resolve)),
    });
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, 'Only once');
    // Two Enters in one go (a double tap), before anything re-rendered.
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('');
    await user.keyboard('{Enter}');
    expect(calls(fetchMock, 'POST /api/supportmatch/messages')).toHaveLength(1);
    expect(screen.getAllByRole('listitem', { name: 'You, Sending…' })).toHaveLength(1);

    answers[0]({ status: 201, body: { ...message('m3', ME, 'Only once', '2026-03-02T16:00:00'), seq: 3 } });
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(within(screen.getByRole('log', { name: 'Messages' })).getAllByText('Only once')).toHaveLength(1);
    expect(calls(fetchMock, 'POST /api/supportmatch/messages')).toHaveLength(1);
  });

  it('tells the connection truthfully: Offline while the browser is, a failed message waits for the network, Live when back', async () => {
    const user = userEvent.setup();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    try {
      let response: FakeResponse = { status: 503, body: { statusCode: 503, message: 'Chat is briefly unavailable', error: 'Service Unavailable' } };
      renderPage({ 'POST /api/supportmatch/messages': () => response });
      await waitFor(() => expect(bubbles()).toHaveLength(2));
      expect(screen.getByRole('status')).toHaveTextContent(/^Live$/);

      onLine.mockReturnValue(false);
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(screen.getByRole('status')).toHaveTextContent(/^Offline$/);
      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'still here?{Enter}');
      expect(await screen.findByRole('listitem', { name: "You, Not sent — will send when you're back online" })).toHaveTextContent('still here?');

      response = { status: 201, body: { ...message('m3', ME, 'still here?', '2026-03-02T16:00:00'), seq: 3 } };
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.getByRole('status')).toHaveTextContent(/^Live$/);
      await waitFor(() => expect(bubbles()).toHaveLength(3));
      expect(screen.queryByText(/Not sent/)).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it("shows a deleted member's erased messages as one 'Message removed' line, not empty bubbles", async () => {
    renderPage({
      'GET /api/supportmatch/messages/pship-1': {
        body: [...THREAD, { ...message('m3', PARTNER, '', '2026-03-02T15:40:00'), seq: 3 }, { ...message('m4', PARTNER, '', '2026-03-02T15:41:00'), seq: 4 }],
      },
    });
    expect(await screen.findByText('2 messages removed')).toBeInTheDocument();
    expect(bubbles()).toHaveLength(3);
    expect(bubbles().filter((b) => b.textContent === '')).toHaveLength(0);
  });

  it('adds messages from the socket once, however often they arrive', async () => {
    renderPage({});
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    const live = message('m9', PARTNER, 'Live hello', '2026-03-02T16:10:00');
    act(() => socket.onMessage?.(live));
    act(() => socket.onMessage?.(live));
    expect(await screen.findByText('Live hello')).toBeInTheDocument();
    expect(bubbles()).toHaveLength(3);
  });

  it("toasts the server's message when a send is refused, else 'Failed to send message', and keeps the draft", async () => {
    const user = userEvent.setup();
    let response: FakeResponse = { status: 400, body: { statusCode: 400, message: 'Messages can be at most 2000 characters', error: 'Bad Request' } };
    renderPage({ 'POST /api/supportmatch/messages': () => response });
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, 'hello{Enter}');
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('Messages can be at most 2000 characters')).toBeInTheDocument();
    expect(input).toHaveValue('hello');
    expect(bubbles()).toHaveLength(2);

    response = { status: 400, statusText: 'Bad Request' };
    await user.type(input, '{Enter}');
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
  });

  it('keeps a message the server could not take now as "Not sent — retrying" and resends it with the same client id until it is stored', async () => {
    const user = userEvent.setup();
    let response: FakeResponse = { status: 503, body: { statusCode: 503, code: 'chat.unavailable', message: 'Chat is briefly unavailable', error: 'Service Unavailable' } };
    const { fetchMock } = renderPage({ 'POST /api/supportmatch/messages': () => response });
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, 'are you there?{Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Not sent — retrying')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'You, Not sent — retrying' })).toHaveTextContent('are you there?');
    // Taken in: the draft is cleared, no error toast.
    expect(input).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const posted = () => calls(fetchMock, 'POST /api/supportmatch/messages').map((c) => JSON.parse(String(c[1]?.body)) as { clientId: string; content: string });
    response = { status: 201, body: { ...message('m3', ME, 'are you there?', '2026-03-02T16:00:00'), seq: 3 } };
    await waitFor(() => expect(posted().length).toBeGreaterThanOrEqual(2), { timeout: 8000 });
    const [first, ...resends] = posted();
    for (const again of resends) expect(again).toEqual(first);
    await waitFor(() => expect(within(log).queryByText('Not sent — retrying')).not.toBeInTheDocument());
    // Stored once, shown once.
    expect(within(log).getAllByText('are you there?')).toHaveLength(1);
    expect(bubbles()).toHaveLength(3);
  }, 20_000);

  it('polls only while the socket is not live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      socket.live = false;
      const { fetchMock } = renderPage({});
      await waitFor(() => expect(bubbles()).toHaveLength(2));
      expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
      const before = calls(fetchMock, 'GET /api/supportmatch/messages/pship-1').length;
      await act(() => vi.advanceTimersByTimeAsync(5_100));
      expect(calls(fetchMock, 'GET /api/supportmatch/messages/pship-1').length).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('older messages', () => {
    const LOAD = { name: 'Load earlier messages' };
    const URL = '/api/supportmatch/messages/pship-1';
    const messageGets = (fetchMock: ReturnType<typeof mockFetch>) =>
      fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`).filter((k) => k.startsWith(`GET ${URL}`));
    const shownIds = () => bubbles().map((li) => li.getAttribute('data-id'));
    const log = () => screen.getByRole('log', { name: 'Messages' });
    const deferred = () => {
      let resolve!: (r: FakeResponse) => void;
      const promise = new Promise<FakeResponse>((r) => (resolve = r));
      return { promise, resolve };
    };

    /** The list as a browser would lay it out: 60 px a message, 40 px for the controls above them, 400 px tall. */
    function layOut() {
      vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
        if (this.getAttribute('role') !== 'log') return 0;
        return within(this as HTMLElement).queryAllByRole('listitem').length * 60 + (within(this as HTMLElement).queryByRole('button', LOAD) ? 40 : 0);
      });
      vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
        return this.getAttribute('role') === 'log' ? 400 : 0;
      });
    }

    it('asks for the newest page first, then the page before the oldest message shown, until a short page', async () => {
      const user = userEvent.setup();
      const older = deferred();
      const { fetchMock } = renderPage({
        [`GET ${URL}`]: { body: numbered(101, 150) },
        [`GET ${URL}?before=m101`]: () => older.promise,
        [`GET ${URL}?before=m51`]: { body: numbered(31, 50) },
      });
      await waitFor(() => expect(bubbles()).toHaveLength(50));
      expect(messageGets(fetchMock).every((k) => k === `GET ${URL}`)).toBe(true);
      expect(shownIds()).toEqual(ids(101, 150));

      await user.click(screen.getByRole('button', LOAD));
      expect(messageGets(fetchMock).at(-1)).toBe(`GET ${URL}?before=m101`);
      expect(screen.getByRole('progressbar', { name: 'Loading earlier messages' })).toBeInTheDocument();
      // A second press while loading does not ask again.
      await user.click(screen.getByRole('button', LOAD));
      expect(messageGets(fetchMock).filter((k) => k.includes('before=m101'))).toHaveLength(1);

      older.resolve({ body: numbered(51, 100) });
      await waitFor(() => expect(bubbles()).toHaveLength(100));
      expect(shownIds()).toEqual(ids(51, 150));
      expect(screen.queryByRole('progressbar', { name: 'Loading earlier messages' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', LOAD));
      await waitFor(() => expect(bubbles()).toHaveLength(120));
      expect(shownIds()).toEqual(ids(31, 150));
      expect(messageGets(fetchMock).at(-1)).toBe(`GET ${URL}?before=m51`);
      // Fewer than a page: there is nothing older, and nothing is shown for it.
      expect(screen.queryByRole('button', LOAD)).not.toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it('shows no control when the newest page is the whole conversation', async () => {
      renderPage({ [`GET ${URL}`]: { body: numbered(1, 49) } });
      await waitFor(() => expect(bubbles()).toHaveLength(49));
      expect(screen.queryByRole('button', LOAD)).not.toBeInTheDocument();
    });

    it('loads the page before when the member scrolls to the top, keeping the messages being read in place', async () => {
      layOut();
      const older = deferred();
      const { fetchMock } = renderPage({
        [`GET ${URL}`]: { body: numbered(101, 150) },
        [`GET ${URL}?before=m101`]: () => older.promise,
      });
      await waitFor(() => expect(bubbles()).toHaveLength(50));
      // Opens at the newest message.
      expect(log().scrollTop).toBe(50 * 60 + 40);

      log().scrollTop = 1000;
      fireEvent.scroll(log());
      expect(messageGets(fetchMock)).not.toContain(`GET ${URL}?before=m101`);

      log().scrollTop = 0;
      fireEvent.scroll(log());
      fireEvent.scroll(log());
      await waitFor(() => expect(messageGets(fetchMock)).toContain(`GET ${URL}?before=m101`));
      expect(messageGets(fetchMock).filter((k) => k.includes('before'))).toHaveLength(1);
      expect(screen.getByRole('progressbar', { name: 'Loading earlier messages' })).toBeInTheDocument();

      older.resolve({ body: numbered(51, 100) });
      await waitFor(() => expect(bubbles()).toHaveLength(100));
      // m101 is where it was on screen: 50 messages (3000 px) were added above it.
      expect(log().scrollTop).toBe(3000);
      expect(shownIds()).toEqual(ids(51, 150));
    });

    it('loads the page before when the top of the thread comes into view', async () => {
      const observers: Array<{ callback: IntersectionObserverCallback; disconnected: boolean }> = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          entry: { callback: IntersectionObserverCallback; disconnected: boolean };
          constructor(callback: IntersectionObserverCallback) {
            this.entry = { callback, disconnected: false };
            observers.push(this.entry);
          }
          observe() {}
          disconnect() {
            this.entry.disconnected = true;
          }
        },
      );
      const { fetchMock } = renderPage({
        [`GET ${URL}`]: { body: numbered(101, 150) },
        [`GET ${URL}?before=m101`]: { body: numbered(51, 100) },
        [`GET ${URL}?before=m51`]: { body: numbered(41, 50) },
      });
      await waitFor(() => expect(bubbles()).toHaveLength(50));
      const comesIntoView = () =>
        act(() => observers.filter((o) => !o.disconnected).forEach((o) => o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)));

      comesIntoView();
      await waitFor(() => expect(bubbles()).toHaveLength(100));
      expect(messageGets(fetchMock)).toEqual([`GET ${URL}`, `GET ${URL}?before=m101`]);
      comesIntoView();
      await waitFor(() => expect(bubbles()).toHaveLength(110));
      expect(messageGets(fetchMock).at(-1)).toBe(`GET ${URL}?before=m51`);
      expect(screen.queryByRole('button', LOAD)).not.toBeInTheDocument();
      expect(observers.every((o) => o.disconnected)).toBe(true);
    });

    it('says why older messages did not load, and tries again on the button', async () => {
      const user = userEvent.setup();
      let response: FakeResponse = { status: 500, body: { statusCode: 500, message: 'Could not load messages' } };
      renderPage({
        [`GET ${URL}`]: { body: numbered(101, 150) },
        [`GET ${URL}?before=m101`]: () => response,
      });
      await waitFor(() => expect(bubbles()).toHaveLength(50));
      await user.click(screen.getByRole('button', LOAD));
      expect(await within(log()).findByText('Could not load messages')).toBeInTheDocument();
      expect(bubbles()).toHaveLength(50);

      response = { body: numbered(90, 100) };
      await user.click(screen.getByRole('button', LOAD));
      await waitFor(() => expect(bubbles()).toHaveLength(61));
      expect(within(log()).queryByText('Could not load messages')).not.toBeInTheDocument();
    });

    it('asks for a page once from scrolling: a page that adds nothing is not asked for again until the button is pressed', async () => {
      const user = userEvent.setup();
      const { fetchMock } = renderPage({
        [`GET ${URL}`]: { body: numbered(101, 150) },
        // A misbehaving answer (the same page again): scrolling must not loop on it.
        [`GET ${URL}?before=m101`]: { body: numbered(101, 150) },
      });
      await waitFor(() => expect(bubbles()).toHaveLength(50));
      const olderGets = () => messageGets(fetchMock).filter((k) => k.includes('before'));
      fireEvent.scroll(log());
      await waitFor(() => expect(olderGets()).toHaveLength(1));
      await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading earlier messages' })).not.toBeInTheDocument());
      fireEvent.scroll(log());
      fireEvent.scroll(log());
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(olderGets()).toHaveLength(1);
      await user.click(screen.getByRole('button', LOAD));
      await waitFor(() => expect(olderGets()).toHaveLength(2));
    });

    it('turns read-only and looks for the partnership again when loading older messages answers 404', async () => {
      const user = userEvent.setup();
      const { fetchMock } = renderPage({
        [`GET ${URL}`]: { body: numbered(101, 150) },
        [`GET ${URL}?before=m101`]: GONE,
      });
      await waitFor(() => expect(bubbles()).toHaveLength(50));
      expect(calls(fetchMock, 'GET /api/supportmatch/partnership/active')).toHaveLength(1);
      await user.click(screen.getByRole('button', LOAD));
      await expectEnded();
      expect(bubbles()).toHaveLength(50);
      expect(screen.queryByRole('button', LOAD)).not.toBeInTheDocument();
      await waitFor(() => expect(calls(fetchMock, 'GET /api/supportmatch/partnership/active')).toHaveLength(2));
    });

    it('still appends live messages after older pages were loaded, and follows them only from the bottom', async () => {
      layOut();
      const user = userEvent.setup();
      renderPage({
        [`GET ${URL}`]: { body: numbered(101, 150) },
        [`GET ${URL}?before=m101`]: { body: numbered(51, 100) },
      });
      await waitFor(() => expect(bubbles()).toHaveLength(50));
      await user.click(screen.getByRole('button', LOAD));
      await waitFor(() => expect(bubbles()).toHaveLength(100));

      // At the bottom: a new message scrolls into view.
      log().scrollTop = 100 * 60 + 40 - 400;
      fireEvent.scroll(log());
      act(() => socket.onMessage?.(message('live-1', PARTNER, 'Live hello', at(151))));
      act(() => socket.onMessage?.(message('live-1', PARTNER, 'Live hello', at(151))));
      await waitFor(() => expect(shownIds()).toEqual([...ids(51, 150), 'live-1']));
      expect(log().scrollTop).toBe(101 * 60 + 40);

      // Reading older messages: the list stays where it is.
      log().scrollTop = 1500;
      fireEvent.scroll(log());
      act(() => socket.onMessage?.(message('live-2', PARTNER, 'Another', at(152))));
      await waitFor(() => expect(shownIds()).toEqual([...ids(51, 150), 'live-1', 'live-2']));
      expect(log().scrollTop).toBe(1500);
    });

    it('polls the newest page and merges it, keeping the older pages loaded', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        socket.live = false;
        let newest = numbered(101, 150);
        const { fetchMock } = renderPage({
          [`GET ${URL}`]: () => ({ body: newest }),
          [`GET ${URL}?before=m101`]: { body: numbered(51, 100) },
        });
        await waitFor(() => expect(bubbles()).toHaveLength(50));
        fireEvent.click(screen.getByRole('button', LOAD));
        await waitFor(() => expect(bubbles()).toHaveLength(100));

        newest = numbered(103, 152);
        const before = messageGets(fetchMock).length;
        await act(() => vi.advanceTimersByTimeAsync(5_100));
        await waitFor(() => expect(bubbles()).toHaveLength(102));
        expect(messageGets(fetchMock).slice(before)).toEqual([`GET ${URL}`]);
        expect(shownIds()).toEqual(ids(51, 152));
        expect(screen.getByRole('button', LOAD)).toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    });

    it('fetches the pages in between when more than a page arrived since the last refresh', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        socket.live = false;
        let newest = numbered(101, 150);
        const { fetchMock } = renderPage({
          [`GET ${URL}`]: () => ({ body: newest }),
          [`GET ${URL}?before=m201`]: { body: numbered(151, 200) },
          [`GET ${URL}?before=m151`]: { body: numbered(101, 150) },
        });
        await waitFor(() => expect(bubbles()).toHaveLength(50));
        newest = numbered(201, 250);
        const before = messageGets(fetchMock).length;
        await act(() => vi.advanceTimersByTimeAsync(5_100));
        await waitFor(() => expect(bubbles()).toHaveLength(150));
        expect(messageGets(fetchMock).slice(before)).toEqual([`GET ${URL}`, `GET ${URL}?before=m201`, `GET ${URL}?before=m151`]);
        expect(shownIds()).toEqual(ids(101, 250));
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('when the partnership ends while the page is open', () => {
    it("turns read-only on the socket's closed event and stays so after the server stops listing it", async () => {
      let active: FakeResponse = { body: makePartnership() };
      const { fetchMock } = renderPage({ 'GET /api/supportmatch/partnership/active': () => active });
      await waitFor(() => expect(bubbles()).toHaveLength(2));
      expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
      expect(screen.getByRole('status')).toHaveTextContent('Live');
      const reads = calls(fetchMock, 'GET /api/supportmatch/messages/pship-1').length;

      // An admin ended it, or a partner blocked the other: the server says neither, nor do we.
      active = { body: undefined };
      act(() => socket.onClosed?.());
      await expectEnded();
      // The messages stay readable.
      expect(bubbles()).toHaveLength(2);
      expect(screen.getByText('Hi Sunny, how was your week?')).toBeInTheDocument();
      // The dashboard's and history's data are refreshed; the page keeps the ended partnership.
      await waitFor(() => expect(calls(fetchMock, 'GET /api/supportmatch/partnership/active')).toHaveLength(2));
      await act(() => new Promise((r) => setTimeout(r, 50)));
      await expectEnded();
      expect(screen.queryByText("You don't have an active partnership at the moment.")).not.toBeInTheDocument();
      // Nothing more is asked: the subscription is dropped and the thread is not read again.
      expect(socket.subscriptions.at(-1)).toEqual({ kind: 'partnership', id: undefined });
      expect(calls(fetchMock, 'GET /api/supportmatch/messages/pship-1')).toHaveLength(reads);
    });

    it('turns read-only when polling answers 404, and stops polling', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        socket.live = false;
        let thread: FakeResponse = { body: THREAD };
        const { fetchMock } = renderPage({ 'GET /api/supportmatch/messages/pship-1': () => thread });
        await waitFor(() => expect(bubbles()).toHaveLength(2));
        thread = GONE;
        await act(() => vi.advanceTimersByTimeAsync(5_100));
        await expectEnded();
        expect(bubbles()).toHaveLength(2);
        const reads = calls(fetchMock, 'GET /api/supportmatch/messages/pship-1').length;
        await act(() => vi.advanceTimersByTimeAsync(15_000));
        expect(calls(fetchMock, 'GET /api/supportmatch/messages/pship-1')).toHaveLength(reads);
      } finally {
        vi.useRealTimers();
      }
    });

    it('says the partnership ended, without an error toast, when a send answers 404', async () => {
      const user = userEvent.setup();
      const { fetchMock } = renderPage({ 'POST /api/supportmatch/messages': GONE });
      await waitFor(() => expect(bubbles()).toHaveLength(2));
      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Are you there?{Enter}');
      await expectEnded();
      expect(calls(fetchMock, 'POST /api/supportmatch/messages')).toHaveLength(1);
      // The notice took the focus the input had.
      expect(screen.getByRole('status')).toHaveFocus();
    });

    it('shows only the notice when the thread cannot be read at all', async () => {
      renderPage({ 'GET /api/supportmatch/messages/pship-1': GONE });
      await expectEnded();
      expect(screen.queryByText('No messages yet. Start the conversation!')).not.toBeVisible();
    });

    it('moves on to the no-partnership text when the member blocks their partner here', async () => {
      const user = userEvent.setup();
      let active: FakeResponse = { body: makePartnership() };
      renderPage({
        'GET /api/supportmatch/partnership/active': () => active,
        'POST /api/supportmatch/exclusions': () => {
          active = { body: undefined };
          socket.onClosed?.();
          return { status: 201, body: { id: 'ex1', excludedUserId: PARTNER, excludedNickname: 'River', reason: null, createdAt: '2026-03-02T10:00:00Z' } };
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Block' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Block River' }));
      await user.click(dialog.getByRole('button', { name: 'Block' }));
      expect(await screen.findByText("You don't have an active partnership at the moment.")).toBeInTheDocument();
      expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
    });
  });

  describe('layout', () => {
    /**
     * The value of `prop` for `el` at a viewport `width`, read from the page's CSS rules in order
     * (jsdom applies no media queries; MUI writes responsive values as min-width rules).
     */
    function cssAt(el: Element, width: number, prop: string): string {
      const matches = (media: string) => {
        const min = /min-width:\s*([\d.]+)px/.exec(media);
        const max = /max-width:\s*([\d.]+)px/.exec(media);
        return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
      };
      let value = '';
      const visit = (rules: CSSRuleList, applies: boolean) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSMediaRule) visit(rule.cssRules, applies && matches(rule.media.mediaText));
          else if (rule instanceof CSSStyleRule && applies && safeMatches(rule.selectorText)) value = rule.style.getPropertyValue(prop) || value;
        }
      };
      // Selectors jsdom cannot parse (vendor pseudo-elements) never match.
      const safeMatches = (selector: string) => {
        try {
          return el.matches(selector);
        } catch {
          return false;
        }
      };
      for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, true);
      return value;
    }

    /** The nearest ancestor of the message input that sticks on a phone. */
    const stickyComposer = () => {
      let el: HTMLElement | null = screen.getByRole('textbox', { name: 'Message' });
      while (el && cssAt(el, 375, 'position') !== 'sticky') el = el.parentElement;
      return el;
    };

    it('puts the messages and the input first and the details after', async () => {
      renderPage({});
      await waitFor(() => expect(bubbles()).toHaveLength(2));
      const thread = screen.getByRole('region', { name: 'Messages' });
      const details = screen.getByRole('region', { name: 'Partnership Details' });
      expect(thread.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      for (const width of [375, 600, 1280]) {
        for (const el of [thread, details, details.parentElement!]) expect({ width, order: cssAt(el, width, 'order') }).toEqual({ width, order: '' });
      }
    });

    it('pins the input to the bottom of the screen at phone widths only, the message list then fitting the screen', async () => {
      renderPage({});
      await waitFor(() => expect(bubbles()).toHaveLength(2));
      const composer = stickyComposer();
      // A sticky ancestor of the input at 375 px.
      expect(composer).not.toBeNull();
      expect(composer).toContainElement(screen.getByRole('button', { name: 'Send message' }));
      expect(cssAt(composer!, 375, 'bottom')).toMatch(/^0(px)?$/);
      expect(cssAt(composer!, 600, 'position')).toBe('sticky');
      expect(cssAt(composer!, 1280, 'position')).toBe('static');
      // Nothing around the thread clips it (a clipping ancestor would stop the sticking).
      for (let el = composer!.parentElement; el && el !== document.body; el = el.parentElement) {
        expect({ el: el.className, overflow: getComputedStyle(el).overflow }).not.toEqual({ el: el.className, overflow: 'hidden' });
      }
      const log = screen.getByRole('log', { name: 'Messages' });
      expect(cssAt(log, 375, 'height')).toMatch(/svh/);
      expect(cssAt(log, 375, 'max-height')).toBe('400px');
      // Spec §9: 400 px from the sm breakpoint up.
      expect(cssAt(log, 1280, 'height')).toBe('400px');
    });
  });

  it("says so when there is no active partnership", async () => {
    const { fetchMock } = renderPage({ 'GET /api/supportmatch/partnership/active': { body: undefined } });
    expect(await screen.findByText("You don't have an active partnership at the moment.")).toBeInTheDocument();
    expect(calls(fetchMock, 'GET /api/supportmatch/messages/pship-1')).toHaveLength(0);
  });

  it('does not ask for a partnership without a profile', async () => {
    const { fetchMock } = renderPage({ 'GET /api/supportmatch/profile': { body: undefined } });
    expect(await screen.findByText("You don't have an active partnership at the moment.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/apps/supportmatch/profile');
    expect(calls(fetchMock, 'GET /api/supportmatch/partnership/active')).toHaveLength(0);
  });

  it("reports the partner through the one Report dialog: the partnership, a safety reason, the trimmed note", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage({ 'POST /api/reports': { status: 201, body: { id: 'r1' } } });
    await user.click(await screen.findByRole('button', { name: 'Report partner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report River' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(dialog.getByText('Choose a reason')).toBeInTheDocument();

    await user.click(dialog.getByRole('radio', { name: 'Scam or exploitation' }));
    await user.type(dialog.getByRole('textbox', { name: /optional/ }), '  Sent me links  ');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    const [post] = calls(fetchMock, 'POST /api/reports');
    expect(JSON.parse(String(post[1]?.body))).toEqual({ kind: 'supportmatch.partnership', id: 'pship-1', reason: 'exploitation', note: 'Sent me links', block: false });
  });
});
