/**
 * The SupportMatch profile's option lists (spec sub-apps §5), shared by the member's profile form
 * and the console's profile list. The values are the shared contracts' lists, which the backend
 * validates against and which are stored; the labels people see are read in the language of the
 * moment when read (`supportmatch:profile.options.<list>.<value>`, English the spec's words), so a
 * screen showing them needs the `supportmatch` namespace loaded (the app's chunk brings it; the
 * console's profile list asks for it).
 */
import { GENDER_PREFERENCES, GENDERS, SUPPORTMATCH_COUNTRIES, SUPPORTMATCH_TIMEZONES, TIMEZONE_PREFERENCES } from '@pfe/contracts/supportmatch';
import { i18n } from '../lib/i18n';
import { countryName } from '../lib/i18n/countries';

export interface Option {
  value: string;
  /** What people see, in the current language. */
  readonly label: string;
}

/** The namespace holding the labels. */
export const OPTIONS_NS = 'supportmatch';

/** A contracts list as options, in its order, each label read from `profile.options.<list>.<value>` when read. */
function optionsOf(list: string, values: readonly string[]): Option[] {
  return values.map((value) => ({ value, get label() { return i18n.t(`profile.options.${list}.${value}`, { ns: OPTIONS_NS }); } }));
}

export const GENDER_OPTIONS: Option[] = optionsOf('gender', GENDERS);

export const GENDER_PREFERENCE_OPTIONS: Option[] = optionsOf('genderPreference', GENDER_PREFERENCES);

export const DEFAULT_TIMEZONE_PREFERENCE: (typeof TIMEZONE_PREFERENCES)[number] = 'same_timezone';

export const TIMEZONE_PREFERENCE_OPTIONS: Option[] = optionsOf('timezonePreference', TIMEZONE_PREFERENCES);

/** The 18 named zones, with the labels shown in the select. */
export const TIMEZONE_OPTIONS: Option[] = optionsOf('timezone', SUPPORTMATCH_TIMEZONES);

/** 58 countries in alphabetical order, then 'Other': the backend's own list, the one it validates against. */
export const COUNTRIES: string[] = [...SUPPORTMATCH_COUNTRIES];

/** A stored country as people read it: its name in the current language (Intl), 'Other' translated. */
export function countryLabel(country: string): string {
  return country === 'Other' ? i18n.t('common.otherCountry', { ns: OPTIONS_NS }) : countryName(country);
}

export const COUNTRY_OPTIONS: Option[] = COUNTRIES.map((value) => ({ value, get label() { return countryLabel(value); } }));

/** The label of a stored value; a value the list does not know is shown as it is. */
export function labelOf(options: Option[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((o) => o.value === value)?.label ?? value;
}
