/**
 * SupportMatch option lists (spec sub-apps §5). The values are the shared contracts' lists, which
 * the backend validates against; only the labels are ours.
 */
import { SUPPORTMATCH_COUNTRIES } from '@pfe/contracts';

export interface Option {
  value: string;
  label: string;
}

export const GENDER_OPTIONS: Option[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
];

export const GENDER_PREFERENCE_OPTIONS: Option[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'any', label: 'Any' },
];

export const DEFAULT_TIMEZONE_PREFERENCE = 'same_timezone';

export const TIMEZONE_PREFERENCE_OPTIONS: Option[] = [
  { value: 'same_timezone', label: 'Same timezone only' },
  { value: 'any_timezone', label: 'Any timezone' },
];

/** The 18 named zones, with the labels shown in the select. */
export const TIMEZONE_OPTIONS: Option[] = [
  { value: 'America/New_York', label: 'Eastern Time (New York)' },
  { value: 'America/Chicago', label: 'Central Time (Chicago)' },
  { value: 'America/Denver', label: 'Mountain Time (Denver)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska Time (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time (Honolulu)' },
  { value: 'America/Phoenix', label: 'Arizona Time (Phoenix)' },
  { value: 'America/Toronto', label: 'Eastern Time (Toronto)' },
  { value: 'Europe/London', label: 'London (GMT/BST)' },
  { value: 'Europe/Paris', label: 'Paris (CET)' },
  { value: 'Europe/Berlin', label: 'Berlin (CET)' },
  { value: 'Europe/Madrid', label: 'Madrid (CET)' },
  { value: 'Europe/Rome', label: 'Rome (CET)' },
  { value: 'Europe/Amsterdam', label: 'Amsterdam (CET)' },
  { value: 'Asia/Tokyo', label: 'Tokyo (JST)' },
  { value: 'Asia/Singapore', label: 'Singapore (SGT)' },
  { value: 'Australia/Sydney', label: 'Sydney (AEST)' },
  { value: 'Asia/Kolkata', label: 'India (IST)' },
];

/** 58 countries in alphabetical order, then 'Other': the backend's own list, the one it validates against. */
export const COUNTRIES: string[] = [...SUPPORTMATCH_COUNTRIES];

export const COUNTRY_OPTIONS: Option[] = COUNTRIES.map((c) => ({ value: c, label: c }));

/** Report reasons offered in the Report partner dialog (the server takes any text up to 100 characters). */
export const REPORT_REASONS = [
  'Harassment or abuse',
  'Inappropriate messages',
  'Threats or safety concern',
  'Spam or scam',
  'Not participating',
  'Other',
];

export function labelOf(options: Option[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((o) => o.value === value)?.label ?? value;
}
