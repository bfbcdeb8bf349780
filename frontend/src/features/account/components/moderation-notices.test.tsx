import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../testing/render';
import { ModerationSection } from './moderation-notices';

const WARNING = { id: '1b7d2f2e-5b1a-4c1e-9a77-2f0f3c9d1a10', action: 'warn', reason: 'Please keep chats kind', createdAt: '2026-11-20T10:00:00Z' };
const SUSPENSION = { id: '2b7d2f2e-5b1a-4c1e-9a77-2f0f3c9d1a10', action: 'suspend', reason: 'Spam', createdAt: '2026-10-01T10:00:00Z', until: '2026-10-08T10:00:00Z', active: false, appeal: { id: 'a', status: 'upheld', createdAt: '2026-10-02T10:00:00Z' } };

describe('ModerationSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing to a member with no warning or suspension', async () => {
    const fetchMock = mockFetch({ 'GET /api/account/moderation': { body: [] } });
    const { container } = renderWithProviders(<ModerationSection />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('shows each decision with its reason; an appeal once, sent with an Idempotency-Key', async () => {
    const fetchMock = mockFetch({
      'GET /api/account/moderation': { body: [WARNING, SUSPENSION] },
      'POST /api/account/appeals': { status: 201, body: { id: 'ap1' } },
    });
    renderWithProviders(<ModerationSection />);
    const section = await screen.findByRole('region', { name: 'Warnings and suspensions' });
    expect(within(section).getByText('Reason: Please keep chats kind')).toBeInTheDocument();
    expect(within(section).getByText('You appealed; the decision was kept.')).toBeInTheDocument();
    expect(within(section).getAllByRole('button', { name: 'Appeal' })).toHaveLength(1);
    await userEvent.click(within(section).getByRole('button', { name: 'Appeal' }));
    const dialog = screen.getByRole('dialog', { name: 'Appeal this decision' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your appeal/ }), 'I was quoting someone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Appeal sent')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/api/account/appeals') && (init as RequestInit)?.method === 'POST') as [string, RequestInit];
    expect(JSON.parse(String(post[1].body))).toEqual({ actionId: WARNING.id, text: 'I was quoting someone' });
    expect(new Headers(post[1].headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
