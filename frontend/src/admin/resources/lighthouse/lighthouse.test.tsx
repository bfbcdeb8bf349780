import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { memoryStore, ResourceContextProvider } from 'react-admin';
import type { LighthouseAdminProperty } from '@pfe/contracts/lighthouse';
import { announcement, listOf, renderWith as renderAdmin } from '../../testing/fixtures';
import announcements from './announcements';
import { LighthouseDashboard } from './lighthouse-dashboard';
import { lighthouseConsolePath } from './member-app-paths';
import { PropertyList } from './properties/property-list';

beforeEach(() => window.history.replaceState(null, '', '/'));
const renderWith = (ui: React.ReactElement, dataProvider: Record<string, unknown>) => renderAdmin(ui, dataProvider, { store: memoryStore() });

const property = (over: Partial<LighthouseAdminProperty> = {}): LighthouseAdminProperty => ({
  id: 'prop-1',
  title: 'Quiet room',
  propertyType: 'room',
  city: 'Brooklyn',
  state: 'NY',
  hostUserId: '0b6a6c2e-7d1f-4c35-9d0b-2f1d6a1f0c11',
  hostDisplayName: 'Harbor Host',
  maxOccupants: 2,
  isActive: true,
  hiddenByAdmin: false,
  pendingRequests: 1,
  acceptedRequests: 1,
  photos: [],
  createdAt: '2026-11-01T12:00:00.000Z',
  ...over,
});

describe('LightHouse console', () => {
  it('maps the member app admin paths into the console', () => {
    expect(lighthouseConsolePath(undefined)).toBe('/admin/lighthouse');
    expect(lighthouseConsolePath('')).toBe('/admin/lighthouse');
    expect(lighthouseConsolePath('announcements')).toBe('/admin/lighthouse/announcements');
  });

  it('shows the five stat cards and links to properties and announcements', async () => {
    const getLighthouseStats = vi.fn(async () => ({ totalSeekers: 7, totalHosts: 3, totalProperties: 4, activeMatches: 5, completedMatches: 2 }));
    renderWith(<LighthouseDashboard />, { getLighthouseStats });
    expect(screen.getByRole('heading', { name: 'LightHouse Admin' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Total Seekers' })).findByText('7')).toBeInTheDocument();
    for (const [name, value] of [
      ['Total Hosts', '3'],
      ['Total Properties', '4'],
      ['Active Matches', '5'],
      ['Completed Matches', '2'],
    ]) {
      expect(within(screen.getByRole('region', { name })).getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Properties/ })).toHaveAttribute('href', expect.stringContaining('/lighthouse/properties'));
    expect(screen.getByRole('link', { name: /Announcements/ })).toHaveAttribute('href', expect.stringContaining('/lighthouse/announcements'));
  });

  it('lists properties without addresses and takes one down after confirming', async () => {
    const setLighthousePropertyListed = vi.fn(async () => property({ hiddenByAdmin: true }));
    renderWith(<PropertyList />, { getList: listOf([property(), property({ id: 'prop-2', title: 'Taken down flat', hiddenByAdmin: true })]), getMany: listOf([]), setLighthousePropertyListed });
    expect(await screen.findByText('Quiet room')).toBeInTheDocument();
    expect(screen.getAllByText('1 pending · 1/2 accepted').length).toBeGreaterThan(0);
    expect(screen.getByText('Taken down')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Quiet room' }));
    const dialog = await screen.findByRole('dialog');
    expect(setLighthousePropertyListed).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(setLighthousePropertyListed).toHaveBeenCalledWith('prop-1', false));
    expect(await screen.findByText('Listing taken down')).toBeInTheDocument();
    // The confirmation closes first (the page behind it is hidden from assistive technology until then).
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Taken down flat' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(setLighthousePropertyListed).toHaveBeenCalledWith('prop-2', true));
  });

  it('sets the verified host badge with what was checked, or removes it (issue 32)', async () => {
    const verifyLighthouseHost = vi.fn(async () => ({ verifiedAt: '2026-11-27T12:00:00.000Z', checks: ['met_in_person'] }));
    const unverifyLighthouseHost = vi.fn(async () => undefined);
    renderWith(<PropertyList />, { getList: listOf([property()]), getMany: listOf([]), verifyLighthouseHost, unverifyLighthouseHost });
    fireEvent.click(await screen.findByRole('button', { name: 'Verified host badge: Harbor Host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verified host: Harbor Host' });
    expect(within(dialog).getByRole('button', { name: 'Set badge' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Met in person' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set badge' }));
    await waitFor(() => expect(verifyLighthouseHost).toHaveBeenCalledWith(property().hostUserId, ['met_in_person']));
    expect(await screen.findByText('Harbor Host is a verified host')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Verified host badge: Harbor Host' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Verified host: Harbor Host' })).getByRole('button', { name: 'Remove badge' }));
    await waitFor(() => expect(unverifyLighthouseHost).toHaveBeenCalledWith(property().hostUserId));
  });

  it("manages LightHouse's announcements with the shared announcement pages", async () => {
    const getList = listOf([announcement({ title: 'Listings are reviewed' })]);
    renderWith(
      <ResourceContextProvider value="lighthouse/announcements">
        <announcements.list />
      </ResourceContextProvider>,
      { getList },
    );
    expect(await screen.findAllByText('Listings are reviewed')).not.toHaveLength(0);
    expect(getList).toHaveBeenCalledWith('lighthouse/announcements', expect.anything());
    expect(screen.getByText('Shown on the LightHouse dashboard')).toBeInTheDocument();
  });
});
