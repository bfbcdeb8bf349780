import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, LoadingIndicator, type AuthProvider } from 'react-admin';
import { adminTheme } from '../theme';
import { AccountMenu } from './admin-layout';

/** jsdom has no matchMedia: answer every query as a wide screen (react-admin then shows the name on the button). */
function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

const authProvider = (fullName?: string): AuthProvider => ({
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => undefined,
  getIdentity: async () => ({ id: 'a1', fullName }),
});

describe('the console user menu (WCAG 2.5.3, label in name)', () => {
  it('is named with the admin’s name it shows', async () => {
    wideScreen();
    render(
      <AdminContext authProvider={authProvider('Ada Admin')}>
        <AccountMenu />
      </AdminContext>,
    );
    const button = await screen.findByRole('button', { name: 'Ada Admin, account menu' });
    expect(button).toHaveTextContent('Ada Admin');
  });

  it('is "Account menu" while no name is known', async () => {
    wideScreen();
    render(
      <AdminContext authProvider={authProvider(undefined)}>
        <AccountMenu />
      </AdminContext>,
    );
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });
});

describe("the console's loading indicator (issue 28 item 8, axe aria-progressbar-name)", () => {
  it('is a named progressbar while something loads', async () => {
    wideScreen();
    const queryClient = new QueryClient();
    render(
      <AdminContext authProvider={authProvider('Ada Admin')} queryClient={queryClient} theme={adminTheme}>
        <LoadingIndicator />
      </AdminContext>,
    );
    // A read in flight: react-admin shows its spinner.
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});
