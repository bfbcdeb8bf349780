import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockCandidate, Exclusion } from '@pfe/contracts';
import { mockFetch, renderWithProviders, type FakeResponse } from '../../../testing/render';
import { SupportMatchSafetyRoute } from './safety';

const BLOCKED: Exclusion = {
  id: 'ex1',
  excludedUserId: 'u9',
  excludedNickname: 'Storm',
  reason: 'Pushy',
  createdAt: '2026-03-04T12:00:00',
};
const CANDIDATES: BlockCandidate[] = [
  { userId: 'u2', nickname: 'River' },
  { userId: 'u3', nickname: 'Rowan' },
];

const calls = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

// Many user-event steps: allow for a busy machine (applies to this file only).
vi.setConfig({ testTimeout: 20_000 });

describe('<SupportMatchSafetyRoute>', () => {
  it('lists blocked members and unblocks one', async () => {
    const user = userEvent.setup();
    let list: Exclusion[] = [BLOCKED];
    const fetchMock = mockFetch({
      'GET /api/supportmatch/exclusions': () => ({ body: list }),
      'DELETE /api/supportmatch/exclusions/ex1': () => {
        list = [];
        return { status: 204 };
      },
    });
    renderWithProviders(<SupportMatchSafetyRoute />, { path: '/apps/supportmatch/safety' });
    const row = within(await screen.findByRole('listitem', { name: 'Storm' }));
    expect(row.getByText('Reason: Pushy')).toBeInTheDocument();
    expect(row.getByText('Blocked Mar 4, 2026')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Unblock Storm' }));
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE /api/supportmatch/exclusions/ex1')).toHaveLength(1);
  });

  it("toasts 'Failed to unblock user' when the server gives no reason", async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/supportmatch/exclusions': { body: [BLOCKED] },
      'DELETE /api/supportmatch/exclusions/ex1': { status: 500 },
    });
    renderWithProviders(<SupportMatchSafetyRoute />, { path: '/apps/supportmatch/safety' });
    await user.click(await screen.findByRole('button', { name: 'Unblock Storm' }));
    const toast = within(await screen.findByRole('alert'));
    expect(toast.getByText('Error')).toBeInTheDocument();
    expect(toast.getByText('Failed to unblock user')).toBeInTheDocument();
  });

  it('asks for a member, then blocks the chosen one with the trimmed reason', async () => {
    const user = userEvent.setup();
    let block: () => FakeResponse = () => ({ status: 201, body: { ...BLOCKED, id: 'ex2', excludedUserId: 'u3', excludedNickname: 'Rowan' } });
    const fetchMock = mockFetch({
      'GET /api/supportmatch/exclusions': { body: [] },
      'GET /api/supportmatch/exclusions/candidates': { body: CANDIDATES },
      'GET /api/supportmatch/exclusions/candidates?q=ro': { body: [CANDIDATES[1]] },
      'POST /api/supportmatch/exclusions': () => block(),
    });
    renderWithProviders(<SupportMatchSafetyRoute />, { path: '/apps/supportmatch/safety' });
    await user.click(await screen.findByRole('button', { name: 'Block User' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Block User' }));

    await user.click(dialog.getByRole('button', { name: 'Block' }));
    expect(dialog.getByText('Please select a user to block')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST /api/supportmatch/exclusions')).toHaveLength(0);

    await user.type(dialog.getByRole('combobox', { name: 'Member' }), 'ro');
    await user.click(await screen.findByRole('option', { name: 'Rowan' }));
    expect(dialog.queryByText('Please select a user to block')).not.toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), '  felt unsafe  ');

    block = () => ({ status: 409, body: { statusCode: 409, message: 'You have already blocked this member', error: 'Conflict' } });
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You have already blocked this member')).toBeInTheDocument();

    block = () => ({ status: 201, body: { ...BLOCKED, id: 'ex2' } });
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = calls(fetchMock, 'POST /api/supportmatch/exclusions');
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { excludedUserId: 'u3', reason: 'felt unsafe' },
      { excludedUserId: 'u3', reason: 'felt unsafe' },
    ]);
  });
});
