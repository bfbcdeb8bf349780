/** Option lists the server validates against and the forms offer (spec sub-apps §5). */

export const GENDERS = ['male', 'female', 'prefer-not-to-say'] as const;

export const GENDER_PREFERENCES = ['male', 'female', 'any'] as const;

/** `same_timezone` is the default when a profile does not say. */
export const TIMEZONE_PREFERENCES = ['same_timezone', 'any_timezone'] as const;

/**
 * A profile that wants a partner in the same timezone (`same_timezone`, also the default) must say
 * which timezone it is in: the server refuses it otherwise (400), and the profile form says so inline.
 */
export const SAME_TIMEZONE_NEEDS_TIMEZONE = 'Choose your timezone to be matched with someone in the same timezone, or choose Any timezone';

/** The 18 named zones: mostly US and Europe, a few Asia-Pacific. */
export const SUPPORTMATCH_TIMEZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Phoenix',
  'America/Toronto',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Amsterdam',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Australia/Sydney',
  'Asia/Kolkata',
] as const;

/** 58 countries in alphabetical order, then 'Other'. */
export const SUPPORTMATCH_COUNTRIES = [
  'Argentina',
  'Australia',
  'Austria',
  'Bangladesh',
  'Belgium',
  'Brazil',
  'Canada',
  'Chile',
  'China',
  'Colombia',
  'Czech Republic',
  'Denmark',
  'Egypt',
  'Ethiopia',
  'Finland',
  'France',
  'Germany',
  'Ghana',
  'Greece',
  'Hungary',
  'India',
  'Indonesia',
  'Ireland',
  'Israel',
  'Italy',
  'Jamaica',
  'Japan',
  'Kenya',
  'Malaysia',
  'Mexico',
  'Morocco',
  'Netherlands',
  'New Zealand',
  'Nigeria',
  'Norway',
  'Pakistan',
  'Peru',
  'Philippines',
  'Poland',
  'Portugal',
  'Romania',
  'Saudi Arabia',
  'Singapore',
  'South Africa',
  'South Korea',
  'Spain',
  'Sweden',
  'Switzerland',
  'Taiwan',
  'Thailand',
  'Turkey',
  'Uganda',
  'Ukraine',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
  'Venezuela',
  'Vietnam',
  'Other',
] as const;

export type SupportMatchTimezone = (typeof SUPPORTMATCH_TIMEZONES)[number];
export type SupportMatchCountry = (typeof SUPPORTMATCH_COUNTRIES)[number];
