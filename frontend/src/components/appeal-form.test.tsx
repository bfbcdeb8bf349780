import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPEAL_TEXT_MAX } from '@pfe/contracts';
import { ApiError } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { renderWithProviders } from '../testing/render';
import { AppealForm } from './appeal-form';

describe('AppealForm (the one appeal form of Settings and the suspended sign-in)', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('asks for a text, sends it trimmed once with an Idempotency-Key, and stays disabled once sent', async () => {
    let release: (value: unknown) => void = () => {};
    const send = vi.fn((_text: string, _key: string) => new Promise((resolve) => (release = resolve)));
    const onSent = vi.fn();
    const onPendingChange = vi.fn();
    renderWithProviders(<AppealForm label="Your appeal" send={send} onSent={onSent} onPendingChange={onPendingChange} />);
    expect(screen.getByText(`0/${APPEAL_TEXT_MAX}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(screen.getByText('Write your appeal')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Your appeal/ }), '  Not me  ');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(onPendingChange).toHaveBeenLastCalledWith(true);
    act(() => release({ id: 'ap1' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toBe('Not me');
    expect(send.mock.calls[0][1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('button', { name: 'Send appeal' })).toBeDisabled();
    expect(onPendingChange).toHaveBeenLastCalledWith(false);
  });

  it("shows the server's refusal and lets her try again; Cancel only when asked for", async () => {
    const send = vi.fn().mockRejectedValueOnce(new ApiError(409, 'Conflict', JSON.stringify({ statusCode: 409, code: 'moderation.appealExists', message: 'You have already appealed this decision' })));
    const onCancel = vi.fn();
    renderWithProviders(<AppealForm label="Your appeal" send={send} onCancel={onCancel} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Your appeal/ }), 'Please look again');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/already appealed/);
    expect(screen.getByRole('button', { name: 'Send appeal' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish (the moderation namespace)', async () => {
    await act(() => i18n.changeLanguage('es'));
    renderWithProviders(<AppealForm label="Tu apelación" send={vi.fn()} onCancel={() => {}} />);
    expect(screen.getByRole('button', { name: 'Enviar apelación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});
