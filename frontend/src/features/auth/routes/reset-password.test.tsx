import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../testing/render';
import { ResetPasswordRoute } from './reset-password';

describe('Set a new password', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('says the passkeys were removed, and signing in leads to Safety Check', async () => {
    window.history.replaceState(null, '', `/reset-password?token=${'a'.repeat(43)}`);
    const fetchMock = mockFetch({ 'POST /api/auth/password-reset/confirm': { status: 204 } });
    renderWithProviders(<ResetPasswordRoute />, { path: '/reset-password' });
    await userEvent.type(screen.getByLabelText(/^New password\b(?! again)/), 'a-brand-new-password');
    await userEvent.type(screen.getByLabelText(/^New password again/), 'a-brand-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Passkeys added to this account were removed. Add yours again in Settings.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fsettings%2Fsafety-check');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/password-reset/confirm', expect.objectContaining({ method: 'POST' }));
  });
});
