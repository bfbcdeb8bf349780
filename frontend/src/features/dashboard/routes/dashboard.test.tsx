import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentUserProvider } from '../../../lib/current-user';
import { setDiscreet } from '../../../lib/discreet';
import { makeUser, renderWithProviders } from '../../../testing/render';
import type { User } from '@pfe/contracts';
import { DashboardRoute } from './dashboard';

function renderDashboard(overrides: Partial<User> = {}) {
  return renderWithProviders(
    <CurrentUserProvider user={makeUser(overrides)}>
      <DashboardRoute />
    </CurrentUserProvider>,
  );
}

const profile = () => within(screen.getByRole('region', { name: 'Profile' }));

describe('<DashboardRoute>', () => {
  afterEach(() => setDiscreet(false));

  it('welcomes the member back by first name (spec §2), and shows the name they chose on the profile card with the email masked', () => {
    renderDashboard({ firstName: 'Ana', lastName: 'Lima', email: 'ana@example.org', pricingTier: '1.00' });
    expect(screen.getByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ana')).toBeInTheDocument();
    expect(profile().getByRole('heading', { name: 'Ana Lima' })).toBeInTheDocument();
    expect(profile().getByText('AL')).toBeInTheDocument();
    expect(profile().getByText('a••••@example.org')).toBeInTheDocument();
    expect(profile().queryByText('ana@example.org')).not.toBeInTheDocument();
    expect(profile().getByText('Active')).toBeInTheDocument();
    expect(profile().getByText('$1.00/month')).toBeInTheDocument();
  });

  it('keeps the greeting neutral in discreet mode', () => {
    setDiscreet(true);
    renderDashboard({ firstName: 'Ana', lastName: 'Lima' });
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back, /)).not.toBeInTheDocument();
  });

  it('reveals and hides the email with the eye button', async () => {
    const user = userEvent.setup();
    renderDashboard({ email: 'ana@example.org' });
    await user.click(profile().getByRole('button', { name: 'Show email' }));
    expect(profile().getByText('ana@example.org')).toBeInTheDocument();
    const hide = profile().getByRole('button', { name: 'Hide email' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(profile().getByText('a••••@example.org')).toBeInTheDocument();
  });

  it('shows the masked email in place of the name when the member gave none', async () => {
    const user = userEvent.setup();
    renderDashboard({ firstName: null, lastName: null, email: 'sam@example.org' });
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    expect(profile().getByRole('heading', { name: 's••••@example.org' })).toBeInTheDocument();
    expect(profile().getAllByText(/@example\.org/)).toHaveLength(1);
    expect(profile().getByText('S')).toBeInTheDocument();
    expect(screen.queryByText('sam@example.org')).not.toBeInTheDocument();
    await user.click(profile().getByRole('button', { name: 'Show email' }));
    expect(profile().getByRole('heading', { name: 'sam@example.org' })).toBeInTheDocument();
  });

  it('shows "User" and "U" when there is neither name nor email', () => {
    renderDashboard({ firstName: null, lastName: null, email: '' });
    expect(profile().getByRole('heading', { name: 'User' })).toBeInTheDocument();
    expect(profile().getByText('U')).toBeInTheDocument();
    expect(profile().queryByRole('button', { name: 'Show email' })).not.toBeInTheDocument();
  });

  it('shows the overdue badge and the grandfathered rate', () => {
    renderDashboard({ subscriptionStatus: 'overdue', pricingTier: '7.50' });
    expect(profile().getByText('Payment Overdue')).toBeInTheDocument();
    expect(profile().getByText('$7.50/month')).toBeInTheDocument();
    const subscription = within(screen.getByRole('region', { name: 'Subscription' }));
    expect(subscription.getByText('Your grandfathered rate: $7.50/month')).toBeInTheDocument();
    expect(subscription.getByText('Pricing Locked')).toBeInTheDocument();
  });

  it('links to the services and payments screens', () => {
    renderDashboard();
    expect(screen.getByRole('link', { name: /Browse Services/ })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: /View Payments/ })).toHaveAttribute('href', '/payments');
  });

  it('shows the profile image when there is one', () => {
    renderDashboard({ profileImageUrl: 'https://example.org/ana.png' });
    expect(profile().getByRole('img', { name: 'Ana Lima' })).toHaveAttribute('src', 'https://example.org/ana.png');
  });
});
