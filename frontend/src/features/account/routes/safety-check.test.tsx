import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SafetyCheck } from '@pfe/contracts';
import { mockFetch, renderWithProviders } from '../../../testing/render';
import { SafetyCheckRoute } from './safety-check';

const now = new Date().toISOString();
const CHECK: SafetyCheck = {
  sessions: [
    { id: 'current-handle-000000000000000000', current: true, createdAt: now, lastSeenAt: now, device: 'Firefox on Android' },
    { id: 'other-handle-00000000000000000000', current: false, createdAt: now, lastSeenAt: now, device: 'Chrome on Windows' },
  ],
  passkeys: [
    { id: '11111111-1111-4111-8111-111111111111', name: 'My phone', createdAt: '2026-03-05T10:00:00.000Z', lastUsedAt: null, backedUp: false, addedFrom: { device: 'Firefox on Android', currentSession: true } },
    { id: '22222222-2222-4222-8222-222222222222', name: 'Laptop', createdAt: '2026-03-06T10:00:00.000Z', lastUsedAt: null, backedUp: false, addedFrom: { device: 'Chrome on Windows', currentSession: false } },
  ],
  resetLinks: [{ kind: 'admin', createdAt: '2026-03-07T10:00:00.000Z', expiresAt: '2026-03-08T10:00:00.000Z' }],
  email: { address: 'wren@example.test', changedAt: null },
  events: [
    { kind: 'security.sign_in', at: now, sentence: 'Someone signed in to your account.', data: { device: 'Chrome on Windows' } },
    { kind: 'security.passkey_added', at: now, sentence: 'A passkey was added to your account.', data: {} },
    { kind: 'security.admin_link_used', at: now, sentence: 'A reset link made by an admin was used.', data: {} },
  ],
};

describe('Safety Check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every way into the account in plain words', async () => {
    mockFetch({ 'GET /api/account/safety-check': { body: CHECK } });
    renderWithProviders(<SafetyCheckRoute />, { path: '/settings/safety-check' });
    const devices = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(within(devices).getByText('Chrome on Windows')).toBeInTheDocument();
    expect(within(devices).getByText('This device')).toBeInTheDocument();
    const passkeys = screen.getByRole('list', { name: 'Passkeys' });
    expect(within(passkeys).getByText('Laptop')).toBeInTheDocument();
    expect(within(passkeys).getByText(/^Added Mar 6, 2026 from Chrome on Windows/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Password reset links' })).getByText(/^A reset link made by an admin on Mar 7, 2026/)).toBeInTheDocument();
    expect(screen.getByText('wren@example.test')).toBeInTheDocument();
    expect(screen.getByText('Not changed since the account was made')).toBeInTheDocument();
    const events = screen.getByRole('list', { name: 'Recent security events' });
    expect(within(events).getByText('Signed in on Chrome on Windows')).toBeInTheDocument();
    expect(within(events).getByText('Passkey added')).toBeInTheDocument();
    // A kind the page has no words of its own for: the server's sentence.
    expect(within(events).getByText('A reset link made by an admin was used.')).toBeInTheDocument();
  });

  it('secures the account with her password, keeping only the ticked passkeys (none at first), and shows what it did', async () => {
    const fetchMock = mockFetch({
      'GET /api/account/safety-check': { body: CHECK },
      'POST /api/account/secure': { body: { endedSessions: 1, removedPasskeys: 1, voidedResetLinks: 1 } },
    });
    renderWithProviders(<SafetyCheckRoute />, { path: '/settings/safety-check' });
    await screen.findByRole('list', { name: 'Passkeys' });
    await userEvent.click(screen.getByRole('button', { name: 'Secure my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Secure my account' });
    const keepPhone = within(dialog).getByRole('checkbox', { name: /^Keep My phone/ });
    expect(keepPhone).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Keep Laptop/ })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Secure my account' }));
    expect(await within(dialog).findByText('Enter your password to confirm')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'correct-horse-battery');
    await userEvent.click(keepPhone);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Secure my account' }));
    expect(await screen.findByText(/Your account is secured: 1 other device signed out, 1 passkey removed, 1 reset link stopped/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/account/secure');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ password: 'correct-horse-battery', keepPasskeyIds: [CHECK.passkeys[0].id] });
  });

  it('shows a wrong password in the dialog and keeps it open', async () => {
    mockFetch({
      'GET /api/account/safety-check': { body: CHECK },
      'POST /api/account/secure': { status: 400, body: { statusCode: 400, code: 'account.wrongPassword', message: 'That password is not correct', error: 'Bad Request' } },
    });
    renderWithProviders(<SafetyCheckRoute />, { path: '/settings/safety-check' });
    await screen.findByRole('list', { name: 'Passkeys' });
    await userEvent.click(screen.getByRole('button', { name: 'Secure my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Secure my account' });
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'wrong-password');
    await userEvent.type(within(dialog).getByLabelText(/New password/), 'a-brand-new-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Secure my account' }));
    expect(await within(dialog).findByText('That password is not correct')).toBeInTheDocument();
    expect(screen.queryByText(/Your account is secured/)).not.toBeInTheDocument();
  });
});
