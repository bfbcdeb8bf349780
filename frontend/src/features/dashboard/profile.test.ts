import { browseServicesText } from './components/dashboard-cards';
import { displayName, initials, maskEmail, nameIsEmail, welcomeText } from './profile';

describe('the greeting (spec §2)', () => {
  it('is "Welcome back" plus the first name when known', () => {
    expect(welcomeText('Ana', false)).toBe('Welcome back, Ana');
    expect(welcomeText('  Ana ', false)).toBe('Welcome back, Ana');
  });
  it('is neutral without a first name or in discreet mode', () => {
    expect(welcomeText(null, false)).toBe('Welcome back');
    expect(welcomeText('   ', false)).toBe('Welcome back');
    expect(welcomeText('Ana', true)).toBe('Welcome back');
  });
});

describe('avatar initials (spec §2 fallback chain)', () => {
  it('uses the first and last name', () => {
    expect(initials({ firstName: 'ana', lastName: 'lima', email: 'x@example.org' })).toBe('AL');
  });

  it('uses the one name part given', () => {
    expect(initials({ firstName: 'Sam', lastName: null, email: 'x@example.org' })).toBe('S');
    expect(initials({ firstName: ' ', lastName: 'Lima', email: 'x@example.org' })).toBe('L');
  });

  it('falls back to the first letter of the email, then "U"', () => {
    expect(initials({ firstName: null, lastName: null, email: 'sam@example.org' })).toBe('S');
    expect(initials({ firstName: null, lastName: null, email: '' })).toBe('U');
    expect(initials({})).toBe('U');
  });
});

describe('displayName', () => {
  it('shows the full name, else the email, else "User"', () => {
    expect(displayName({ firstName: 'Ana', lastName: 'Lima', email: 'ana@example.org' })).toBe('Ana Lima');
    expect(displayName({ firstName: 'Sam', lastName: null, email: 'sam@example.org' })).toBe('Sam');
    expect(displayName({ firstName: null, lastName: null, email: 'sam@example.org' })).toBe('sam@example.org');
    expect(displayName({ firstName: '', lastName: ' ', email: null as unknown as string })).toBe('User');
  });

  it('tells when the name is the email', () => {
    expect(nameIsEmail({ firstName: null, lastName: null, email: 'sam@example.org' })).toBe(true);
    expect(nameIsEmail({ firstName: 'Sam', lastName: null, email: 'sam@example.org' })).toBe(false);
    expect(nameIsEmail({ firstName: null, lastName: null, email: '' })).toBe(false);
  });
});

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('sam@example.org')).toBe('s••••@example.org');
    expect(maskEmail('s@example.org')).toBe('s••••@example.org');
  });

  it('does not reveal the length of the local part', () => {
    expect(maskEmail('a@example.org')).toBe(maskEmail('abcdefghijklmnop@example.org'));
  });

  it('copes with odd input', () => {
    expect(maskEmail('')).toBe('');
    expect(maskEmail(null)).toBe('');
    expect(maskEmail('no-at-sign')).toBe('n••••');
    expect(maskEmail('"a@b"@example.org')).toBe('"••••@example.org');
  });
});

describe('the Browse Services card (issue 21 item 16)', () => {
  it('mentions the services coming soon only while some are', () => {
    expect(browseServicesText([{ available: true }, { available: false }])).toBe('Open the services, and see the ones coming soon.');
    expect(browseServicesText([{ available: true }, { available: true }])).not.toMatch(/coming soon/);
  });
});
