import { act, screen } from '@testing-library/react';
import type { ChatMessage } from '@pfe/contracts';
import type { LighthouseSeekerRequest } from '@pfe/contracts/lighthouse';
import { Route, Routes } from 'react-router-dom';
import { CurrentUserProvider } from '../../../lib/current-user';
import { makeUser, mockFetch, renderWithProviders } from '../../../testing/render';
import { makeSeekerRequest } from '../testing/fixtures';
import { LighthouseConversationRoute } from './conversation';

const socket = vi.hoisted(() => ({ onClosed: undefined as undefined | (() => void) }));
vi.mock('../../../lib/socket', () => ({
  useChatSubscription: (_kind: string, id: string | undefined, _onMessage: (m: ChatMessage) => void, onClosed?: () => void) => {
    socket.onClosed = onClosed;
    return { live: id !== undefined };
  },
}));

const ME = '0b6a6c2e-7d1f-4c35-9d0b-2f1d6a1f0c11';
const HOST = '7c1d2e3f-0000-4000-8000-000000000002';
const history: ChatMessage[] = [
  { id: 'x1', senderId: ME, content: 'When can I come by?', createdAt: '2030-01-03T10:00:00.000Z' },
  { id: 'x2', senderId: HOST, content: 'Saturday at noon.', createdAt: '2030-01-03T10:05:00.000Z' },
] as ChatMessage[];

function renderConversation(current: () => LighthouseSeekerRequest) {
  mockFetch({
    'GET /api/lighthouse/matches/m-1': () => ({ body: current() }),
    'GET /api/lighthouse/matches/m-1/messages': { body: history },
  });
  renderWithProviders(
    <CurrentUserProvider user={makeUser({ id: ME })}>
      <Routes>
        <Route path="/apps/lighthouse/matches/:id" element={<LighthouseConversationRoute />} />
      </Routes>
    </CurrentUserProvider>,
    { path: '/apps/lighthouse/matches/m-1' },
  );
}

describe('<LighthouseConversationRoute> after the request ends (issue 21 item 6)', () => {
  it.each(['completed', 'cancelled'] as const)('keeps the history of a %s request, read-only', async (status) => {
    renderConversation(() => makeSeekerRequest({ status, hostUserId: HOST, updatedAt: '2030-01-04T12:00:00.000Z' }));
    expect(await screen.findByText('Saturday at noon.')).toBeInTheDocument();
    expect(screen.getByText('When can I come by?')).toBeInTheDocument();
    // Who closed it and when (issue 21 item 16).
    expect(
      screen.getByText(status === 'completed' ? 'This conversation is closed: the host marked the request completed on Jan 4, 2030' : 'This conversation is closed: the request was cancelled on Jan 4, 2030'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('updates the badge when the other side completes it while the page is open', async () => {
    let status: LighthouseSeekerRequest['status'] = 'accepted';
    renderConversation(() => makeSeekerRequest({ status, hostUserId: HOST }));
    expect(await screen.findByText('Saturday at noon.')).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    status = 'completed';
    await act(async () => socket.onClosed?.());
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Saturday at noon.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});
