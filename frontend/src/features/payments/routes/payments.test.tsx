import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentUserProvider } from '../../../lib/current-user';
import { makeUser, mockFetch, renderWithProviders, type FakeResponse } from '../../../testing/render';
import type { Payment, User } from '@pfe/contracts';
import { PaymentsRoute } from './payments';

const PAYMENTS: Payment[] = [
  {
    id: 'p2',
    amount: '12.50',
    paymentMethod: 'venmo',
    paymentDate: '2026-11-03T12:00:00.000Z',
    billingMonth: '2026-11',
    notes: 'First month',
    createdAt: '2026-11-03T12:00:00.000Z',
  },
  {
    id: 'p1',
    amount: '1.00',
    paymentMethod: 'amazon-gift-card',
    paymentDate: '2026-10-01T12:00:00.000Z',
    billingMonth: '2026-10',
    notes: null,
    createdAt: '2026-10-01T12:00:00.000Z',
  },
];

function renderPayments(user: Partial<User> = {}) {
  return renderWithProviders(
    <CurrentUserProvider user={makeUser(user)}>
      <PaymentsRoute />
    </CurrentUserProvider>,
    { path: '/payments' },
  );
}

/** Makes useMediaQuery see a phone (below 768 px) or a desktop. */
function stubViewport(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
      return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
    },
  );
}

const stat = (name: string) => within(screen.getByRole('region', { name }));

describe('<PaymentsRoute>', () => {
  it('shows the loading text, then the history table and the three stat cards', async () => {
    let answer!: (r: FakeResponse) => void;
    const fetchMock = mockFetch({ 'GET /api/payments': () => new Promise<FakeResponse>((resolve) => (answer = resolve)) });
    renderPayments({ pricingTier: '1.00', subscriptionStatus: 'active' });

    expect(screen.getByRole('heading', { name: 'My Payments' })).toBeInTheDocument();
    expect(screen.getByText('Loading payment history...')).toBeInTheDocument();
    expect(stat('Monthly Rate').getByText('$1.00')).toBeInTheDocument();
    expect(stat('Status').getByText('Active')).toBeInTheDocument();

    answer({ body: PAYMENTS });
    const table = await screen.findByRole('table', { name: 'Payment History' });
    expect(screen.queryByText('Loading payment history...')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(stat('Total Payments').getByText('2')).toBeInTheDocument();

    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Amount', 'Payment Method', 'Payment Date', 'Notes']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['$12.50', 'Venmo', 'Nov 3, 2026', 'First month'],
      ['$1.00', 'Amazon Gift Card', 'Oct 1, 2026', '—'],
    ]);
  });

  it('says so when there are no payments yet', async () => {
    mockFetch({ 'GET /api/payments': { body: [] } });
    renderPayments({ subscriptionStatus: 'overdue' });
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.getByText('Your payment history will appear here once payments are recorded')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(stat('Total Payments').getByText('0')).toBeInTheDocument();
    expect(stat('Status').getByText('Payment Overdue')).toBeInTheDocument();
  });

  it('shows the server message when the list cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetchMock = mockFetch({
      'GET /api/payments': () =>
        fail ? { status: 503, body: { statusCode: 503, message: 'Database unavailable', error: 'Service Unavailable' } } : { body: PAYMENTS },
    });
    renderPayments();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(stat('Total Payments').getByText('—')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Payment History' })).toBeInTheDocument();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stacks each payment as a card on phones instead of the table', async () => {
    stubViewport(375);
    mockFetch({ 'GET /api/payments': { body: PAYMENTS } });
    renderPayments();
    const list = await screen.findByRole('list', { name: 'Payment History' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('$12.50')).toBeInTheDocument();
    expect(within(items[0]).getByText('Venmo')).toBeInTheDocument();
    expect(within(items[0]).getByText('Nov 3, 2026')).toBeInTheDocument();
    expect(within(items[0]).getByText('First month')).toBeInTheDocument();
    expect(within(items[1]).getByText('Amazon Gift Card')).toBeInTheDocument();
  });

  it('keeps the table from 768 px up', async () => {
    stubViewport(768);
    mockFetch({ 'GET /api/payments': { body: PAYMENTS } });
    renderPayments();
    await waitFor(() => expect(screen.getByRole('table', { name: 'Payment History' })).toBeInTheDocument());
  });
});
