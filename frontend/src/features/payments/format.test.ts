import { formatPaymentDate, formatPaymentMethod } from './format';

describe('payment formatting', () => {
  it('shows the method as people write it, like the console', () => {
    expect(formatPaymentMethod('venmo')).toBe('Venmo');
    expect(formatPaymentMethod('amazon-gift-card')).toBe('Amazon Gift Card');
    expect(formatPaymentMethod('walmart-onepay')).toBe('Walmart OnePay');
    expect(formatPaymentMethod('paypal')).toBe('PayPal');
    expect(formatPaymentMethod('bank-transfer')).toBe('bank transfer');
    expect(formatPaymentMethod(null)).toBe('');
  });

  it('shows dates as "MMM d, yyyy"', () => {
    // Midday UTC stays on the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(formatPaymentDate('2026-11-03T12:00:00.000Z')).toBe('Nov 3, 2026');
    expect(formatPaymentDate('not a date')).toBe('—');
    expect(formatPaymentDate(null)).toBe('—');
  });
});
