import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { ServicesRoute } from './services';

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('<ServicesRoute>', () => {
  it('offers each sub-app, with an "Access Service" button to the ones that are built', () => {
    renderWithProviders(<ServicesRoute />);
    expect(screen.getByRole('heading', { name: 'Available Services' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'LightHouse',
      'Sleep Stories',
      'SocketRelay',
      'SupportMatch',
    ]);
    expect(screen.getAllByText('Access Service')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Access Service SupportMatch' })).toHaveAttribute('href', '/apps/supportmatch');
    expect(screen.getByRole('link', { name: 'Access Service Sleep Stories' })).toHaveAttribute('href', '/apps/sleepstories');
  });

  it('says "Coming soon" on the cards of the apps not built yet, with no link', () => {
    renderWithProviders(<ServicesRoute />);
    for (const name of ['LightHouse', 'SocketRelay']) {
      expect(within(card(name)).getByText('Coming soon')).toBeInTheDocument();
      expect(within(card(name)).queryByRole('link')).not.toBeInTheDocument();
      expect(within(card(name)).queryByRole('button')).not.toBeInTheDocument();
    }
    for (const name of ['Sleep Stories', 'SupportMatch']) expect(within(card(name)).queryByText('Coming soon')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
