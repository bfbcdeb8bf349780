import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Block } from '@pfe/contracts';
import { SubAppsProvider, type SubAppInfo } from '../../../lib/sub-apps';
import { mockFetch, renderWithProviders } from '../../../testing/render';
import { BlockedMembersSection, NO_BLOCKED_MEMBERS_TEXT, UNNAMED_MEMBER, unblockEverywhereWarning } from './blocked-members';

const BLOCKS: Block[] = [
  { id: 'b-1', blockedUserId: '5b0f3c52-8a43-4d0e-9f7e-3c2b8d1e6a10', metIn: [{ app: 'supportmatch', name: 'Rowan' }], reason: 'felt unsafe', createdAt: '2030-03-05T10:00:00.000Z' },
  { id: 'b-2', blockedUserId: '6c1f4d63-9b54-4e1f-8a8f-4d3c9e2f7b21', metIn: [], reason: null, createdAt: '2030-02-01T10:00:00.000Z' },
];

const app = (id: string, name: string) => ({ id, name, description: '', icon: () => null, path: `/apps/${id}`, available: true }) as SubAppInfo;
const APPS = [app('supportmatch', 'SupportMatch'), app('socketrelay', 'SocketRelay'), app('lighthouse', 'LightHouse')];

describe('Settings › Blocked members', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each block by the name she met them by, her reason and the date; one without a known name is not named', async () => {
    mockFetch({ 'GET /api/blocks': { body: BLOCKS } });
    renderWithProviders(<BlockedMembersSection />);
    const list = await screen.findByRole('list', { name: 'Blocked members' });
    const rowan = within(list).getByRole('listitem', { name: 'Rowan' });
    expect(within(rowan).getByText('Reason: felt unsafe')).toBeInTheDocument();
    expect(within(rowan).getByText('Blocked Mar 5, 2030')).toBeInTheDocument();
    const unnamed = within(list).getByRole('listitem', { name: UNNAMED_MEMBER });
    expect(within(unnamed).queryByText(/Reason/)).not.toBeInTheDocument();
    // Never the opaque id on screen.
    expect(list).not.toHaveTextContent(BLOCKS[0].blockedUserId);
  });

  it('names each block per app by the name she met them by there, and only there (issue 27)', async () => {
    const metTwice: Block = {
      id: 'b-3',
      blockedUserId: '7d2a5e74-0c65-4f2a-9b9a-5e4d0f3a8c32',
      metIn: [
        { app: 'supportmatch', name: 'Hazel' },
        { app: 'socketrelay', name: 'Relay Hazel' },
      ],
      reason: null,
      createdAt: '2030-04-01T10:00:00.000Z',
    };
    const relayOnly: Block = { ...metTwice, id: 'b-4', blockedUserId: '8e3b6f85-1d76-4a3b-8cab-6f5e1a4b9d43', metIn: [{ app: 'lighthouse', name: 'Harbor Host' }] };
    mockFetch({ 'GET /api/blocks': { body: [metTwice, relayOnly, BLOCKS[1]] } });
    renderWithProviders(
      <SubAppsProvider apps={APPS}>
        <BlockedMembersSection />
      </SubAppsProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Blocked members' });
    const hazel = within(list).getByRole('listitem', { name: 'Hazel' });
    expect(within(hazel).getByText('Met in SupportMatch as Hazel and in SocketRelay as Relay Hazel')).toBeInTheDocument();
    const host = within(list).getByRole('listitem', { name: 'Harbor Host' });
    expect(within(host).getByText('Met in LightHouse as Harbor Host')).toBeInTheDocument();
    // Met nowhere: a neutral label, no app, no id.
    const unnamed = within(list).getByRole('listitem', { name: UNNAMED_MEMBER });
    expect(unnamed).not.toHaveTextContent(/Met in/);
    expect(list).not.toHaveTextContent(BLOCKS[1].blockedUserId);
  });

  it('says when she has blocked nobody', async () => {
    mockFetch({ 'GET /api/blocks': { body: [] } });
    renderWithProviders(<BlockedMembersSection />);
    expect(await screen.findByText(NO_BLOCKED_MEMBERS_TEXT)).toBeInTheDocument();
  });

  it('asks before unblocking; Cancel keeps the block, Unblock removes it and says so', async () => {
    let remaining = BLOCKS;
    const fetchMock = mockFetch({
      'GET /api/blocks': () => ({ body: remaining }),
      'DELETE /api/blocks/b-1': () => {
        remaining = [BLOCKS[1]];
        return { status: 204 };
      },
    });
    renderWithProviders(<BlockedMembersSection />);
    const list = await screen.findByRole('list', { name: 'Blocked members' });
    await userEvent.click(within(list).getByRole('button', { name: 'Unblock Rowan' }));
    let confirm = screen.getByRole('dialog', { name: 'Unblock Rowan?' });
    expect(confirm).toHaveAccessibleDescription(unblockEverywhereWarning('Rowan'));
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(within(list).getByRole('button', { name: 'Unblock Rowan' }));
    confirm = screen.getByRole('dialog', { name: 'Unblock Rowan?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Rowan unblocked')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Blocked members' })).queryByText('Rowan')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith('/api/blocks/b-1', expect.objectContaining({ method: 'DELETE' }));
  });

  it('shows the server’s failure and keeps the row', async () => {
    mockFetch({ 'GET /api/blocks': { body: BLOCKS }, 'DELETE /api/blocks/b-1': { status: 404, body: { code: 'safety.block_not_found', message: 'Block not found' } } });
    renderWithProviders(<BlockedMembersSection />);
    const list = await screen.findByRole('list', { name: 'Blocked members' });
    await userEvent.click(within(list).getByRole('button', { name: 'Unblock Rowan' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Unblock Rowan?' })).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Block not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(list).getByRole('listitem', { name: 'Rowan' })).toBeInTheDocument();
  });
});
