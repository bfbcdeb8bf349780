import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { mockFetch, renderWithProviders } from '../../../testing/render';
import { suspensionOf } from '../suspension';
import { SuspensionAppeal } from './suspension-appeal';

const APPEAL_SENT_TEXT = 'Your appeal was sent. A moderator who did not suspend you will answer; you will be told by email.';
const ALREADY_APPEALED_TEXT = 'You appealed this suspension. A moderator will answer; you will be told by email.';

const ACTION = '0b7d2f2e-5b1a-4c1e-9a77-2f0f3c9d1a10';
const refused = (body: object) => suspensionOf(new ApiError(403, 'Forbidden', JSON.stringify({ statusCode: 403, code: 'account.suspended', message: 'Your account is suspended', ...body })))!;

describe('SuspensionAppeal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends her email, password and trimmed text once, then says it was sent', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/suspension-appeal': { status: 201, body: { id: 'ap1' } } });
    renderWithProviders(<SuspensionAppeal suspension={refused({ until: null, reason: 'x', actionId: ACTION, appealed: false })} email=" rae@example.test " password="pw-123456789" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(screen.getByText('Write your appeal')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Appeal this suspension/ }), '  It was a fundraiser  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText(APPEAL_SENT_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'rae@example.test', password: 'pw-123456789', text: 'It was a fundraiser' });
  });

  it('offers no second appeal', () => {
    renderWithProviders(<SuspensionAppeal suspension={refused({ until: null, reason: 'x', actionId: ACTION, appealed: true })} email="a@b.c" password="p" />);
    expect(screen.getByText(ALREADY_APPEALED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send appeal' })).not.toBeInTheDocument();
  });
});
