import { AMOUNT_TOO_LARGE, amountProblem, dbToCents, formatDollars, fromCents, toCents } from './money';

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

describe('amount rules (issue 28)', () => {
  it('accepts only plain decimals: no exponent, hex, sign, separators or three places', () => {
    for (const bad of ['1e3', '1E3', '0x10', '+1', '-0', '1,000', '1 000', '1.', '.5', '1.005', 'Infinity', '١٢']) {
      expect([bad, amountProblem(bad)]).toEqual([bad, 'format']);
    }
    expect(amountProblem('007.50')).toBeUndefined();
    expect(toCents('007.50')).toBe(750);
  });
  it('says "at most $99,999,999.99" past the numeric(10,2) limit, for strings and numbers of any length', () => {
    for (const big of ['100000000', '100000000.00', '100000000.5', '123456789012345678901234567890', 1e9, 1e21]) {
      expect([big, amountProblem(big)]).toEqual([big, 'tooLarge']);
    }
    expect(amountProblem('99999999.99')).toBeUndefined();
    expect(AMOUNT_TOO_LARGE).toBe('Amount must be at most $99,999,999.99');
    expect(formatDollars(123456)).toBe('$1,234.56');
    expect(formatDollars(5)).toBe('$0.05');
  });
});
