import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { makeUser, mockFetch, renderWithProviders } from '../../testing/render';
import { AppRoutes } from '../app-routes';
import { accessStateOf, routesFor, type AccessState } from './index';

/** The id of the screen a path leads to in a state ('not-found' for the 404 page). */
function screenAt(state: AccessState, path: string): string | undefined {
  const user = state === 'signed-out' ? null : makeUser();
  const matches = matchRoutes(routesFor(state, user), path);
  return matches?.[matches.length - 1].route.id;
}

const MEMBER_ONLY = ['/payments', '/services', '/admin', '/admin/users', '/apps/lighthouse'];

describe('access state', () => {
  it('follows the user', () => {
    expect(accessStateOf(null)).toBe('signed-out');
    expect(accessStateOf(makeUser({ inviteCodeUsed: null }))).toBe('invite-required');
    expect(accessStateOf(makeUser({ inviteCodeUsed: null, isAdmin: true }))).toBe('member');
    expect(accessStateOf(makeUser())).toBe('member');
  });
});

describe('route availability (spec §2)', () => {
  it('signed out: only the landing screen at / and the sign-in page', () => {
    expect(screenAt('signed-out', '/')).toBe('landing');
    expect(screenAt('signed-out', '/login')).toBe('login');
    for (const path of MEMBER_ONLY) expect(screenAt('signed-out', path)).toBe('not-found');
  });

  it('signed in without an invite: only the invite screen at /', () => {
    expect(screenAt('invite-required', '/')).toBe('invite');
    expect(screenAt('invite-required', '/login')).toBe('login-redirect');
    for (const path of MEMBER_ONLY) expect(screenAt('invite-required', path)).toBe('not-found');
  });

  it('member: the dashboard at /, 404 for what is not built yet', () => {
    expect(screenAt('member', '/')).toBe('dashboard');
    expect(screenAt('member', '/login')).toBe('login-redirect');
    expect(screenAt('member', '/no-such-page')).toBe('not-found');
  });

  it('member: /admin and everything under it is the admin console (its auth provider turns non-admins away)', () => {
    for (const path of ['/admin', '/admin/users', '/admin/pricing', '/admin/anything/else']) expect(screenAt('member', path)).toBe('admin');
  });

  it("member: the SupportMatch admin paths lead into the console, the member's SupportMatch pages stay in the shell", () => {
    for (const path of ['/apps/supportmatch/admin', '/apps/supportmatch/admin/partnerships', '/apps/supportmatch/admin/users']) {
      expect(screenAt('member', path)).toBe('supportmatch-admin');
    }
    expect(screenAt('member', '/apps/supportmatch')).toBe('supportmatch');
    expect(screenAt('member', '/apps/supportmatch/profile')).toBe('supportmatch-profile');
    expect(screenAt('signed-out', '/apps/supportmatch/admin')).toBe('not-found');
  });
});

describe('<AppRoutes>', () => {
  it('shows the landing screen when the server says 401', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' } } });
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByRole('button', { name: 'Sign In Securely' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Contact our support coordinator for secure access' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the 404 page to a signed-out visitor on any other path', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 401, body: '' } });
    renderWithProviders(<AppRoutes />, { path: '/payments' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows the invite screen to a signed-in user without an invite', async () => {
    mockFetch({ 'GET /api/auth/user': { body: makeUser({ inviteCodeUsed: null }) } });
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Invite Code Required' })).toBeInTheDocument();
    expect(
      screen.getByText('This platform is invite-only for your security. Please enter your invite code to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByText("Contact your support coordinator if you don't have an invite code.")).toBeInTheDocument();
  });

  it('welcomes a member back by first name inside the shell', async () => {
    mockFetch({ 'GET /api/auth/user': { body: makeUser() } });
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByText('Welcome back, Ana')).toBeInTheDocument();
    expect(screen.getByText('a work of optimism')).toBeInTheDocument();
  });

  it('offers to retry when the user cannot be loaded', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 500, body: { statusCode: 500, message: 'Database unavailable', error: 'x' } } });
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByText(/Database unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
