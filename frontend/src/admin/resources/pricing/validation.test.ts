import { AMOUNT_POSITIVE, AMOUNT_REQUIRED, createTierPayload, effectiveDateIso, todayInputValue, validateTierAmount } from './validation';

describe('validateTierAmount (spec §5)', () => {
  it('requires an amount', () => {
    expect(validateTierAmount('')).toBe('Amount is required');
    expect(validateTierAmount('   ')).toBe(AMOUNT_REQUIRED);
  });
  it('requires a number greater than zero', () => {
    expect(validateTierAmount('0')).toBe('Amount must be a positive number');
    expect(validateTierAmount('-1')).toBe(AMOUNT_POSITIVE);
    expect(validateTierAmount('abc')).toBe(AMOUNT_POSITIVE);
  });
  it('takes plain decimals only and says the limit past numeric(10,2) (issue 28)', () => {
    for (const bad of ['1e3', '0x10', '+5', '1,000', '1.234']) expect([bad, validateTierAmount(bad)]).toEqual([bad, AMOUNT_POSITIVE]);
    expect(validateTierAmount('100000000')).toBe('Amount must be at most $99,999,999.99');
    expect(validateTierAmount('123456789012345678901234567890')).toBe('Amount must be at most $99,999,999.99');
    expect(validateTierAmount('99999999.99')).toBeUndefined();
  });
  it('accepts a positive amount', () => {
    expect(validateTierAmount('2.50')).toBeUndefined();
    expect(validateTierAmount('0.01')).toBeUndefined();
  });
});

describe('the pricing tier payload (spec §7)', () => {
  const now = new Date(2026, 4, 10, 15, 45);
  it('defaults the date input to today', () => {
    expect(todayInputValue(now)).toBe('2026-05-10');
  });
  it('sends the chosen day as its local midnight, today when empty', () => {
    expect(effectiveDateIso('2026-06-01', now)).toBe(new Date(2026, 5, 1).toISOString());
    expect(effectiveDateIso('', now)).toBe(new Date(2026, 4, 10).toISOString());
  });
  it('sends the amount as a string and the flag as a boolean', () => {
    expect(createTierPayload({ amount: ' 2.50 ', effectiveDate: '2026-06-01', isCurrentTier: false }, now)).toEqual({
      amount: '2.50',
      effectiveDate: new Date(2026, 5, 1).toISOString(),
      isCurrentTier: false,
    });
  });
});
