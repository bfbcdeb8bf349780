/**
 * The SupportMatch profile's option lists with the labels people see (spec sub-apps §5), shared by
 * the member's profile form and the console's profile list. The values are the shared contracts'
 * lists, which the backend validates against; only the labels are ours, and a value without a
 * label does not compile.
 */
import { GENDER_PREFERENCES, GENDERS, SUPPORTMATCH_COUNTRIES, SUPPORTMATCH_TIMEZONES, TIMEZONE_PREFERENCES } from '@pfe/contracts/supportmatch';

export interface Option {
  value: string;
  label: string;
}

/** A contracts list as options, in its order, each value with its label. */
function optionsOf<V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const GENDER_OPTIONS: Option[] = optionsOf(GENDERS, {
  male: 'Male',
  female: 'Female',
  'prefer-not-to-say': 'Prefer not to say',
});

export const GENDER_PREFERENCE_OPTIONS: Option[] = optionsOf(GENDER_PREFERENCES, {
  male: 'Male',
  female: 'Female',
  any: 'Any',
});

export const DEFAULT_TIMEZONE_PREFERENCE: (typeof TIMEZONE_PREFERENCES)[number] = 'same_timezone';

export const TIMEZONE_PREFERENCE_OPTIONS: Option[] = optionsOf(TIMEZONE_PREFERENCES, {
  same_timezone: 'Same timezone only',
  any_timezone: 'Any timezone',
});

/** The 18 named zones, with the labels shown in the select. */
export const TIMEZONE_OPTIONS: Option[] = optionsOf(SUPPORTMATCH_TIMEZONES, {
  'America/New_York': 'Eastern Time (New York)',
  'America/Chicago': 'Central Time (Chicago)',
  'America/Denver': 'Mountain Time (Denver)',
  'America/Los_Angeles': 'Pacific Time (Los Angeles)',
  'America/Anchorage': 'Alaska Time (Anchorage)',
  'Pacific/Honolulu': 'Hawaii Time (Honolulu)',
  'America/Phoenix': 'Arizona Time (Phoenix)',
  'America/Toronto': 'Eastern Time (Toronto)',
  'Europe/London': 'London (GMT/BST)',
  'Europe/Paris': 'Paris (CET)',
  'Europe/Berlin': 'Berlin (CET)',
  'Europe/Madrid': 'Madrid (CET)',
  'Europe/Rome': 'Rome (CET)',
  'Europe/Amsterdam': 'Amsterdam (CET)',
  'Asia/Tokyo': 'Tokyo (JST)',
  'Asia/Singapore': 'Singapore (SGT)',
  'Australia/Sydney': 'Sydney (AEST)',
  'Asia/Kolkata': 'India (IST)',
});

/** 58 countries in alphabetical order, then 'Other': the backend's own list, the one it validates against. */
export const COUNTRIES: string[] = [...SUPPORTMATCH_COUNTRIES];

export const COUNTRY_OPTIONS: Option[] = COUNTRIES.map((c) => ({ value: c, label: c }));

export function labelOf(options: Option[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((o) => o.value === value)?.label ?? value;
}
