import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentUserProvider } from '../../../lib/current-user';
import type { ChatMessage } from '../../../types/api';
import { makeUser, mockFetch, renderWithProviders, type FakeResponse } from '../../../testing/render';
import { makePartnership, makeProfile, ME, message, PARTNER } from '../testing/fixtures';
import { SupportMatchPartnershipRoute } from './partnership';

const socket = vi.hoisted(() => ({
  live: true,
  onMessage: undefined as undefined | ((m: ChatMessage) => void),
  subscriptions: [] as Array<{ kind: string; id: string | undefined }>,
}));

vi.mock('../../../lib/socket', () => ({
  useChatSubscription: (kind: string, id: string | undefined, onMessage: (m: ChatMessage) => void) => {
    socket.onMessage = onMessage;
    socket.subscriptions.push({ kind, id });
    return { live: socket.live };
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

const bubbles = () => within(screen.getByRole('log', { name: 'Messages' })).queryAllByRole('listitem');

beforeEach(() => {
  socket.live = true;
  socket.onMessage = undefined;
  socket.subscriptions = [];
});

// Many user-event steps: allow for a busy machine (applies to this file only).
vi.setConfig({ testTimeout: 20_000 });

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
    expect(JSON.parse(String(posts[0][1]?.body))).toEqual({ partnershipId: 'pship-1', content: 'See you Friday\nok?' });
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    answer({ status: 201, body: message('m3', ME, 'See you Friday\nok?', '2026-03-02T16:00:00') });
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('');
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(input).toHaveFocus();
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

  it("toasts the server's message when a send fails, else 'Failed to send message', and keeps the draft", async () => {
    const user = userEvent.setup();
    let response: FakeResponse = { status: 429, body: { statusCode: 429, message: 'You are sending messages too fast', error: 'Too Many Requests' } };
    renderPage({ 'POST /api/supportmatch/messages': () => response });
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, 'hello{Enter}');
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('You are sending messages too fast')).toBeInTheDocument();
    expect(input).toHaveValue('hello');

    response = { status: 502, statusText: 'Bad Gateway' };
    await user.type(input, '{Enter}');
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
  });

  it('polls only while the socket is not live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      socket.live = false;
      const { fetchMock } = renderPage({});
      await waitFor(() => expect(bubbles()).toHaveLength(2));
      expect(screen.getByRole('status')).toHaveTextContent('Checking every 5 seconds');
      const before = calls(fetchMock, 'GET /api/supportmatch/messages/pship-1').length;
      await act(() => vi.advanceTimersByTimeAsync(5_100));
      expect(calls(fetchMock, 'GET /api/supportmatch/messages/pship-1').length).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
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

  it('reports the partner with their id, the partnership and the trimmed texts', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage({
      'POST /api/supportmatch/reports': { status: 201, body: { id: 'r1', reason: 'Spam or scam', status: 'pending', createdAt: '2026-03-02T10:00:00Z' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Report partner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report River' }));
    await user.click(dialog.getByRole('button', { name: 'Submit Report' }));
    expect(dialog.getByText('Please choose a reason')).toBeInTheDocument();
    expect(dialog.getByText('Please describe what happened')).toBeInTheDocument();

    await user.click(dialog.getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Spam or scam' }));
    await user.type(dialog.getByRole('textbox', { name: 'What happened?' }), '  Sent me links  ');
    await user.click(dialog.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Report submitted')).toBeInTheDocument();
    const [post] = calls(fetchMock, 'POST /api/supportmatch/reports');
    expect(JSON.parse(String(post[1]?.body))).toEqual({ reportedUserId: PARTNER, partnershipId: 'pship-1', reason: 'Spam or scam', description: 'Sent me links' });
  });
});
