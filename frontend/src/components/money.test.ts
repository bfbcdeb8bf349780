import { formatUsd } from './money';

describe('formatUsd', () => {
  it('shows US dollars with two decimals', () => {
    expect(formatUsd('1.00')).toBe('$1.00');
    expect(formatUsd('12.5')).toBe('$12.50');
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd('0.30')).toBe('$0.30');
  });

  it('groups thousands and keeps the largest amount exact', () => {
    expect(formatUsd('1234.50')).toBe('$1,234.50');
    expect(formatUsd('99999999.99')).toBe('$99,999,999.99');
  });

  it('treats a missing amount as zero and shows anything unreadable as given', () => {
    expect(formatUsd(null)).toBe('$0.00');
    expect(formatUsd(undefined)).toBe('$0.00');
    expect(formatUsd('abc')).toBe('$abc');
  });
});
