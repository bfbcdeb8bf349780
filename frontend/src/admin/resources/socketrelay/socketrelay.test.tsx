import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SocketRelayAdminFulfillment, SocketRelayAdminRequest } from '@pfe/contracts/socketrelay';
import { HttpError, memoryStore, ResourceContextProvider } from 'react-admin';
import { announcement, listOf, renderWith as renderAdmin } from '../../testing/fixtures';
import announcements from './announcements';
import { SocketRelayFulfillmentList } from './fulfillments/fulfillment-list';
import { socketRelayConsolePath } from './member-app-paths';
import { render } from '@testing-library/react';
import { RequestCard, SocketRelayRequestList } from './requests/request-list';
import { SocketRelayDashboard } from './socketrelay-dashboard';
import { keepEveryStyle } from '../../../testing/styles';

// This file reads the colour of an expired request: every emotion rule is kept (testing/styles.ts).
keepEveryStyle();

beforeEach(() => window.history.replaceState(null, '', '/'));
const renderWith = (ui: React.ReactElement, dataProvider: Record<string, unknown>) => renderAdmin(ui, dataProvider, { store: memoryStore() });

const request = (over: Partial<SocketRelayAdminRequest> = {}): SocketRelayAdminRequest => ({
  id: 'r1',
  userId: '0b6a6c2e-7d1f-4c35-9d0b-2f1d6a1f0c11',
  description: 'Winter coat, size M',
  status: 'active',
  expired: false,
  createdAt: new Date(2026, 10, 2).toISOString(),
  expiresAt: new Date(2026, 10, 16).toISOString(),
  ...over,
});

const fulfillment = (over: Partial<SocketRelayAdminFulfillment> = {}): SocketRelayAdminFulfillment => ({
  id: 'f1',
  requestId: 'r1',
  fulfillerUserId: '7c1d2e3f-0000-4000-8000-000000000002',
  status: 'completed_success',
  closedBy: null,
  closedAt: null,
  createdAt: new Date(2026, 10, 3).toISOString(),
  request: { description: 'Winter coat, size M' },
  ...over,
});

describe('SocketRelay Admin', () => {
  it('leads /apps/socketrelay/admin to the Requests tab by default', () => {
    expect(socketRelayConsolePath(undefined)).toBe('/admin/socketrelay/requests');
    expect(socketRelayConsolePath('fulfillments')).toBe('/admin/socketrelay/fulfillments');
    expect(socketRelayConsolePath('statistics')).toBe('/admin/socketrelay');
  });

  it('reads "Expired" alone on an expired request\'s phone card, never "Expires Expired" (issue 21 item 16)', () => {
    const { container, unmount } = render(<RequestCard record={request({ expired: true })} />);
    expect(container.textContent).toContain('Expired');
    expect(container.textContent).not.toMatch(/Expires\s*Expired/);
    unmount();
    expect(render(<RequestCard record={request()} />).container.textContent).toMatch(/Expires [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });

  it("lists requests with the spec's columns and tabs, 'Expired' in red", async () => {
    renderWith(<SocketRelayRequestList />, { getList: listOf([request(), request({ id: 'r2', description: 'Old lamp', expired: true })]) });
    expect(screen.getByRole('heading', { name: 'SocketRelay Admin', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Oversee all requests and fulfillments in the SocketRelay system')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Requests', 'Fulfillments', 'Statistics']);
    expect(screen.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Description', 'User ID', 'Created', 'Expires', 'Status', 'Actions']);
    const expired = within(table).getByText('Expired');
    expect(getComputedStyle(expired).color).toMatch(/rgb\((2\d\d), \d+, \d+\)/);
    expect(within(table).getByText('Nov 16, 2026')).toBeInTheDocument();
    expect(within(table).getAllByText('Active')).toHaveLength(2);
  });

  it('says No requests found when empty', async () => {
    renderWith(<SocketRelayRequestList />, { getList: listOf([]) });
    expect(await screen.findByText('No requests found')).toBeInTheDocument();
  });

  it('deletes a request after a confirmation and toasts Request deleted', async () => {
    const remove = vi.fn(async () => ({ data: request() }));
    renderWith(<SocketRelayRequestList />, { getList: listOf([request()]), delete: remove });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete request: Winter coat, size M' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete request' });
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('socketrelay/requests', expect.objectContaining({ id: 'r1' })));
    expect(await screen.findByText('The request has been removed from the system.')).toBeInTheDocument();
    expect(screen.getByText('Request deleted')).toBeInTheDocument();
  });

  it('shows the server message when a delete fails', async () => {
    const remove = vi.fn(async () => Promise.reject(new HttpError('Request not found', 404, { message: 'Request not found' })));
    renderWith(<SocketRelayRequestList />, { getList: listOf([request()]), delete: remove });
    fireEvent.click(await screen.findByRole('button', { name: /^Delete request/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Request not found')).toBeInTheDocument();
  });

  it("lists fulfilments with the request's description (or N/A), the fulfiller id and the badge", async () => {
    renderWith(<SocketRelayFulfillmentList />, { getList: listOf([fulfillment(), fulfillment({ id: 'f2', request: null, status: 'completed_failure' })]) });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Request', 'Fulfiller ID', 'Created', 'Status']);
    expect(within(table).getByText('Success')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('N/A')).toBeInTheDocument();
  });

  it('says No fulfillments found when empty', async () => {
    renderWith(<SocketRelayFulfillmentList />, { getList: listOf([]) });
    expect(await screen.findByText('No fulfillments found')).toBeInTheDocument();
  });

  it('shows the four statistics cards', async () => {
    renderWith(<SocketRelayDashboard />, { getSocketRelayStats: vi.fn(async () => ({ totalRequests: 9, activeRequests: 4, totalFulfillments: 6, successRate: 67 })) });
    expect(await within(screen.getByRole('region', { name: 'Success Rate' })).findByText('67%')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Total Requests' })).getByText('9')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Active Requests' })).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Total Fulfillments' })).getByText('6')).toBeInTheDocument();
  });

  it("manages SocketRelay's announcements with the shared announcement pages", async () => {
    const getList = listOf([announcement({ title: 'Be kind' })]);
    renderWith(
      <ResourceContextProvider value="socketrelay/announcements">
        <announcements.list />
      </ResourceContextProvider>,
      { getList },
    );
    expect(await screen.findAllByText('Be kind')).not.toHaveLength(0);
    expect(getList).toHaveBeenCalledWith('socketrelay/announcements', expect.anything());
    expect(screen.getByText('Shown on the SocketRelay dashboard')).toBeInTheDocument();
  });
});
