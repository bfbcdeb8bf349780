import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jane, payment, renderWith } from '../../testing/fixtures';
import type { AdminPayment as Payment } from '@pfe/contracts';
import { PaymentList } from './payment-list';
import { canSubmitPayment, recordPaymentPayload } from './record-payment-dialog';

function renderPayments(payments: Payment[], create = vi.fn(async (_r: string, params: { data: object }) => ({ data: { id: 'new', ...params.data } }))) {
  const getList = vi.fn(async (resource: string) =>
    resource === 'users' ? { data: [jane], total: 1 } : { data: payments, total: payments.length },
  );
  renderWith(<PaymentList />, { getList, create });
  return { getList, create };
}

describe('the Record Payment rules (spec §5, §7)', () => {
  it('allows submitting only with a user and an amount, and not while pending', () => {
    expect(canSubmitPayment({ userId: null, amount: '5' }, false)).toBe(false);
    expect(canSubmitPayment({ userId: 'u', amount: '' }, false)).toBe(false);
    expect(canSubmitPayment({ userId: 'u', amount: '  ' }, false)).toBe(false);
    expect(canSubmitPayment({ userId: 'u', amount: '5' }, true)).toBe(false);
    expect(canSubmitPayment({ userId: 'u', amount: '5' }, false)).toBe(true);
  });
  it('sends the amount as a number, now as the date, and empty notes as null', () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    expect(recordPaymentPayload({ userId: 'u', amount: '12.5', paymentMethod: 'cash', notes: '' }, now)).toEqual({
      userId: 'u',
      amount: 12.5,
      paymentDate: '2026-11-21T10:00:00.000Z',
      paymentMethod: 'cash',
      notes: null,
    });
    expect(recordPaymentPayload({ userId: 'u', amount: '3', paymentMethod: 'zelle', notes: 'June' }, now).notes).toBe('June');
  });
});

describe('Payment Tracking', () => {
  it('shows the loading text, then the empty text', async () => {
    renderPayments([]);
    expect(screen.getByRole('heading', { name: 'Payment Tracking' })).toBeInTheDocument();
    expect(screen.getByText('Record and manage manual payments from various sources')).toBeInTheDocument();
    expect(screen.getByText('Loading payments...')).toBeInTheDocument();
    expect(await screen.findByText('No payments recorded yet')).toBeInTheDocument();
  });

  it('lists payments with the user, "$" amounts, method labels, dates and notes', async () => {
    renderPayments([
      payment({}),
      payment({ id: 'p2', amount: '5.00', paymentMethod: 'walmart-onepay', notes: 'cash at the meeting', user: { id: 'u2', email: 'solo@example.org', firstName: 'Solo', lastName: null } }),
      payment({ id: 'p3', user: null }),
      payment({ id: 'p4', user: { id: 'u4', email: null, firstName: null, lastName: null } }),
    ]);
    await screen.findByText('Recent Payments');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['User', 'Amount', 'Payment Method', 'Payment Date', 'Notes']);
    expect(within(rows[0]).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(rows[0]).getByText('$12.50')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Amazon Gift Card')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Nov 3, 2026')).toBeInTheDocument();
    expect(within(rows[1]).getByText('solo@example.org')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Walmart OnePay')).toBeInTheDocument();
    expect(within(rows[1]).getByText('cash at the meeting')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Unknown User')).toBeInTheDocument();
    expect(within(rows[3]).getByText('User')).toBeInTheDocument();
  });

  it('records a payment, closes, resets everything but the method, and says so', async () => {
    const { create, getList } = renderPayments([]);
    await screen.findByText('No payments recorded yet');
    fireEvent.click(screen.getByRole('button', { name: /Record Payment/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Record Payment' })).toBeInTheDocument();
    expect(within(dialog).getByText('Record a manual payment received from a user')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Record Payment' });
    expect(submit).toBeDisabled();

    // The user select lists /api/admin/users, members only: admins are never billed.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /User/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Jane Doe/ }));
    const userQueries = getList.mock.calls.filter(([resource]) => resource === 'users') as unknown as [string, { filter: object }][];
    expect(userQueries.length).toBeGreaterThan(0);
    for (const [, params] of userQueries) expect(params.filter).toMatchObject({ isAdmin: false });
    expect(submit).toBeDisabled();
    const amount = within(dialog).getByLabelText(/Amount/);
    expect(amount).toHaveAttribute('step', '0.01');
    expect(amount).toHaveAttribute('placeholder', '0.00');
    fireEvent.change(amount, { target: { value: '12.5' } });
    expect(submit).toBeEnabled();

    // Pick a method other than the default cash.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Payment Method/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Amazon Gift Card',
      'Apple Gift Card',
      'Cash',
      'Chime',
      'PayPal',
      'Venmo',
      'Walmart OnePay',
      'Wise',
      'Zelle',
    ]);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Venmo' }));
    fireEvent.click(submit);

    expect(await screen.findByText('Payment recorded successfully')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    const [[resource, params]] = create.mock.calls as unknown as [[string, { data: Record<string, unknown>; meta?: { idempotencyKey?: string } }]];
    expect(resource).toBe('payments');
    expect(params.meta?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(params.data).toMatchObject({ userId: 'u-jane', amount: 12.5, paymentMethod: 'venmo', notes: null });
    expect(new Date(params.data.paymentDate as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: /Record Payment/ }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('combobox', { name: /User/ })).toHaveValue('');
    expect(within(again).getByLabelText(/Amount/)).toHaveValue(null);
    expect(within(again).getByRole('combobox', { name: /Payment Method/ })).toHaveTextContent('Venmo');
  });

  it('keeps the dialog open and shows the server message when recording fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const create = vi.fn(async () => Promise.reject(new Error('Amount must be greater than 0, with at most two decimals, up to 99,999,999.99')));
    renderPayments([], create);
    await screen.findByText('No payments recorded yet');
    fireEvent.click(screen.getByRole('button', { name: /Record Payment/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /User/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Jane Doe/ }));
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText('Amount must be greater than 0, with at most two decimals, up to 99,999,999.99')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('takes plain decimals only (no "1e3") and says the limit, sending nothing (issue 28)', async () => {
    const create = vi.fn(async () => ({ data: { id: 'p1' } }));
    renderPayments([], create);
    await screen.findByText('No payments recorded yet');
    fireEvent.click(screen.getByRole('button', { name: /Record Payment/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /User/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Jane Doe/ }));
    for (const [value, message] of [
      ['1e3', 'Amount must be greater than 0, with at most two decimals, up to 99,999,999.99'],
      ['123456789', 'Amount must be at most $99,999,999.99'],
    ]) {
      fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(create).not.toHaveBeenCalled();
  });
});
