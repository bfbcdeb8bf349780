import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@pfe/contracts';
import { Route, Routes } from 'react-router-dom';
import { CurrentUserProvider } from '../../../lib/current-user';
import { makeUser, mockFetch, renderWithProviders } from '../../../testing/render';
import { makeDetail, ME, message, OTHER } from '../testing/fixtures';
import { SocketRelayChatRoute } from './chat';

const socket = vi.hoisted(() => ({ onMessage: undefined as undefined | ((m: ChatMessage) => void), onClosed: undefined as undefined | (() => void), kinds: [] as string[] }));
vi.mock('../../../lib/socket', () => ({
  useChatSubscription: (kind: string, id: string | undefined, onMessage: (m: ChatMessage) => void, onClosed?: () => void) => {
    socket.onMessage = onMessage;
    socket.onClosed = onClosed;
    socket.kinds.push(kind);
    return { live: id !== undefined };
  },
}));

const URL_F1 = '/api/socketrelay/fulfillments/f1';

function renderChat(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({ [`GET ${URL_F1}/messages`]: { body: [] }, ...routes });
  renderWithProviders(
    <CurrentUserProvider user={makeUser({ id: ME })}>
      <Routes>
        <Route path="/apps/socketrelay/chat/:id" element={<SocketRelayChatRoute />} />
        <Route path="/apps/socketrelay" element={<h1>SocketRelay dashboard</h1>} />
      </Routes>
    </CurrentUserProvider>,
    { path: '/apps/socketrelay/chat/f1' },
  );
  return fetchMock;
}

describe('<SocketRelayChatRoute>', () => {
  it("says 'Loading...' and then 'Fulfillment not found' for a fulfilment that is not the member's", async () => {
    renderChat({ [`GET ${URL_F1}`]: { status: 404, body: { statusCode: 404, message: 'Fulfillment not found', error: 'Not Found' } } });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fulfillment not found' })).toBeInTheDocument();
  });

  it('shows the header (title, badge, description, role line, Started), the empty thread, and sends on Enter but not Shift+Enter', async () => {
    const user = userEvent.setup();
    const fetchMock = renderChat({
      [`GET ${URL_F1}`]: { body: makeDetail() },
      [`POST ${URL_F1}/messages`]: { status: 201, body: message('m1', ME, 'On my way') },
    });
    expect(await screen.findByRole('heading', { name: 'Request Chat' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('A ride to the clinic')).toBeInTheDocument();
    expect(screen.getByText('You are the requester. River is fulfilling your request.')).toBeInTheDocument();
    expect(screen.getByText('Started about 2 hours ago')).toBeInTheDocument();
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeInTheDocument();
    expect(socket.kinds).toContain('fulfillment');

    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input).toHaveAttribute('placeholder', 'Type a message...');
    await user.type(input, 'On my way{Shift>}{Enter}{/Shift}');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'On my way{Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('On my way')).toBeInTheDocument();
    expect(within(log).getByRole('listitem')).toHaveAttribute('data-own', 'true');
    expect(within(log).getByText('1 minute ago')).toBeInTheDocument();

    act(() => socket.onMessage?.(message('m2', OTHER, 'See you soon')));
    expect(await within(log).findByText('See you soon')).toBeInTheDocument();
  });

  it("closes with the chosen outcome through the 'Close Request' dialog (success is the default) and turns read-only", async () => {
    const user = userEvent.setup();
    let closed = false;
    const fetchMock = renderChat({
      [`GET ${URL_F1}`]: () => ({ body: makeDetail({}, closed ? 'completed_failure' : 'active') }),
      [`POST ${URL_F1}/close`]: () => {
        closed = true;
        return { body: makeDetail({}, 'completed_failure') };
      },
      'GET /api/socketrelay/requests': { body: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Close Request' }));
    const dialog = screen.getByRole('dialog', { name: 'Close Request' });
    expect(within(dialog).getByText('How did this fulfillment go? Your feedback helps improve the community.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Successfully Completed/ })).toBeChecked();
    expect(within(dialog).getByText('The request could not be fulfilled')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Not Completed/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Close Request' }));
    expect(await screen.findByText('Request closed')).toBeInTheDocument();
    expect(screen.getByText('This fulfillment has been closed.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url, init]) => String(url) === `${URL_F1}/close` && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ status: 'completed_failure' });
    expect(await screen.findByText('Not Completed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close Request' })).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByText('This fulfillment is closed')).toBeInTheDocument();
  });

  it('keeps the history readable on a closed fulfilment, without a close button or an input', async () => {
    renderChat({
      [`GET ${URL_F1}`]: { body: makeDetail({ role: 'fulfiller', otherParty: { userId: OTHER, displayName: 'River' } }, 'cancelled') },
      [`GET ${URL_F1}/messages`]: { body: [message('m1', OTHER, 'Thanks anyway')] },
    });
    expect(await screen.findByText('Thanks anyway')).toBeInTheDocument();
    // Worded by its status, with who closed it and when (issue 21 item 16).
    expect(screen.getByText("Your fulfillment of River's request was cancelled.")).toBeInTheDocument();
    expect(screen.queryByText(/is fulfilling|You are the fulfiller/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Started .* · Closed by you on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toHaveAttribute('class', expect.stringContaining('MuiChip-label'));
    expect(screen.queryByRole('button', { name: 'Close Request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('blocks the other party from the chat page and leaves for the dashboard', async () => {
    const user = userEvent.setup();
    const fetchMock = renderChat({ [`GET ${URL_F1}`]: { body: makeDetail() }, 'POST /api/blocks': { status: 201, body: {} } });
    await user.click(await screen.findByRole('button', { name: 'Block River' }));
    const dialog = screen.getByRole('dialog', { name: 'Block River' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('heading', { name: 'SocketRelay dashboard' })).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url]) => String(url) === '/api/blocks');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ userId: OTHER });
  });
});
