import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { api, haltRequests } from '../lib/api-client';
import { renderWithProviders } from '../testing/render';
import { QUICK_EXITED_KEY } from '../lib/browser';
import { QuickExitButton, QuickExitSignOutProvider, quickExit } from './quick-exit';

describe('Quick exit', () => {
  let replace: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.style.visibility = '';
  });

  it('blanks the page, drops every cached answer and replaces this history entry with the neutral site', () => {
    const client = new QueryClient();
    client.setQueryData(['payments'], [{ id: 'p1' }]);
    document.title = 'My Payments · Psyop-Free Economy';
    quickExit(client, { target: 'https://weather.example/' });
    expect(client.getQueryData(['payments'])).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(document.body.style.visibility).toBe('hidden');
    expect(document.title).toBe('');
    expect(replace).toHaveBeenCalledWith('https://weather.example/');
  });

  it('leaves no name behind in Back: the pages this tab shows from history afterwards are neutral (app/routes: neutralInstead)', () => {
    quickExit(new QueryClient(), { target: 'https://weather.example/' });
    expect(sessionStorage.getItem(QUICK_EXITED_KEY)).toBe('1');
    expect(replace).toHaveBeenCalledWith('https://weather.example/');
    sessionStorage.clear();
  });

  it('leaves from the button, to the default weather site', async () => {
    const { queryClient } = renderWithProviders(<QuickExitButton />);
    queryClient.setQueryData(['account', 'sessions'], []);
    await userEvent.click(screen.getByRole('button', { name: 'Quick exit' }));
    expect(replace).toHaveBeenCalledWith('https://www.bbc.com/weather');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('signs out with a beacon that outlives the page when the app says so, and not otherwise', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...window.navigator, sendBeacon });
    const { unmount } = renderWithProviders(
      <QuickExitSignOutProvider value={() => true}>
        <QuickExitButton />
      </QuickExitSignOutProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Quick exit' }));
    expect(sendBeacon).toHaveBeenCalledWith('/api/auth/logout');
    expect(replace).toHaveBeenCalledTimes(1);
    unmount();
    document.body.style.visibility = '';
    renderWithProviders(
      <QuickExitSignOutProvider value={() => false}>
        <QuickExitButton />
      </QuickExitSignOutProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Quick exit' }));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledTimes(2);
  });

  it('stops the data calls before the sign-out goes: the one on its way is aborted, a new one never leaves', async () => {
    let signal: AbortSignal | undefined;
    const fetchMock = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const abortedAtSignOut: boolean[] = [];
    const sendBeacon = vi.fn(() => {
      abortedAtSignOut.push(signal?.aborted === true);
      return true;
    });
    vi.stubGlobal('navigator', { ...window.navigator, sendBeacon });
    const poll = api.get('/api/notifications').catch((e: unknown) => e);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    quickExit(new QueryClient(), { signOut: true, target: 'https://weather.example/' });
    expect(abortedAtSignOut).toEqual([true]);
    const next = api.get('/api/notifications/unread-count').catch((e: unknown) => e);
    // The session ends (the socket's session.ended): both reads fail without a request.
    haltRequests();
    expect(await poll).toMatchObject({ status: 401 });
    expect(await next).toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    haltRequests(false);
  });

  it('leaves on Escape pressed three times within two seconds, not on slower or fewer presses', () => {
    renderWithProviders(<QuickExitButton />);
    const press = (at: number) => {
      const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true });
      Object.defineProperty(event, 'timeStamp', { value: at });
      window.dispatchEvent(event);
    };
    press(1000);
    press(2000);
    press(3100); // the first press is more than two seconds old
    expect(replace).not.toHaveBeenCalled();
    const other = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true });
    window.dispatchEvent(other);
    press(3500);
    expect(replace).toHaveBeenCalledTimes(1);
  });
});
