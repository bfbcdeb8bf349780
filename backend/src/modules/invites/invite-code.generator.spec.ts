import { generateInviteCode, INVITE_ALPHABET } from './invite-code.generator';

describe('generateInviteCode', () => {
  it('makes 12 characters from the alphabet without look-alikes', () => {
    for (let i = 0; i < 500; i++) {
      const code = generateInviteCode();
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
      expect(code).not.toMatch(/[01OI]/);
    }
    expect(INVITE_ALPHABET).toHaveLength(32);
  });

  it('uses every character of the alphabet and does not repeat codes', () => {
    const codes = new Set(Array.from({ length: 2000 }, generateInviteCode));
    expect(codes.size).toBe(2000);
    const seen = new Set([...codes].join(''));
    expect(seen.size).toBe(INVITE_ALPHABET.length);
  });
});
