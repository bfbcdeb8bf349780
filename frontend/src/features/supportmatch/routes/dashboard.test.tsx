import { screen, within } from '@testing-library/react';
import type { Announcement } from '@pfe/contracts';
import { mockFetch, renderWithProviders, type FakeResponse } from '../../../testing/render';
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

const calls = (fetchMock: ReturnType<typeof mockFetch>, path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);

// Many user-event steps: allow for a busy machine (applies to this file only).
vi.setConfig({ testTimeout: 20_000 });

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
    expect(screen.queryByRole('link', { name: /Profile Settings/ })).not.toBeInTheDocument();
  });

  it('greets by nickname, shows Loading then Active Partnership, the partner card and the four cards', async () => {
    let answer!: (r: FakeResponse) => void;
    mockFetch({
      'GET /api/supportmatch/profile': { body: makeProfile({ nickname: 'Sunny' }) },
      'GET /api/supportmatch/partnership/active': () => new Promise<FakeResponse>((resolve) => (answer = resolve)),
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

  it('says No Active Partnership and that an admin matches during the next monthly cycle', async () => {
    mockFetch({
      'GET /api/supportmatch/profile': { body: makeProfile() },
      'GET /api/supportmatch/partnership/active': { body: undefined },
      'GET /api/supportmatch/announcements': { body: [] },
    });
    renderWithProviders(<SupportMatchDashboardRoute />, { path: '/apps/supportmatch' });
    expect(await screen.findByText('No Active Partnership')).toBeInTheDocument();
    expect(screen.getByText(/An admin matches partners during the next monthly cycle\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Partnership' })).not.toBeInTheDocument();
    expect(screen.queryByText(/new$/)).not.toBeInTheDocument();
  });
});
