import { fireEvent, screen, within } from '@testing-library/react';
import { activityEntry, listOf, renderWith, tier, tierList, user } from '../testing/fixtures';
import { ActivityList } from './activity/activity-list';
import { PricingPage } from './pricing/pricing-page';
import { UserList } from './users/user-list';

describe('User Management', () => {
  it('shows the loading text, then "No users found"', async () => {
    renderWith(<UserList />, { getList: listOf([]) });
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByText('All Users')).toBeInTheDocument();
    expect(screen.getByText('Loading users...')).toBeInTheDocument();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('shows roles as Admin/User and subscription badges, "Overdue" for overdue', async () => {
    renderWith(<UserList />, {
      getList: listOf([
        user({ id: 'u1', isAdmin: true, subscriptionStatus: 'active' }),
        user({ id: 'u2', email: 'sam@example.org', firstName: null, subscriptionStatus: 'overdue' }),
        user({ id: 'u3', email: 'kim@example.org', firstName: 'Kim', lastName: 'Lee', subscriptionStatus: 'inactive', invitedBy: { id: 'u1', email: 'jane@example.org', firstName: 'Jane', lastName: 'Doe' } }),
      ]),
    });
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(within(rows[0]).getByText('Admin')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Feb 14, 2026')).toBeInTheDocument();
    expect(within(rows[1]).getByText('User')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Overdue')).toBeInTheDocument();
    expect(within(rows[1]).getByText('sam@example.org')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Inactive')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(rows[0]).getByText('$1.00/month')).toBeInTheDocument();
  });

  it('searches with the q filter', async () => {
    const getList = listOf([user({})]);
    renderWith(<UserList />, { getList });
    await screen.findByText('Jane Doe');
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'jan' } });
    await vi.waitFor(() => expect(getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: { q: 'jan' } })), { timeout: 2000 });
  });
});

describe('Activity Log', () => {
  it('shows the texts, then the empty state', async () => {
    renderWith(<ActivityList />, { getList: listOf([]) });
    expect(screen.getByText('Track all administrative actions and system events')).toBeInTheDocument();
    expect(screen.getByText('Recent Actions')).toBeInTheDocument();
    expect(screen.getByText('Loading activity log...')).toBeInTheDocument();
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(screen.getByText('Administrative actions will be logged here')).toBeInTheDocument();
  });

  it('styles action badges, cuts target ids to 8 characters and shows local date and time', async () => {
    const at = new Date(2026, 10, 21, 15, 4);
    const entry = (id: string, action: string, targetId: string | null) => activityEntry({ id, action, targetId, createdAt: at.toISOString() });
    renderWith(<ActivityList />, {
      getList: listOf([
        entry('1', 'generate_invite_code', '0b6a6c2e-7d1f-4c35-9d0b-2f1d6a1f0c11'),
        entry('2', 'deactivate_invite_code', null),
        entry('3', 'record_payment', 'abc'),
      ]),
    });
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Action', 'Target Type', 'Target ID', 'Timestamp']);
    expect(within(rows[0]).getByText('generate invite code').closest('[data-badge-style]')).toHaveAttribute('data-badge-style', 'default');
    expect(within(rows[1]).getByText('deactivate invite code').closest('[data-badge-style]')).toHaveAttribute('data-badge-style', 'destructive');
    expect(within(rows[2]).getByText('record payment').closest('[data-badge-style]')).toHaveAttribute('data-badge-style', 'secondary');
    expect(within(rows[0]).getByText('0b6a6c2e')).toBeInTheDocument();
    expect(within(rows[1]).getByText('-')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Nov 21, 2026 3:04 PM')).toBeInTheDocument();
  });
});

describe('Pricing', () => {
  const tiers = [
    tier({ id: 't2', amount: '2.50', effectiveDate: new Date(2026, 5, 1).toISOString(), isCurrentTier: false, createdAt: '2026-06-01T00:00:00.000Z' }),
    tier({ id: 't1', amount: '1.00', effectiveDate: new Date(2026, 0, 1).toISOString(), isCurrentTier: true, createdAt: '2026-01-01T00:00:00.000Z' }),
  ];

  it('asks the server for the current tier alone, and says when there is none', async () => {
    const getList = tierList(tiers.map((t) => ({ ...t, isCurrentTier: false })));
    renderWith(<PricingPage />, { getList });
    expect(await screen.findByText('No current pricing tier')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('pricing', expect.objectContaining({ filter: { isCurrentTier: true }, pagination: { page: 1, perPage: 1 } }));
  });

  it('shows the current price with "Effective since", and "Set as Current" only on other tiers', async () => {
    renderWith(<PricingPage />, { getList: tierList(tiers) });
    expect(await screen.findByText('Effective since Jan 1, 2026')).toBeInTheDocument();
    expect(screen.getAllByText('$1.00/month').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^Set as Current: / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Set as Current: / })).toHaveTextContent('Set as Current');
  });

  it('validates the amount before creating, then creates with the spec payload', async () => {
    const create = vi.fn(async (_r: string, params: { data: object }) => ({ data: { id: 't3', ...params.data } }));
    renderWith(<PricingPage />, { getList: tierList(tiers), create });
    await screen.findByText('Effective since Jan 1, 2026');
    const submit = screen.getByRole('button', { name: 'Create Pricing Tier' });
    fireEvent.click(submit);
    expect(await screen.findByText('Amount is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Monthly Amount/), { target: { value: '-2' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Amount must be a positive number')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Monthly Amount/), { target: { value: '2.75' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Set as current tier' }));
    fireEvent.click(submit);
    expect(await screen.findByText('Pricing tier created successfully')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('pricing', expect.objectContaining({ data: expect.objectContaining({ amount: '2.75', isCurrentTier: true }) }));
  });

  it('says when creating fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const create = vi.fn(async () => Promise.reject(new Error('nope')));
    renderWith(<PricingPage />, { getList: tierList(tiers), create });
    await screen.findByText('Effective since Jan 1, 2026');
    fireEvent.change(screen.getByLabelText(/Monthly Amount/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Pricing Tier' }));
    expect(await screen.findByText('Failed to create pricing tier')).toBeInTheDocument();
  });

  it('sets another tier current', async () => {
    const setCurrentPricingTier = vi.fn(async (id: string) => ({ ...tiers[0], id, isCurrentTier: true }));
    renderWith(<PricingPage />, { getList: tierList(tiers), setCurrentPricingTier });
    fireEvent.click(await screen.findByRole('button', { name: /^Set as Current: / }));
    expect(await screen.findByText('Current pricing tier updated. New users will be assigned this price.')).toBeInTheDocument();
    expect(setCurrentPricingTier).toHaveBeenCalledWith('t2');
  });

  it('says when setting the current tier fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const setCurrentPricingTier = vi.fn(async () => Promise.reject(new Error('nope')));
    renderWith(<PricingPage />, { getList: tierList(tiers), setCurrentPricingTier });
    fireEvent.click(await screen.findByRole('button', { name: /^Set as Current: / }));
    expect(await screen.findByText('Failed to update current pricing tier')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
