import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { ServicesRoute } from './services';

describe('<ServicesRoute>', () => {
  it('offers the four sub-apps, each with an "Access Service" button to its route', () => {
    renderWithProviders(<ServicesRoute />);
    expect(screen.getByRole('heading', { name: 'Available Services' })).toBeInTheDocument();
    expect(screen.getAllByText('Access Service')).toHaveLength(4);
    const expected = [
      ['LightHouse', '/apps/lighthouse'],
      ['Sleep Stories', '/apps/sleepstories'],
      ['SocketRelay', '/apps/socketrelay'],
      ['SupportMatch', '/apps/supportmatch'],
    ];
    for (const [name, href] of expected) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `Access Service ${name}` })).toHaveAttribute('href', href);
    }
  });
});
