import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mockFetch, renderWithProviders } from '../testing/render';
import { BLOCK_REASON_HELP, BlockDialog, BlockMemberButton } from './block-dialog';

const ROWAN = '5b0f3c52-8a43-4d0e-9f7e-3c2b8d1e6a10';

describe('BlockDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the member, says the reason is private, and sends the trimmed reason once', async () => {
    const sent: (string | undefined)[] = [];
    const blocked = vi.fn();
    const closed = vi.fn();
    renderWithProviders(
      <BlockDialog open name="Rowan" description="Rowan is not told." onClose={closed} onBlock={async (reason) => void sent.push(reason)} onBlocked={blocked} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Block Rowan' });
    expect(dialog).toHaveAccessibleDescription('Rowan is not told.');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveAccessibleDescription(BLOCK_REASON_HELP);
    await userEvent.type(reason, '  felt unsafe  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(blocked).toHaveBeenCalledTimes(1));
    expect(sent).toEqual(['felt unsafe']);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('sends no reason when it is blank, and Cancel sends nothing', async () => {
    const sent: (string | undefined)[] = [];
    function Harness() {
      const [open, setOpen] = useState(true);
      return <BlockDialog open={open} name="Rowan" description="d" onClose={() => setOpen(false)} onBlock={async (reason) => void sent.push(reason)} />;
    }
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
  });

  it('shows what is missing instead of blocking (a picker with nobody chosen)', async () => {
    const onBlock = vi.fn(async () => undefined);
    renderWithProviders(
      <BlockDialog
        open
        description="d"
        onClose={() => undefined}
        validate={() => 'Please select a user to block'}
        picker={({ error }) => <p>{error ?? 'Pick someone'}</p>}
        onBlock={onBlock}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Block User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('Please select a user to block')).toBeInTheDocument();
    expect(onBlock).not.toHaveBeenCalled();
  });

  it('keeps the dialog open and shows the server’s message when the block fails', async () => {
    mockFetch({ 'POST /api/blocks': { status: 404, body: { code: 'safety.member_not_found', message: 'Member not found' } } });
    renderWithProviders(<BlockMemberButton userId={ROWAN} name="Rowan" description="d" done="Rowan can no longer message you." />);
    await userEvent.click(screen.getByRole('button', { name: 'Block Rowan' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Rowan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Block Rowan' })).toBeInTheDocument();
  });

  it('blocks through /api/blocks from a member’s button and says so', async () => {
    const fetchMock = mockFetch({ 'POST /api/blocks': { status: 201, body: { id: 'b1', blockedUserId: ROWAN, metIn: [{ app: 'socketrelay', name: 'Rowan' }], reason: null, createdAt: '2030-01-01T00:00:00.000Z' } } });
    const after = vi.fn();
    renderWithProviders(<BlockMemberButton userId={ROWAN} name="Rowan" description="d" done="Rowan can no longer message you." onBlocked={after} />);
    await userEvent.click(screen.getByRole('button', { name: 'Block Rowan' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Rowan can no longer message you.')).toBeInTheDocument();
    expect(after).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toEqual({ userId: ROWAN });
  });
});
