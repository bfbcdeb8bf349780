import type { MatchingStatus } from '@pfe/contracts/supportmatch';
import { matchingStatusText, MONTHLY_CYCLE_TEXT, SET_TIMEZONE_TEXT } from './matching-status-text';

const status = (overrides: Partial<MatchingStatus>): MatchingStatus => ({ state: 'waiting', lastRunAt: null, nextRunAt: '2026-04-01T09:00:00.000Z', ...overrides });
const open = { genderPreference: 'any', timezonePreference: 'any_timezone', timezone: 'America/New_York' };

describe('matchingStatusText', () => {
  it('promises the next monthly cycle, with its date, while waiting (or when the status is unknown)', () => {
    expect(matchingStatusText(status({}), open)).toEqual({
      text: `You don't have a partner right now. ${MONTHLY_CYCLE_TEXT} The next cycle starts on Apr 1, 2026.`,
      tone: 'plain',
      linkToProfile: false,
    });
    expect(matchingStatusText(undefined, open).text).toBe(`You don't have a partner right now. ${MONTHLY_CYCLE_TEXT}`);
  });

  it('suggests only what the member can still widen, from their own preferences', () => {
    const unmatched = status({ state: 'unmatched', reason: 'no_compatible_member' });
    const textFor = (genderPreference: string | null, timezonePreference: string) => matchingStatusText(unmatched, { genderPreference, timezonePreference, timezone: 'Europe/Paris' });
    expect(textFor('female', 'same_timezone').text).toContain("Choosing 'Any timezone' or widening who you'd like to be matched with gives you more options.");
    expect(textFor('any', 'same_timezone').text).toContain("Choosing 'Any timezone' gives you more options.");
    expect(textFor(null, 'same_timezone').text).toContain("Choosing 'Any timezone' gives you more options.");
    expect(textFor('male', 'any_timezone').text).toContain("Widening who you'd like to be matched with gives you more options.");
    const already = textFor('any', 'any_timezone');
    expect(already.text).toContain("there's nothing you need to change");
    expect(already.linkToProfile).toBe(false);
    for (const t of [textFor('female', 'same_timezone'), already]) {
      expect(t.title).toBe("You weren't matched this time");
      expect(t.text).toMatch(/^No one who fits your preferences was available in the last matching cycle\./);
      expect(t.text).not.toMatch(/block/i);
    }
  });

  it('advises setting a timezone when it is missing, since others who prefer their own timezone could not include her (issue 21 item 12)', () => {
    const unmatched = status({ state: 'unmatched', reason: 'no_compatible_member' });
    const open = matchingStatusText(unmatched, { genderPreference: 'any', timezonePreference: 'any_timezone', timezone: null });
    expect(open.text).toContain(SET_TIMEZONE_TEXT);
    expect(open.text).not.toContain("there's nothing you need to change");
    expect(open.linkToProfile).toBe(true);
    const narrow = matchingStatusText(unmatched, { genderPreference: 'female', timezonePreference: 'any_timezone', timezone: '' });
    expect(narrow.text).toContain("Widening who you'd like to be matched with gives you more options.");
    expect(narrow.text).toContain(SET_TIMEZONE_TEXT);
  });

  it('asks for the timezone when the profile cannot be matched as it stands, and explains a pause', () => {
    const incomplete = matchingStatusText(status({ state: 'incomplete', reason: 'profile_incomplete' }), { genderPreference: 'any', timezonePreference: 'same_timezone' });
    expect(incomplete).toMatchObject({ title: 'Choose your timezone to be matched', tone: 'warning', linkToProfile: true });
    expect(incomplete.text).toContain("Choose your timezone, or choose 'Any timezone', in your profile.");
    const paused = matchingStatusText(status({ state: 'paused' }), open);
    expect(paused).toMatchObject({ title: "You're taking a break from matching", tone: 'info', linkToProfile: true });
  });
});
