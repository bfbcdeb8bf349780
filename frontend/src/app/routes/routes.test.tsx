import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes, useLocation } from 'react-router-dom';
import { QUICK_EXITED_KEY, SIGNED_OUT_KEY } from '../../lib/browser';
import { DISCREET_KEY } from '../../lib/discreet';
import { makeUser, mockFetch, renderWithProviders } from '../../testing/render';
import { AppRoutes } from '../app-routes';
import { accessStateOf, routesFor, type AccessState } from './index';

/** The id of the screen a path leads to in a state ('not-found' for the 404 page). */
function screenAt(state: AccessState, path: string): string | undefined {
  const user = state === 'signed-out' ? null : makeUser();
  const matches = matchRoutes(routesFor(state, user), path);
  return matches?.[matches.length - 1].route.id;
}

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="where">{`${pathname}${search}`}</span>;
}

afterEach(() => sessionStorage.clear());

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
  it('signed out: the landing screen at / and the sign-in page; a member address asks to sign in first, not a 404', () => {
    expect(screenAt('signed-out', '/')).toBe('landing');
    expect(screenAt('signed-out', '/login')).toBe('login');
    for (const path of MEMBER_ONLY) expect(screenAt('signed-out', path)).toMatch(/^sign-in-first:/);
    expect(screenAt('signed-out', '/no-such-page')).toBe('not-found');
    expect(screenAt('signed-out', '/paymentsx')).toBe('not-found');
  });

  it('signed in without an invite: the invite screen at /, where member addresses lead', () => {
    expect(screenAt('invite-required', '/')).toBe('invite');
    expect(screenAt('invite-required', '/login')).toBe('login-redirect');
    for (const path of MEMBER_ONLY) expect(screenAt('invite-required', path)).toMatch(/^to-invite:/);
    expect(screenAt('invite-required', '/no-such-page')).toBe('not-found');
  });

  it('settings: members in the shell; an account without an invite too (its devices, its data, deleting itself); signed out asks to sign in', () => {
    expect(screenAt('member', '/settings')).toBe('settings');
    expect(screenAt('invite-required', '/settings')).toBe('invite-settings');
    expect(screenAt('signed-out', '/settings')).toMatch(/^sign-in-first:/);
  });

  it('Settings → "Choose notifications" (/settings/notifications) is a page for every signed-in account, with or without an invite', () => {
    expect(screenAt('member', '/settings/notifications')).toBe('notification-settings');
    expect(screenAt('invite-required', '/settings/notifications')).toBe('invite-notification-settings');
    expect(screenAt('invite-required', '/settings/anything-else')).toBe('not-found');
    expect(screenAt('signed-out', '/settings/notifications')).toMatch(/^sign-in-first:/);
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
    expect(screenAt('signed-out', '/apps/supportmatch/admin')).toBe('sign-in-first:apps/supportmatch');
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

  it('shows the 404 page to a signed-out visitor on an unknown path', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 401, body: '' } });
    renderWithProviders(<AppRoutes />, { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('leads a signed-out visitor at a member address to the landing page right after Log Out, else to sign in and then there', async () => {
    let signedIn = false;
    mockFetch({
      'GET /api/auth/user': () => (signedIn ? { body: makeUser() } : { status: 401, body: '' }),
      'POST /api/auth/login': () => {
        signedIn = true;
        return { body: makeUser() };
      },
      'GET /api/payments': { body: [] },
    });
    sessionStorage.setItem(SIGNED_OUT_KEY, '1'); // signed out earlier in this tab…
    renderWithProviders(
      <>
        <AppRoutes />
        <Where />
      </>,
      { path: '/payments?x=1' },
    );
    // …so Back to a member page shows the landing page.
    expect(await screen.findByRole('button', { name: 'Sign In Securely' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    cleanup();

    // Opened afresh, the address asks to sign in, then leads there.
    sessionStorage.clear();
    renderWithProviders(
      <>
        <AppRoutes />
        <Where />
      </>,
      { path: '/payments?x=1' },
    );
    expect(await screen.findByText('Please sign in to continue.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login?next=%2Fpayments%3Fx%3D1');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'ana@example.org');
    await user.type(document.querySelector('input[name="password"]')!, 'a-long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'My Payments' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/payments?x=1');
  }, 30_000);

  describe('the neutral page (issue 27: quick exit leaves no name behind)', () => {
    /** This document as the browser loaded it: by Back or Forward, a reload, or a navigation made on purpose. */
    const loadedBy = (type: 'back_forward' | 'reload' | 'navigate') =>
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as unknown as PerformanceEntry]);
    afterEach(() => {
      vi.restoreAllMocks();
      localStorage.clear();
    });

    const expectNeutral = async () => {
      expect(await screen.findByRole('heading', { name: 'Notes' })).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/Psyop|psyop|economy|Sign In|SupportMatch|LightHouse|Quick exit/i);
      expect(document.title).toBe('Notes');
    };

    it('is at /notes in every state', () => {
      for (const state of ['signed-out', 'invite-required', 'member'] as const) expect(screenAt(state, '/notes')).toBe('neutral');
    });

    it('after quick exit, Back (or a restore, or a reload) into this site shows it at any address; a visit made on purpose shows the landing page again', async () => {
      mockFetch({ 'GET /api/auth/user': { status: 401, body: '' } });
      sessionStorage.setItem(QUICK_EXITED_KEY, '1');
      for (const [type, path] of [['back_forward', '/'], ['back_forward', '/supportmatch'], ['reload', '/login']] as const) {
        loadedBy(type);
        renderWithProviders(<AppRoutes />, { path });
        await expectNeutral();
        cleanup();
      }
      loadedBy('navigate');
      renderWithProviders(<AppRoutes />, { path: '/' });
      expect(await screen.findByRole('button', { name: 'Sign In Securely' })).toBeInTheDocument();
      expect(sessionStorage.getItem(QUICK_EXITED_KEY)).toBeNull();
    });

    it('in discreet mode, after this tab was signed out, Back shows it instead of the landing page', async () => {
      mockFetch({ 'GET /api/auth/user': { status: 401, body: '' } });
      localStorage.setItem(DISCREET_KEY, '1');
      sessionStorage.setItem(SIGNED_OUT_KEY, '1');
      loadedBy('back_forward');
      renderWithProviders(<AppRoutes />, { path: '/supportmatch/partnership' });
      await expectNeutral();
    });
  });

  it('signing in forgets an earlier Log Out in this tab', async () => {
    sessionStorage.setItem(SIGNED_OUT_KEY, '1');
    mockFetch({ 'GET /api/auth/user': { status: 401, body: '' }, 'POST /api/auth/login': { body: makeUser() } });
    renderWithProviders(<AppRoutes />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'ana@example.org');
    await user.type(document.querySelector('input[name="password"]')!, 'a-long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(sessionStorage.getItem(SIGNED_OUT_KEY)).toBeNull());
  });

  it('leads a signed-in user without an invite from a member address to the invite screen', async () => {
    mockFetch({ 'GET /api/auth/user': { body: makeUser({ inviteCodeUsed: null }) } });
    renderWithProviders(<AppRoutes />, { path: '/apps/supportmatch/profile' });
    expect(await screen.findByRole('heading', { name: 'Invite Code Required' })).toBeInTheDocument();
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

  it('lets an account without an invite choose its notifications: its security kinds only, and back to its settings', async () => {
    const preference = (kind: string, app: string, locked: boolean) => ({ kind, app, inApp: true, email: locked, locked });
    mockFetch({
      'GET /api/auth/user': { body: makeUser({ inviteCodeUsed: null }) },
      'GET /api/notifications/settings': {
        body: { emailAvailable: false, preferences: [preference('security.sign_in', 'security', true), preference('supportmatch.partnership_started', 'supportmatch', false)] },
      },
    });
    renderWithProviders(<AppRoutes />, { path: '/settings/notifications' });
    expect(await screen.findByRole('heading', { name: 'Account security' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByLabelText('New sign-ins: in the app')).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'SupportMatch' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  }, 30_000);

  // The member UI is a lazily loaded chunk (app/member.tsx), transformed on the fly by vitest on first import.
  it('welcomes a member back inside the shell', async () => {
    mockFetch({ 'GET /api/auth/user': { body: makeUser() } });
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByText('Welcome back, Ana', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('a work of optimism')).toBeInTheDocument();
  }, 30_000);

  it('offers to retry when the user cannot be loaded', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 500, body: { statusCode: 500, message: 'Database unavailable', error: 'x' } } });
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByText(/Database unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says once that the server could not be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderWithProviders(<AppRoutes />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not reach the server. Check your connection and try again.');
    expect(alert.textContent!.match(/reach the server/gi)).toHaveLength(1);
  });
});
