import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isPaused, pauseSwitchStatus } from '../../lib/format';
import { listOf, renderWith, user } from '../../testing/fixtures';
import type { AdminUser } from '@pfe/contracts';
import { listSearch, roleOf, statusOf, withRole, withStatus } from './filters';
import { UserEdit } from './user-edit';
import { UserList } from './user-list';

describe('the pause switch (overdue is never set by hand)', () => {
  it('is on only for inactive', () => {
    expect(isPaused('inactive')).toBe(true);
    expect(isPaused('active')).toBe(false);
    expect(isPaused('overdue')).toBe(false);
    expect(isPaused(null)).toBe(false);
  });
  it('pauses with inactive and resumes to the saved status, never to overdue by hand', () => {
    expect(pauseSwitchStatus(true, 'active')).toBe('inactive');
    expect(pauseSwitchStatus(true, 'overdue')).toBe('inactive');
    expect(pauseSwitchStatus(false, 'inactive')).toBe('active');
    // Switching on and off again leaves the saved status, so nothing is sent.
    expect(pauseSwitchStatus(false, 'active')).toBe('active');
    expect(pauseSwitchStatus(false, 'overdue')).toBe('overdue');
    expect(pauseSwitchStatus(false, null)).toBeNull();
  });
});

describe('the user filters', () => {
  it('read and set the status, keeping the other filters', () => {
    expect(statusOf({})).toBe('');
    expect(statusOf({ subscriptionStatus: 'overdue' })).toBe('overdue');
    expect(statusOf({ subscriptionStatus: 'weird' })).toBe('');
    expect(withStatus({ q: 'jo' }, 'overdue')).toEqual({ q: 'jo', subscriptionStatus: 'overdue' });
    expect(withStatus({ q: 'jo', subscriptionStatus: 'overdue' }, '')).toEqual({ q: 'jo' });
  });
  it('map the role to the isAdmin boolean', () => {
    expect(roleOf({ isAdmin: true })).toBe('admin');
    expect(roleOf({ isAdmin: false })).toBe('member');
    expect(roleOf({})).toBe('');
    expect(withRole({}, 'admin')).toEqual({ isAdmin: true });
    expect(withRole({}, 'member')).toEqual({ isAdmin: false });
    expect(withRole({ isAdmin: true, q: 'x' }, '')).toEqual({ q: 'x' });
  });
  it('build the list link react-admin reads', () => {
    expect(decodeURIComponent(listSearch({ subscriptionStatus: 'overdue' }))).toBe('?filter={"subscriptionStatus":"overdue"}');
  });
});

describe('User Management filters', () => {
  it('filters by subscription status and role through the list filter', async () => {
    const getList = listOf([user()]);
    renderWith(<UserList />, { getList });
    await screen.findByText('Jane Doe');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Subscription' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Overdue' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: { subscriptionStatus: 'overdue' } })));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Admins' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: { subscriptionStatus: 'overdue', isAdmin: true } })),
    );
  });
});

describe('Edit user', () => {
  it('offers no Overdue option: an overdue member shows it as a read-only state', async () => {
    renderWith(<UserEdit id="u1" />, { getOne: vi.fn(async () => ({ data: user({ subscriptionStatus: 'overdue' }) })), getManyReference: listOf([]) });
    const pause = await screen.findByRole('switch', { name: 'Pause subscription (inactive)' });
    expect(pause).not.toBeChecked();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText(/no payment covers this month yet/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Overdue' })).not.toBeInTheDocument();
  });

  it('pauses a member by sending only subscriptionStatus inactive', async () => {
    const update = vi.fn(async (_r: string, params: { data: Partial<AdminUser>; previousData?: AdminUser }) => ({ data: user({ ...params.data }) }));
    renderWith(<UserEdit id="u1" />, {
      getOne: vi.fn(async () => ({ data: user({ subscriptionStatus: 'overdue' }) })),
      getManyReference: listOf([]),
      getList: listOf([]),
      update,
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Pause subscription (inactive)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data.subscriptionStatus).toBe('inactive');
    expect(update.mock.calls[0][1].previousData).toMatchObject({ subscriptionStatus: 'overdue' });
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  });

  it('switching pause on and off again keeps the saved status', async () => {
    const update = vi.fn(async (_r: string, params: { data: Partial<AdminUser>; previousData?: AdminUser }) => ({ data: user({ ...params.data }) }));
    renderWith(<UserEdit id="u1" />, {
      getOne: vi.fn(async () => ({ data: user({ subscriptionStatus: 'overdue' }) })),
      getManyReference: listOf([]),
      getList: listOf([]),
      update,
    });
    const pause = await screen.findByRole('switch', { name: 'Pause subscription (inactive)' });
    fireEvent.click(pause);
    fireEvent.click(pause);
    fireEvent.click(screen.getByRole('switch', { name: 'Admin access' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({ isAdmin: true, subscriptionStatus: 'overdue' });
  });
});
