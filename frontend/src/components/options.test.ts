import * as backend from '@pfe/contracts/supportmatch';
import {
  COUNTRIES,
  DEFAULT_TIMEZONE_PREFERENCE,
  GENDER_OPTIONS,
  GENDER_PREFERENCE_OPTIONS,
  TIMEZONE_OPTIONS,
  TIMEZONE_PREFERENCE_OPTIONS,
} from './options';

/** One of the backend's lists, as plain strings. */
function backendList(name: 'GENDERS' | 'GENDER_PREFERENCES' | 'TIMEZONE_PREFERENCES' | 'SUPPORTMATCH_TIMEZONES' | 'SUPPORTMATCH_COUNTRIES'): string[] {
  return [...backend[name]];
}

describe('SupportMatch option lists', () => {
  it('are the values the backend validates against (the shared contracts lists)', () => {
    expect(GENDER_OPTIONS.map((o) => o.value)).toEqual(backendList('GENDERS'));
    expect(GENDER_PREFERENCE_OPTIONS.map((o) => o.value)).toEqual(backendList('GENDER_PREFERENCES'));
    expect(TIMEZONE_PREFERENCE_OPTIONS.map((o) => o.value)).toEqual(backendList('TIMEZONE_PREFERENCES'));
    expect(TIMEZONE_OPTIONS.map((o) => o.value)).toEqual(backendList('SUPPORTMATCH_TIMEZONES'));
    expect(COUNTRIES).toEqual(backendList('SUPPORTMATCH_COUNTRIES'));
  });

  it('match spec §5: 18 zones, about 58 countries ending with Other, same_timezone by default', () => {
    expect(TIMEZONE_OPTIONS).toHaveLength(18);
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(55);
    expect(COUNTRIES.at(-1)).toBe('Other');
    expect(DEFAULT_TIMEZONE_PREFERENCE).toBe('same_timezone');
    expect(new Set(TIMEZONE_OPTIONS.map((o) => o.label)).size).toBe(18);
  });
});
