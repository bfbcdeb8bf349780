import { screen } from '@testing-library/react';
import { listOf, renderWith } from '../testing/fixtures';
import { Dashboard, membersText } from './dashboard';

describe('membersText', () => {
  it('counts members', () => {
    expect(membersText(1)).toBe('1 member');
    expect(membersText(3)).toBe('3 members');
  });
});

describe('the admin dashboard', () => {
  it('shows real counts from the users filters (a one-row page and its total)', async () => {
    const totals: Record<string, number> = { '{"subscriptionStatus":"overdue"}': 3, '{"subscriptionStatus":"inactive"}': 1, '{"isAdmin":true}': 2 };
    const getList = vi.fn(async (resource: string, params: { filter: object }) => {
      if (resource === 'users') return { data: [], total: totals[JSON.stringify(params.filter)] ?? 0 };
      return { data: [], total: 0 };
    });
    const getStats = vi.fn(async () => ({ totalUsers: 9, activeInvites: 1, collectedMonthlyRevenue: '12.50', outstandingRevenue: '3.00' }));
    renderWith(<Dashboard />, { getList, getStats }, { toaster: false });
    expect(await screen.findByRole('link', { name: '3 members overdue' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('{"subscriptionStatus":"overdue"}')),
    );
    expect(screen.getByRole('link', { name: '1 member paused' })).toBeInTheDocument();
    expect(await screen.findByText('Registered accounts, 2 admins')).toBeInTheDocument();
    expect(screen.getByText('$12.50 collected this month.')).toBeInTheDocument();
    for (const call of getList.mock.calls.filter(([resource]) => resource === 'users')) {
      expect(call[1]).toMatchObject({ pagination: { page: 1, perPage: 1 } });
    }
  });

  it('says when nobody is overdue', async () => {
    const getList = listOf([]);
    const getStats = vi.fn(async () => ({ totalUsers: 1, activeInvites: 0, collectedMonthlyRevenue: '0.00', outstandingRevenue: '0.00' }));
    renderWith(<Dashboard />, { getList, getStats }, { toaster: false });
    expect(await screen.findByText('No members are overdue.')).toBeInTheDocument();
  });
});
