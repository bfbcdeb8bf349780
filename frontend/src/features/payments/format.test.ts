import { formatPaymentDate, formatPaymentMethod } from './format';

describe('payment formatting', () => {
  it('replaces every hyphen in the method with a space', () => {
    expect(formatPaymentMethod('venmo')).toBe('venmo');
    expect(formatPaymentMethod('amazon-gift-card')).toBe('amazon gift card');
    expect(formatPaymentMethod('walmart-onepay')).toBe('walmart onepay');
    expect(formatPaymentMethod(null)).toBe('');
  });

  it('shows dates as "MMM d, yyyy"', () => {
    // Midday UTC stays on the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(formatPaymentDate('2026-11-03T12:00:00.000Z')).toBe('Nov 3, 2026');
    expect(formatPaymentDate('not a date')).toBe('—');
    expect(formatPaymentDate(null)).toBe('—');
  });
});
