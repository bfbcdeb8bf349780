import { screen, within } from '@testing-library/react';
import { SubAppsProvider, useSubApps } from '../../../lib/sub-apps';
import { renderWithProviders } from '../../../testing/render';
import { ServicesRoute } from './services';

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('<ServicesRoute>', () => {
  it('offers each sub-app, with an "Access Service" button to each (all four are built)', () => {
    renderWithProviders(<ServicesRoute />);
    expect(screen.getByRole('heading', { name: 'Available Services' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'LightHouse',
      'Sleep Stories',
      'SocketRelay',
      'SupportMatch',
    ]);
    expect(screen.getAllByText('Access Service')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Access Service LightHouse' })).toHaveAttribute('href', '/apps/lighthouse');
    expect(screen.getByRole('link', { name: 'Access Service Sleep Stories' })).toHaveAttribute('href', '/apps/sleepstories');
    expect(screen.getByRole('link', { name: 'Access Service SocketRelay' })).toHaveAttribute('href', '/apps/socketrelay');
    expect(screen.getByRole('link', { name: 'Access Service SupportMatch' })).toHaveAttribute('href', '/apps/supportmatch');
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('says "Coming soon" on the card of an app not built yet (a manifest entry without screens), with no link', () => {
    function WithAppNotBuilt() {
      const apps = useSubApps();
      const comingSoon = apps.map((app) => (app.id === 'lighthouse' ? { ...app, available: false } : app));
      return (
        <SubAppsProvider apps={comingSoon}>
          <ServicesRoute />
        </SubAppsProvider>
      );
    }
    renderWithProviders(<WithAppNotBuilt />);
    expect(within(card('LightHouse')).getByText('Coming soon')).toBeInTheDocument();
    expect(within(card('LightHouse')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card('LightHouse')).queryByRole('button')).not.toBeInTheDocument();
    for (const name of ['Sleep Stories', 'SocketRelay', 'SupportMatch']) expect(within(card(name)).queryByText('Coming soon')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
