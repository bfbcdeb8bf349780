import { render, screen } from '@testing-library/react';
import { SubscriptionBadge, subscriptionStatusLabel } from './subscription-badge';

describe('subscription status label (spec §4)', () => {
  it('names active and overdue members', () => {
    expect(subscriptionStatusLabel('active')).toBe('Active');
    expect(subscriptionStatusLabel('overdue')).toBe('Payment Overdue');
  });

  it('treats a missing value as active', () => {
    expect(subscriptionStatusLabel(undefined)).toBe('Active');
    expect(subscriptionStatusLabel(null)).toBe('Active');
    expect(subscriptionStatusLabel('')).toBe('Active');
  });

  it('calls any other value inactive', () => {
    expect(subscriptionStatusLabel('inactive')).toBe('Inactive');
    expect(subscriptionStatusLabel('cancelled')).toBe('Inactive');
    expect(subscriptionStatusLabel('ACTIVE')).toBe('Inactive');
  });

  it('renders the label as a badge', () => {
    render(<SubscriptionBadge status="overdue" />);
    expect(screen.getByText('Payment Overdue')).toBeInTheDocument();
  });
});
