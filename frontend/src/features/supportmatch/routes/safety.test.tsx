import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockCandidate, Exclusion } from '@pfe/contracts/supportmatch';
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
  { partnershipId: 'p2', nickname: 'River' },
  { partnershipId: 'p3', nickname: 'Rowan' },
];

const calls = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

describe('<SupportMatchSafetyRoute>', () => {
  it('lists blocked members; unblocking asks first, then offers Undo, which blocks the same member again', async () => {
    const user = userEvent.setup();
    let list: Exclusion[] = [BLOCKED];
    const fetchMock = mockFetch({
      'GET /api/supportmatch/exclusions': () => ({ body: list }),
      'DELETE /api/supportmatch/exclusions/ex1': () => {
        list = [];
        return { status: 204 };
      },
      'POST /api/blocks': () => {
        // The block comes back with a new id.
        list = [{ ...BLOCKED, id: 'ex3', createdAt: '2026-03-05T09:00:00' }];
        return { status: 201, body: { id: 'ex3', blockedUserId: 'u9', metIn: [{ app: 'supportmatch', name: 'Storm' }], reason: 'Pushy', createdAt: '2026-03-05T09:00:00' } };
      },
    });
    renderWithProviders(<SupportMatchSafetyRoute />, { path: '/apps/supportmatch/safety' });
    const row = within(await screen.findByRole('listitem', { name: 'Storm' }));
    expect(row.getByText('Reason: Pushy')).toBeInTheDocument();
    expect(row.getByText('Blocked Mar 4, 2026')).toBeInTheDocument();

    // Unblock asks first, saying what it changes; Cancel (the default) changes nothing.
    await user.click(row.getByRole('button', { name: 'Unblock Storm' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Unblock Storm?' }));
    expect(dialog.getByText("Storm will be able to be matched with you and to message you again. They won't be told.")).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'DELETE /api/supportmatch/exclusions/ex1')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Unblock Storm' })).toHaveFocus();
    expect(screen.getByRole('listitem', { name: 'Storm' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unblock Storm' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Unblock Storm?' }));
    await user.click(dialog.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE /api/supportmatch/exclusions/ex1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The row's button went with the row: the focus is on the list's heading, not lost.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Blocked Users' })).toHaveFocus());

    // The toast says it is done and offers Undo: the same member, the same private reason.
    const toast = within(await screen.findByRole('status'));
    expect(toast.getByText('Storm unblocked')).toBeInTheDocument();
    await user.click(toast.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('listitem', { name: 'Storm' })).toBeInTheDocument();
    // On the platform's list, by the member she had blocked (a SupportMatch block takes a partnership).
    const posts = calls(fetchMock, 'POST /api/blocks');
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ userId: 'u9', reason: 'Pushy' }]);
    expect(await screen.findByText('Storm blocked again')).toBeInTheDocument();
    // The list shows the new block (its new id): unblocking it again deletes that one.
    expect(screen.getByText('Blocked Mar 5, 2026')).toBeInTheDocument();
  });

  it("toasts 'Failed to unblock user' when the server gives no reason", async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/supportmatch/exclusions': { body: [BLOCKED] },
      'DELETE /api/supportmatch/exclusions/ex1': { status: 500 },
    });
    renderWithProviders(<SupportMatchSafetyRoute />, { path: '/apps/supportmatch/safety' });
    await user.click(await screen.findByRole('button', { name: 'Unblock Storm' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unblock Storm?' })).getByRole('button', { name: 'Unblock' }));
    const toast = within(await screen.findByRole('alert'));
    expect(toast.getByText('Error')).toBeInTheDocument();
    expect(toast.getByText('Failed to unblock user')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Storm' })).toBeInTheDocument();
  });

  it("toasts the server's message when Undo cannot block again", async () => {
    const user = userEvent.setup();
    const noReason = { ...BLOCKED, reason: null };
    let list: Exclusion[] = [noReason];
    const fetchMock = mockFetch({
      'GET /api/supportmatch/exclusions': () => ({ body: list }),
      'DELETE /api/supportmatch/exclusions/ex1': () => {
        list = [];
        return { status: 204 };
      },
      'POST /api/blocks': { status: 404, body: { statusCode: 404, message: 'Member not found', error: 'Not Found' } },
    });
    renderWithProviders(<SupportMatchSafetyRoute />, { path: '/apps/supportmatch/safety' });
    await user.click(await screen.findByRole('button', { name: 'Unblock Storm' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unblock Storm?' })).getByRole('button', { name: 'Unblock' }));
    await user.click(within(await screen.findByRole('status')).getByRole('button', { name: 'Undo' }));
    const toast = within(await screen.findByRole('alert'));
    expect(toast.getByText('Member not found')).toBeInTheDocument();
    const posts = calls(fetchMock, 'POST /api/blocks');
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ userId: 'u9' }]);
  });

  it('asks for a member, then blocks the chosen one with the trimmed reason', async () => {
    const user = userEvent.setup();
    let block: () => FakeResponse = () => ({ status: 201, body: { ...BLOCKED, id: 'ex2', excludedUserId: 'u3', excludedNickname: 'Rowan' } });
    const fetchMock = mockFetch({
      'GET /api/supportmatch/exclusions': { body: [] },
      'GET /api/supportmatch/exclusions/candidates': { body: CANDIDATES },
      'POST /api/supportmatch/exclusions': () => block(),
    });
    renderWithProviders(<SupportMatchSafetyRoute />, { path: '/apps/supportmatch/safety' });
    await user.click(await screen.findByRole('button', { name: 'Block User' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Block User' }));

    // Not a directory: her partners are listed, nobody else (issue 27).
    expect(dialog.getByRole('combobox', { name: 'Member' })).toHaveAccessibleDescription('Your partners, past and present, are listed.');
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    expect(dialog.getByText('Please select a user to block')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST /api/supportmatch/exclusions')).toHaveLength(0);

    await user.type(dialog.getByRole('combobox', { name: 'Member' }), 'ro');
    await user.click(await screen.findByRole('option', { name: 'Rowan' }));
    expect(dialog.queryByText('Please select a user to block')).not.toBeInTheDocument();
    // The privacy note is helper text (a long label was cut off on phones).
    const reason = dialog.getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveAccessibleDescription('Only you can see this reason.');
    await user.type(reason, '  felt unsafe  ');

    block = () => ({ status: 404, body: { statusCode: 404, message: 'Partnership not found', error: 'Not Found' } });
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Partnership not found')).toBeInTheDocument();

    block = () => ({ status: 201, body: { ...BLOCKED, id: 'ex2' } });
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = calls(fetchMock, 'POST /api/supportmatch/exclusions');
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { partnershipId: 'p3', reason: 'felt unsafe' },
      { partnershipId: 'p3', reason: 'felt unsafe' },
    ]);
  });
});
