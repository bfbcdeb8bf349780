import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSession } from '@pfe/contracts';
import { api } from '../../../lib/api-client';
import { isLeaving } from '../../../lib/browser';
import { mockFetch, renderWithProviders } from '../../../testing/render';
import { SettingsRoute } from './settings';

const now = new Date().toISOString();
const SESSIONS: AccountSession[] = [
  { id: 'current-handle-000000000000000000', current: true, createdAt: now, lastSeenAt: now, device: 'Firefox on Android' },
  { id: 'other-handle-00000000000000000000', current: false, createdAt: now, lastSeenAt: now, device: 'Chrome on Windows' },
];

function routes(overrides: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/account/settings': { body: { discreetMode: false, quickExitKeepsSignedIn: false } },
    'GET /api/account/sessions': { body: SESSIONS },
    'GET /api/account/passkeys': { body: [] },
    'GET /api/blocks': { body: [] },
    ...overrides,
  });
}

describe('Settings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the signed-in devices, marks this one, and signs out another', async () => {
    let remaining = SESSIONS;
    const fetchMock = routes({
      'GET /api/account/sessions': () => ({ body: remaining }),
      [`DELETE /api/account/sessions/${SESSIONS[1].id}`]: () => {
        remaining = [SESSIONS[0]];
        return { status: 204 };
      },
    });
    renderWithProviders(<SettingsRoute />, { path: '/settings' });
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(await within(list).findByText('Chrome on Windows')).toBeInTheDocument();
    expect(within(list).getByText('This device')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: /^Sign out Chrome on Windows/ }));
    await waitFor(() => expect(within(list).queryByText('Chrome on Windows')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(`/api/account/sessions/${SESSIONS[1].id}`, expect.objectContaining({ method: 'DELETE' }));
    expect(await screen.findByText('Device signed out')).toBeInTheDocument();
  });

  it('has no Blocked members for an account without an invite, and never asks /api/blocks (a member route)', async () => {
    const fetchMock = routes();
    renderWithProviders(<SettingsRoute accountOnly />, { path: '/settings' });
    expect(await screen.findByRole('list', { name: 'Signed-in devices' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Blocked members' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/blocks');
  });

  it('dates passkeys in the app\'s date format (issue 21 item 16)', async () => {
    routes({
      'GET /api/account/passkeys': { body: [{ id: 'k1', name: 'Phone', createdAt: '2026-03-05T10:00:00.000Z', lastUsedAt: '2026-04-07T10:00:00.000Z', backedUp: false }] },
    });
    renderWithProviders(<SettingsRoute />, { path: '/settings' });
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(await within(list).findByText('Added Mar 5, 2026 · last used Apr 7, 2026')).toBeInTheDocument();
  });

  it('turns discreet mode on for this device once the server saved it', async () => {
    const fetchMock = routes({ 'PUT /api/account/settings': { body: { discreetMode: true, quickExitKeepsSignedIn: false } } });
    renderWithProviders(<SettingsRoute />, { path: '/settings' });
    const toggle = await screen.findByRole('switch', { name: 'Use a neutral tab title and icon' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(localStorage.getItem('pfe.discreet')).toBe('1'));
    expect(document.title).toBe('Notes');
    expect(fetchMock).toHaveBeenCalledWith('/api/account/settings', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ discreetMode: true }) }));
  });

  it('asks for the password before deleting, says what is erased and kept, and shows a wrong password', async () => {
    const fetchMock = routes({ 'DELETE /api/account': { status: 400, body: { statusCode: 400, message: 'That password is not correct', error: 'Bad Request' } } });
    renderWithProviders(<SettingsRoute />, { path: '/settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/Erased:/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Kept, without your name:/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText('Enter your password to confirm')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/account', expect.anything());
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('That password is not correct')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/account', expect.objectContaining({ method: 'DELETE', body: JSON.stringify({ password: 'wrong-password' }) }));
  });

  it('holds every other data call while the deletion ends the session, and lets them go again when it fails', async () => {
    let answerDeletion!: () => void;
    const deletion = new Promise<void>((resolve) => (answerDeletion = resolve));
    let deletionAnswered = false;
    const fetchMock = routes({
      'DELETE /api/account': async () => {
        await deletion;
        deletionAnswered = true;
        return { status: 400, body: { statusCode: 400, message: 'That password is not correct', error: 'Bad Request' } };
      },
      // When the poll reached the server: only once the deletion was answered.
      'GET /api/notifications': () => ({ body: { items: [], afterDeletion: deletionAnswered } }),
    });
    renderWithProviders(<SettingsRoute />, { path: '/settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/account', expect.objectContaining({ method: 'DELETE' })));
    // A poll while the deletion is on its way does not leave the page (it would meet the ended session).
    const poll = api.get('/api/notifications');
    const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
    expect(isLeaving()).toBe(true);
    expect(urls()).not.toContain('/api/notifications');
    answerDeletion();
    expect(await within(dialog).findByText('That password is not correct')).toBeInTheDocument();
    await expect(poll).resolves.toEqual({ items: [], afterDeletion: true });
    expect(urls()).toContain('/api/notifications');
    expect(isLeaving()).toBe(false);
  });

  it('offers the export as a download of one file', async () => {
    routes();
    renderWithProviders(<SettingsRoute />, { path: '/settings' });
    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/api/account/export');
    expect(link).toHaveAttribute('download');
  });
});
