import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { mockFetch, renderWithProviders } from '../../../testing/render';
import { canSubmitInvite, InviteCodeForm, toInviteInput } from './invite-code-form';

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function renderForm(path = '/') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<InviteCodeForm />} />
      </Routes>
      <Where />
    </>,
    { path },
  );
}

const input = () => screen.getByLabelText('Invite code') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /submit code|validating/i });

describe('invite code rules', () => {
  it('forces uppercase and cuts at 12 characters', () => {
    expect(toInviteInput('abc123')).toBe('ABC123');
    expect(toInviteInput('abcdefghijklmnop')).toBe('ABCDEFGHIJKL');
  });

  it('allows submitting only at exactly 12 characters and not while pending', () => {
    expect(canSubmitInvite('ABCDEFGHIJK', false)).toBe(false);
    expect(canSubmitInvite('ABCDEFGHIJKL', false)).toBe(true);
    expect(canSubmitInvite('ABCDEFGHIJKL', true)).toBe(false);
    expect(canSubmitInvite('', false)).toBe(false);
  });
});

describe('<InviteCodeForm>', () => {
  it('uppercases what is typed, stops at 12 and enables "Submit Code" only then', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(input()).toHaveAttribute('maxLength', '12');
    expect(submit()).toBeDisabled();
    await user.type(input(), 'abcdefghijk');
    expect(input().value).toBe('ABCDEFGHIJK');
    expect(submit()).toBeDisabled();
    await user.type(input(), 'lmn');
    expect(input().value).toBe('ABCDEFGHIJKL');
    expect(submit()).toBeEnabled();
    await user.type(input(), '{Backspace}');
    expect(submit()).toBeDisabled();
  });

  it('shows "Validating..." while pending, then the server message in an "Invalid Code" toast', async () => {
    const user = userEvent.setup();
    let answer!: (r: { status: number; body: unknown }) => void;
    const fetchMock = mockFetch({
      'POST /api/redeem-invite': () => new Promise((resolve) => (answer = resolve)),
    });
    renderForm();
    await user.type(input(), 'abcdefghijkl');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Validating...' })).toBeDisabled();
    expect(fetchMock.mock.calls[0][1]!.body).toBe('{"code":"ABCDEFGHIJKL"}');

    answer({ status: 400, body: { statusCode: 400, message: 'This invite code has expired', error: 'Bad Request' } });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Invalid Code');
    expect(toast).toHaveTextContent('This invite code has expired');
    expect(submit()).toHaveTextContent('Submit Code');
  });

  it('on success says "Welcome!", refreshes the user and goes home after about 100 ms', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/redeem-invite': { status: 201, body: { id: 'u1', inviteCodeUsed: 'ABCDEFGHIJKL' } },
    });
    const { queryClient } = renderForm('/somewhere');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(input(), 'abcdefghijkl');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Welcome!Your invite code has been validated. Welcome to the platform.',
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['auth', 'user'] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
