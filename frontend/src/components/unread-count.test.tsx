import { act, screen } from '@testing-library/react';
import type { NotificationPage } from '@pfe/contracts';
import { Link } from 'react-router-dom';
import { setDiscreet } from '../lib/discreet';
import { notificationsKey } from '../lib/notifications';
import { mockFetch, renderWithProviders, unreadName as named } from '../testing/render';
import { ConversationUnread, UnreadCount } from './unread-count';

const PARTNERSHIP = '6f1c2a0e-1d2b-4c3d-8e4f-5a6b7c8d9e0f';

const counts = (unreadChats: Record<string, number>): NotificationPage => ({
  items: [],
  unreadCount: Object.keys(unreadChats).length,
  unreadByApp: Object.keys(unreadChats).length ? { supportmatch: Object.keys(unreadChats).length } : {},
  unreadChats,
});

afterEach(() => setDiscreet(false));

describe('<UnreadCount>', () => {
  it('puts the count in the accessible name of its link, and shows only the number', () => {
    renderWithProviders(
      <Link to="/chat">
        View Partnership
        <UnreadCount count={3} />
      </Link>,
    );
    const link = screen.getByRole('link', { name: named('View Partnership', '3') });
    expect(link.querySelector('[data-unread="3"]')).toBeInTheDocument();
  });

  it('shows nothing at 0 and 99+ past 99, as the bell', () => {
    renderWithProviders(
      <>
        <Link to="/a">
          A<UnreadCount count={0} />
        </Link>
        <Link to="/b">
          B<UnreadCount count={120} />
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'A' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: named('B', '99+') })).toBeInTheDocument();
  });
});

describe('<ConversationUnread>', () => {
  it('shows the unread messages of its conversation from the notification counts, and follows them when they change', async () => {
    let answer = counts({ [PARTNERSHIP]: 2, 'another-conversation': 7 });
    mockFetch({ 'GET /api/notifications': () => ({ body: answer }) });
    const { queryClient } = renderWithProviders(
      <Link to="/chat">
        View Partnership
        <ConversationUnread id={PARTNERSHIP} />
      </Link>,
    );
    expect(await screen.findByRole('link', { name: named('View Partnership', '2') })).toBeInTheDocument();
    // The shell refreshes the counts on the socket's `notification` and `notification_read` events.
    answer = counts({ 'another-conversation': 7 });
    await act(() => queryClient.invalidateQueries({ queryKey: notificationsKey }));
    expect(await screen.findByRole('link', { name: 'View Partnership' })).toBeInTheDocument();
  });

  it('shows the count only in discreet mode too: a number, no name and no text', async () => {
    setDiscreet(true);
    mockFetch({ 'GET /api/notifications': { body: counts({ [PARTNERSHIP]: 4 }) } });
    renderWithProviders(
      <Link to="/chat">
        Open chat
        <ConversationUnread id={PARTNERSHIP} />
      </Link>,
    );
    const link = await screen.findByRole('link', { name: named('Open chat', '4') });
    expect(link).toHaveTextContent(/^Open chat, 4 unread$/);
  });

  it('shows nothing for a conversation without unread messages, or while the counts cannot be read', async () => {
    mockFetch({ 'GET /api/notifications': { status: 500, body: { code: 'x', error: 'Down' } } });
    renderWithProviders(
      <Link to="/chat">
        Open chat
        <ConversationUnread id={PARTNERSHIP} />
      </Link>,
    );
    expect(await screen.findByRole('link', { name: 'Open chat' })).toBeInTheDocument();
  });
});
