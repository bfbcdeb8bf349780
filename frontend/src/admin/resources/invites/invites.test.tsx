import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { invite, listOf, renderWith } from '../../testing/fixtures';
import type { Invite } from '@pfe/contracts';
import { generateInvitePayload } from './generate-invite-card';
import { InviteList } from './invite-list';

function renderInvites(invites: Invite[], extra: Partial<DataProvider> = {}) {
  const getList = listOf(invites);
  renderWith(<InviteList />, { getList, ...extra });
  return { getList };
}

describe('generateInvitePayload', () => {
  it('sends maxUses, and expiresAt only when the code expires', () => {
    const now = new Date('2026-05-10T12:00:00.000Z');
    expect(generateInvitePayload(1, 'never', now)).toEqual({ maxUses: 1 });
    expect(generateInvitePayload(25, '7', now)).toEqual({ maxUses: 25, expiresAt: '2026-05-17T12:00:00.000Z' });
  });
});

describe('Invite Code Management', () => {
  it('shows the texts of spec §2 and the loading, then empty, state', async () => {
    renderInvites([]);
    expect(screen.getByRole('heading', { name: 'Invite Code Management' })).toBeInTheDocument();
    expect(screen.getByText('Generate and manage invite codes for platform access')).toBeInTheDocument();
    expect(screen.getByText('Generate New Code')).toBeInTheDocument();
    expect(screen.getByText('Loading invite codes...')).toBeInTheDocument();
    expect(await screen.findByText('No invite codes generated yet')).toBeInTheDocument();
  });

  it('asks for the 10 newest codes and shows at most 10 rows, with usage, status and expiry', async () => {
    const invites = [
      invite(1, { expiresAt: new Date(2099, 2, 4).toISOString() }),
      invite(2, { isActive: false }),
      invite(3, { currentUses: 5 }),
      invite(4, { expiresAt: '2020-01-01T00:00:00.000Z' }),
      ...Array.from({ length: 8 }, (_, i) => invite(i + 5)),
    ];
    const { getList } = renderInvites(invites);
    await screen.findByText('CODE00000001');
    expect(getList).toHaveBeenCalledWith('invites', expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' } }));
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Code', 'Usage', 'Status', 'Expires', 'Actions']);
    expect(within(rows[0]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Mar 4, 2099')).toBeInTheDocument();
    expect(within(rows[0]).getByText('2/5')).toBeInTheDocument();
    expect(within(rows[0]).getByText('40%')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(rows[1]).getByText('Inactive')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(within(rows[2]).getByText('Fully Used')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Expired')).toBeInTheDocument();
    expect(within(rows[4]).getByText('Never')).toBeInTheDocument();
    expect(screen.queryByText('CODE00000011')).toBeNull();
  });

  it('copies a code, shows a check mark for 2 seconds and the "Copied" toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const writeText = vi.fn(async () => undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      renderInvites([invite(1)]);
      await screen.findByText('CODE00000001');
      fireEvent.click(screen.getByRole('button', { name: 'Copy invite code CODE00000001' }));
      expect(await screen.findByTestId('copied-icon')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith('CODE00000001');
      expect(await screen.findByText('Copied')).toBeInTheDocument();
      expect(screen.getByText('Invite code copied to clipboard')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1900);
      });
      expect(screen.getByTestId('copied-icon')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.queryByTestId('copied-icon')).toBeNull();
      expect(screen.getByTestId('copy-icon')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('generates a code with the chosen selects and confirms with a toast', async () => {
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { ...invite(99), ...params.data } }));
    renderInvites([], { create } as Partial<DataProvider>);
    await screen.findByText('No invite codes generated yet');
    fireEvent.click(screen.getByRole('button', { name: /Generate Code/ }));
    expect(await screen.findByText('Invite code generated successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('invites', expect.objectContaining({ data: { maxUses: 1 } }));
  });

  it('shows the server message when generating fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const create = vi.fn(async () => Promise.reject(new Error('Maximum uses must be a positive whole number')));
    renderInvites([], { create } as Partial<DataProvider>);
    await screen.findByText('No invite codes generated yet');
    fireEvent.click(screen.getByRole('button', { name: /Generate Code/ }));
    expect(await screen.findByText('Maximum uses must be a positive whole number')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
