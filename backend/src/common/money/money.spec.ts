import { dbToCents, fromCents, toCents } from './money';

describe('money', () => {
  it('parses numbers and strings with up to two decimals into cents', () => {
    expect(toCents('12.5')).toBe(1250);
    expect(toCents(12.5)).toBe(1250);
    expect(toCents('0.10')).toBe(10);
    expect(toCents(' 99999999.99 ')).toBe(9_999_999_999);
  });
  it('refuses more decimals, negatives, too large, and non-numbers', () => {
    for (const bad of ['1.234', '-1', '100000000.00', 'abc', '', '1e3', NaN, Infinity, null, {}, '0x10']) {
      expect(toCents(bad)).toBeNull();
    }
  });
  it('adds exactly: 0.10 + 0.20 is 0.30', () => {
    expect(fromCents(toCents('0.10')! + toCents('0.20')!)).toBe('0.30');
    expect(0.1 + 0.2).not.toBe(0.3);
  });
  it('formats cents with two decimals', () => {
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(123456)).toBe('1234.56');
    expect(dbToCents('7.1')).toBe(710);
  });
});
