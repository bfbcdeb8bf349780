import { validateBlock, validateNickname, validateTimezoneChoice } from './validation';

describe('validateBlock (spec §5)', () => {
  it('requires a chosen member', () => {
    expect(validateBlock({ partnershipId: null })).toEqual({ ok: false, error: 'Please select a user to block' });
    expect(validateBlock({ partnershipId: '' })).toEqual({ ok: false, error: 'Please select a user to block' });
    expect(validateBlock({ partnershipId: undefined, reason: 'spam' })).toEqual({ ok: false, error: 'Please select a user to block' });
  });

  it('trims the optional reason and drops it when blank', () => {
    expect(validateBlock({ partnershipId: 'p2', reason: '  made me uneasy  ' })).toEqual({
      ok: true,
      value: { partnershipId: 'p2', reason: 'made me uneasy' },
    });
    expect(validateBlock({ partnershipId: 'p2', reason: '   ' })).toEqual({ ok: true, value: { partnershipId: 'p2' } });
    expect(validateBlock({ partnershipId: 'p2' })).toEqual({ ok: true, value: { partnershipId: 'p2' } });
  });
});

describe('validateNickname', () => {
  it('is optional and at most 100 characters (issue 28 item 10)', () => {
    expect(validateNickname('  ')).toBeUndefined();
    expect(validateNickname('x'.repeat(101))).toBe('Nickname must be at most 100 characters');
    expect(validateNickname(' Sam ')).toBeUndefined();
  });
});

describe('validateTimezoneChoice', () => {
  const message = 'Choose your timezone to be matched with someone in the same timezone, or choose Any timezone';
  it("needs a timezone with 'Same timezone only' (also when no preference is given), not with 'Any timezone'", () => {
    expect(validateTimezoneChoice({ timezone: '', timezonePreference: 'same_timezone' })).toBe(message);
    expect(validateTimezoneChoice({ timezone: '  ', timezonePreference: '' })).toBe(message);
    expect(validateTimezoneChoice({ timezone: null, timezonePreference: null })).toBe(message);
    expect(validateTimezoneChoice({ timezone: 'Europe/Paris', timezonePreference: 'same_timezone' })).toBeUndefined();
    expect(validateTimezoneChoice({ timezone: '', timezonePreference: 'any_timezone' })).toBeUndefined();
  });
});
