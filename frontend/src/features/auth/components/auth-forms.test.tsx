import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockFetch, renderWithProviders } from '../../../testing/render';
import { CreateAccountForm } from './create-account-form';
import { SignInForm } from './sign-in-form';

const passwordInput = () => document.querySelector('input[name="password"]') as HTMLInputElement;

describe('<CreateAccountForm>', () => {
  it('says the names are optional and may be a nickname', () => {
    renderWithProviders(<CreateAccountForm onSignedIn={() => {}} />);
    const first = screen.getByLabelText('First name');
    const last = screen.getByLabelText('Last name');
    expect(first).toHaveAccessibleDescription('Optional. You can use a nickname.');
    expect(last).toHaveAccessibleDescription('Optional.');
    expect(first).not.toBeRequired();
    expect(last).not.toBeRequired();
    // Nothing offers to fill in the real name from the browser's saved details.
    expect(first).toHaveAttribute('autocomplete', 'nickname');
    expect(last).toHaveAttribute('autocomplete', 'off');
  });

  it('replaces the hint with the error when a name is too long', async () => {
    const user = userEvent.setup();
    mockFetch({});
    renderWithProviders(<CreateAccountForm onSignedIn={() => {}} />);
    await user.click(screen.getByLabelText('First name'));
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name must be at most 100 characters');
  });

  it('checks the email and the 10 to 128 character password before calling the server', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<CreateAccountForm onSignedIn={() => {}} />);
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.type(passwordInput(), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be 10 to 128 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message and signs in on success', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    let first = true;
    const fetchMock = mockFetch({
      'POST /api/auth/register': () => {
        if (!first) return { status: 201, body: makeUser({ inviteCodeUsed: null }) };
        first = false;
        return {
          status: 409,
          body: { statusCode: 409, message: 'An account with this email already exists. Sign in instead.', error: 'Conflict' },
        };
      },
    });
    const { queryClient } = renderWithProviders(<CreateAccountForm onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText('First name'), '  Ana ');
    await user.type(screen.getByLabelText(/Email/), 'ana@example.org');
    await user.type(passwordInput(), 'long-enough-pw');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists. Sign in instead.');
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toEqual({
      email: 'ana@example.org',
      password: 'long-enough-pw',
      firstName: 'Ana',
    });

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(queryClient.getQueryData(['auth', 'user'])).toMatchObject({ email: 'ana@example.org' });
  });
});

describe('<SignInForm>', () => {
  it('requires both fields', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<SignInForm onSignedIn={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Invalid email or password" from the server', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/auth/login': { status: 401, body: { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' } },
    });
    renderWithProviders(<SignInForm onSignedIn={() => {}} />);
    await user.type(screen.getByLabelText(/Email/), 'ana@example.org');
    await user.type(passwordInput(), 'whatever-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });
});
