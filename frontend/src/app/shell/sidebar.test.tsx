import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as browser from '../../lib/browser';
import { notificationsKey } from '../../lib/notifications';
import { mockFetch, renderWithProviders, unreadName } from '../../testing/render';
import { activeNavPath, ADMIN_ITEMS, MEMBER_ITEMS, navSections } from './nav-items';
import { Sidebar } from './sidebar';
import { SidebarContent } from './sidebar-content';
import { SIDEBAR_COOKIE, useSidebar } from './use-sidebar';

describe('<SidebarContent>', () => {
  it('shows the product name, the member items and no Administration group to a member', () => {
    renderWithProviders(<SidebarContent isAdmin={false} />);
    expect(screen.getByText('Psyop-Free Economy')).toBeInTheDocument();
    for (const item of MEMBER_ITEMS.filter((i) => !i.comingSoon)) {
      expect(screen.getByRole('link', { name: item.label })).toHaveAttribute('href', item.path);
    }
    expect(screen.queryByText('Administration')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'User Management' })).not.toBeInTheDocument();
  });

  it('links every sub-app of the manifest; none is coming soon now that all four are built', () => {
    renderWithProviders(<SidebarContent isAdmin />);
    expect(MEMBER_ITEMS.filter((i) => i.comingSoon)).toEqual([]);
    for (const [name, path] of [['LightHouse', '/apps/lighthouse'], ['SleepStories', '/apps/sleepstories'], ['SocketRelay', '/apps/socketrelay'], ['SupportMatch', '/apps/supportmatch']]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', path);
    }
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('adds the Administration group with every admin link for an admin', () => {
    renderWithProviders(<SidebarContent isAdmin />);
    const group = screen.getByRole('list', { name: 'Administration' });
    const links = within(group).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(ADMIN_ITEMS.map((i) => [i.label, i.path]));
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/users',
      '/admin/invites',
      '/admin/payments',
      '/admin/pricing',
      '/admin/activity',
      // Only the sub-apps with console pages: no dead link to an app not built yet.
      '/apps/supportmatch/admin',
      '/apps/sleepstories/admin',
      '/apps/lighthouse/admin',
      '/apps/socketrelay/admin',
    ]);
  });

  it('logs out with signOut, which remembers it in this tab and navigates the browser to /api/logout', async () => {
    const signOut = vi.spyOn(browser, 'signOut').mockImplementation(() => {});
    renderWithProviders(<SidebarContent isAdmin={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('marks the current page', () => {
    renderWithProviders(<SidebarContent isAdmin />, { path: '/apps/supportmatch/admin' });
    expect(screen.getByRole('link', { name: 'SupportMatch Admin' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'SupportMatch' })).not.toHaveAttribute('aria-current');
  });
});

describe('the sidebar apps\' unread badges', () => {
  const counts = (unreadByApp: Record<string, number>) => ({ items: [], unreadCount: 0, unreadByApp, unreadChats: {} });

  it('shows each app\'s unread notifications, looked up by its key, in its link\'s name; none at 0; and follows the counts', async () => {
    let answer = counts({ supportmatch: 3, lighthouse: 1, security: 2 });
    mockFetch({ 'GET /api/notifications': () => ({ body: answer }) });
    const { queryClient } = renderWithProviders(<SidebarContent isAdmin={false} />);
    expect(await screen.findByRole('link', { name: unreadName('SupportMatch', 3) })).toHaveAttribute('href', '/apps/supportmatch');
    expect(screen.getByRole('link', { name: unreadName('LightHouse', 1) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SocketRelay' })).toBeInTheDocument();
    // Account security is the bell's, not an app's.
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    answer = counts({ lighthouse: 1 });
    await act(() => queryClient.invalidateQueries({ queryKey: notificationsKey }));
    expect(await screen.findByRole('link', { name: 'SupportMatch' })).toBeInTheDocument();
  });

  it('collapsed to icons: a dot on the icon and the count in the name', async () => {
    mockFetch({ 'GET /api/notifications': { body: counts({ socketrelay: 2 }) } });
    renderWithProviders(<SidebarContent isAdmin={false} collapsed />);
    expect(await screen.findByRole('link', { name: 'SocketRelay, 2 unread' })).toBeInTheDocument();
  });
});

describe('activeNavPath', () => {
  it('picks the most specific item', () => {
    const sections = navSections(true);
    expect(activeNavPath('/', sections)).toBe('/');
    expect(activeNavPath('/admin/users', sections)).toBe('/admin/users');
    expect(activeNavPath('/admin', sections)).toBe('/admin');
    expect(activeNavPath('/apps/supportmatch/partners/1', sections)).toBe('/apps/supportmatch');
    expect(activeNavPath('/elsewhere', sections)).toBeUndefined();
    expect(activeNavPath('/apps/lighthouse/property/1', sections)).toBe('/apps/lighthouse');
  });
});

function DesktopSidebar() {
  const state = useSidebar();
  return (
    <>
      <button onClick={state.toggle}>toggle</button>
      <Sidebar state={state} isAdmin={false} />
    </>
  );
}

describe('desktop sidebar state', () => {
  const drawerState = () => document.querySelector('[data-state]')?.getAttribute('data-state');

  it('collapses to icons, remembers it in the sidebar_state cookie and reopens with Ctrl+B', async () => {
    renderWithProviders(<DesktopSidebar />);
    expect(drawerState()).toBe('expanded');
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(drawerState()).toBe('collapsed');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=false`);
    expect(screen.queryByText('My Dashboard')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Dashboard' })).toBeInTheDocument();

    act(() => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    });
    expect(drawerState()).toBe('expanded');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=true`);
    act(() => {
      fireEvent.keyDown(window, { key: 'b', metaKey: true });
    });
    expect(drawerState()).toBe('collapsed');
  });

  it('starts collapsed when the cookie says so', () => {
    document.cookie = `${SIDEBAR_COOKIE}=false; path=/`;
    renderWithProviders(<DesktopSidebar />);
    expect(drawerState()).toBe('collapsed');
  });
});
