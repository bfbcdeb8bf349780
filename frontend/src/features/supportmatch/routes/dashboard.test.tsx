import { screen, within } from '@testing-library/react';
import type { Announcement } from '@pfe/contracts';
import type { MatchingStatus } from '@pfe/contracts/supportmatch';
import { mockFetch, renderWithProviders, unreadName, type FakeResponse } from '../../../testing/render';
import { makePartnership, makeProfile } from '../testing/fixtures';
import { SupportMatchDashboardRoute } from './dashboard';

const announcement = (id: string, showOnLogin: boolean): Announcement => ({
  id,
  title: `Note ${id}`,
  content: 'Text',
  type: 'info',
  isActive: true,
  showOnLogin,
  showOnSignInPage: false,
  expiresAt: null,
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
});

const status = (overrides: Partial<MatchingStatus> = {}): MatchingStatus => ({
  state: 'waiting',
  lastRunAt: '2026-03-01T09:00:00.000Z',
  nextRunAt: '2026-04-01T09:00:00.000Z',
  ...overrides,
});

const calls = (fetchMock: ReturnType<typeof mockFetch>, path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);

describe('<SupportMatchDashboardRoute>', () => {
  it('welcomes a member without a profile and never asks for a partnership', async () => {
    const fetchMock = mockFetch({
      'GET /api/supportmatch/profile': { body: undefined },
      'GET /api/supportmatch/announcements': { body: [] },
    });
    renderWithProviders(<SupportMatchDashboardRoute />, { path: '/apps/supportmatch' });
    expect(await screen.findByRole('heading', { name: 'Welcome to SupportMatch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/apps/supportmatch/profile');
    expect(calls(fetchMock, '/api/supportmatch/partnership/active')).toHaveLength(0);
    expect(calls(fetchMock, '/api/supportmatch/matching-status')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /Profile Settings/ })).not.toBeInTheDocument();
  });

  it('greets by nickname, shows Loading then Active Partnership, the partner card and the four cards', async () => {
    let answer!: (r: FakeResponse) => void;
    mockFetch({
      'GET /api/supportmatch/profile': { body: makeProfile({ nickname: 'Sunny' }) },
      'GET /api/supportmatch/partnership/active': () => new Promise<FakeResponse>((resolve) => (answer = resolve)),
      'GET /api/supportmatch/matching-status': { body: status({ state: 'matched' }) },
      'GET /api/supportmatch/announcements': { body: [announcement('a', true), announcement('b', false), announcement('c', true)] },
    });
    renderWithProviders(<SupportMatchDashboardRoute />, { path: '/apps/supportmatch' });
    expect(await screen.findByText('Welcome back, Sunny!')).toBeInTheDocument();
    expect(screen.getByText('Loading')).toBeInTheDocument();

    answer({ body: makePartnership() });
    expect(await screen.findByText('Active Partnership')).toBeInTheDocument();
    const partner = within(screen.getByRole('region', { name: 'Your Accountability Partner' }));
    expect(partner.getByText('River')).toBeInTheDocument();
    expect(partner.getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(partner.getByText('Mar 31, 2026')).toBeInTheDocument();
    expect(partner.getByRole('link', { name: 'View Partnership' })).toHaveAttribute('href', '/apps/supportmatch/partnership');

    for (const [name, href] of [
      [/Profile Settings/, '/apps/supportmatch/profile'],
      [/Safety & Privacy/, '/apps/supportmatch/safety'],
      [/Announcements/, '/apps/supportmatch/announcements'],
      [/History/, '/apps/supportmatch/history'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(await screen.findByText('2 new')).toBeInTheDocument();
  });

  it('shows the unread messages of the partnership on its link, a number only', async () => {
    const partnership = makePartnership();
    mockFetch({
      'GET /api/supportmatch/profile': { body: makeProfile() },
      'GET /api/supportmatch/partnership/active': { body: partnership },
      'GET /api/supportmatch/matching-status': { body: status({ state: 'matched' }) },
      'GET /api/supportmatch/announcements': { body: [] },
      'GET /api/notifications': { body: { items: [], unreadCount: 2, unreadByApp: { supportmatch: 2 }, unreadChats: { [partnership.id]: 2, 'someone-else': 5 } } },
    });
    renderWithProviders(<SupportMatchDashboardRoute />, { path: '/apps/supportmatch' });
    const link = await screen.findByRole('link', { name: unreadName('View Partnership', 2) });
    expect(link).toHaveAttribute('href', '/apps/supportmatch/partnership');
    expect(link).toHaveTextContent(/^View Partnership, 2 unread$/);
  });

  it('says No Active Partnership and that an admin matches during the next monthly cycle, with its date', async () => {
    mockFetch({
      'GET /api/supportmatch/profile': { body: makeProfile() },
      'GET /api/supportmatch/partnership/active': { body: undefined },
      'GET /api/supportmatch/matching-status': { body: status() },
      'GET /api/supportmatch/announcements': { body: [] },
    });
    renderWithProviders(<SupportMatchDashboardRoute />, { path: '/apps/supportmatch' });
    expect(await screen.findByText('No Active Partnership')).toBeInTheDocument();
    expect(await screen.findByText(/The next cycle starts on Apr 1, 2026\./)).toBeInTheDocument();
    expect(screen.getByText(/An admin matches partners during the next monthly cycle\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Partnership' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Update your profile' })).not.toBeInTheDocument();
    expect(screen.queryByText(/new$/)).not.toBeInTheDocument();
  });

  it('still promises the next cycle when the matching status cannot be read', async () => {
    mockFetch({
      'GET /api/supportmatch/profile': { body: makeProfile() },
      'GET /api/supportmatch/partnership/active': { body: undefined },
      'GET /api/supportmatch/matching-status': { status: 500 },
      'GET /api/supportmatch/announcements': { body: [] },
    });
    renderWithProviders(<SupportMatchDashboardRoute />, { path: '/apps/supportmatch' });
    expect(await screen.findByText('No Active Partnership')).toBeInTheDocument();
    expect(await screen.findByText(/You don't have a partner right now\. An admin matches partners during the next monthly cycle\./)).toBeInTheDocument();
  });

  it('tells a member left unmatched why and what to change, with a link to the profile', async () => {
    mockFetch({
      'GET /api/supportmatch/profile': { body: makeProfile({ timezonePreference: 'same_timezone', genderPreference: 'female' }) },
      'GET /api/supportmatch/partnership/active': { body: undefined },
      'GET /api/supportmatch/matching-status': { body: status({ state: 'unmatched', reason: 'no_compatible_member' }) },
      'GET /api/supportmatch/announcements': { body: [] },
    });
    renderWithProviders(<SupportMatchDashboardRoute />, { path: '/apps/supportmatch' });
    const region = await screen.findByRole('status', { name: "You weren't matched this time" });
    const notice = within(region);
    expect(notice.getByText(/No one who fits your preferences was available in the last matching cycle\./)).toBeInTheDocument();
    expect(notice.getByText(/Choosing 'Any timezone' or widening who you'd like to be matched with gives you more options\./)).toBeInTheDocument();
    expect(notice.getByText(/The next cycle starts on Apr 1, 2026\./)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Update your profile' })).toHaveAttribute('href', '/apps/supportmatch/profile');
    expect(region.textContent).not.toMatch(/block/i);
  });

  it('asks a member whose profile wants the same timezone without one to choose it', async () => {
    mockFetch({
      'GET /api/supportmatch/profile': { body: makeProfile({ timezone: null, timezonePreference: 'same_timezone' }) },
      'GET /api/supportmatch/partnership/active': { body: undefined },
      'GET /api/supportmatch/matching-status': { body: status({ state: 'incomplete', reason: 'profile_incomplete' }) },
      'GET /api/supportmatch/announcements': { body: [] },
    });
    renderWithProviders(<SupportMatchDashboardRoute />, { path: '/apps/supportmatch' });
    const notice = within(await screen.findByRole('status', { name: 'Choose your timezone to be matched' }));
    expect(notice.getByText(/so we can't include you in matching\. Choose your timezone, or choose 'Any timezone', in your profile\./)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Update your profile' })).toHaveAttribute('href', '/apps/supportmatch/profile');
    expect(screen.queryByText(/An admin matches partners during the next monthly cycle/)).not.toBeInTheDocument();
  });

  it('tells a member who turned matching off how to turn it back on', async () => {
    mockFetch({
      'GET /api/supportmatch/profile': { body: makeProfile({ isActive: false }) },
      'GET /api/supportmatch/partnership/active': { body: undefined },
      'GET /api/supportmatch/matching-status': { body: status({ state: 'paused' }) },
      'GET /api/supportmatch/announcements': { body: [] },
    });
    renderWithProviders(<SupportMatchDashboardRoute />, { path: '/apps/supportmatch' });
    const notice = within(await screen.findByRole('status', { name: "You're taking a break from matching" }));
    expect(notice.getByText(/turn on 'Include me in matching' in your profile\./)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Update your profile' })).toBeInTheDocument();
  });
});
