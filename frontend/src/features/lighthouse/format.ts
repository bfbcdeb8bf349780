import { currentLanguage, i18n } from '../../lib/i18n';
import { formatDay } from '../../lib/i18n/format';
import { LIGHTHOUSE_PROPERTY_TYPE_LABELS, type LighthouseMatch, type LighthouseMatchStatus, type LighthousePropertyType } from '@pfe/contracts/lighthouse';
import { format, isValid, parseISO } from 'date-fns';
import { formatUsd } from '../../components/money';

/** Spec §9: dates as "MMM d, yyyy"; '' for a missing or bad value. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  // English keeps the spec's "MMM d, yyyy"; another language Intl's order ("5 mar 2026").
  return currentLanguage() === 'en' ? format(date, 'MMM d, yyyy') : formatDay(date);
}

export function propertyTypeLabel(type: LighthousePropertyType | string): string {
  return Object.hasOwn(LIGHTHOUSE_PROPERTY_TYPE_LABELS, type) ? i18n.t(`lighthouse:types.${type}`) : type;
}

/** "$650.00 / month", or "Rent not listed". */
export function rentLine(monthlyRent: string | null): string {
  return monthlyRent === null ? i18n.t('lighthouse:rentNotListed') : i18n.t('lighthouse:rent', { amount: formatUsd(monthlyRent) });
}

/** "Available from Jan 1, 2030", "… until …", or both. */
export function availabilityLine(from: string | null, until: string | null): string {
  const a = formatDate(from);
  const b = formatDate(until);
  if (a && b) return i18n.t('lighthouse:available.both', { from: a, until: b });
  if (a) return i18n.t('lighthouse:available.from', { from: a });
  if (b) return i18n.t('lighthouse:available.until', { until: b });
  return i18n.t('lighthouse:available.none');
}

/** English (the tests' handles); shown through matchStatusLabel in the UI's language. */
export const MATCH_STATUS_LABELS: Readonly<Record<LighthouseMatchStatus, string>> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Not accepted',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A request's status in the UI's language. */
export const matchStatusLabel = (status: LighthouseMatchStatus): string => i18n.t(`lighthouse:status.${status}`);

/** Filled success and error chips, outlined default ones: each meets the 4.5:1 contrast (a warning chip would not). */
export function matchStatusColor(status: LighthouseMatchStatus): 'default' | 'success' | 'error' {
  if (status === 'accepted') return 'success';
  if (status === 'rejected') return 'error';
  return 'default';
}

/** A pending request on a listing the host (or an admin) took down: it can no longer be answered (issue 21 item 6). */
export const LISTING_WITHDRAWN_LABEL = 'Listing withdrawn';
export const LISTING_WITHDRAWN_TEXT = 'The host has taken this listing down, so this request cannot be answered. You can cancel it and browse other listings.';

/** A property whose accepted requests reached its max occupants (issue 21 item 7). */
export const FULL_LABEL = 'Full';
export const FULL_TEXT = 'This property is full: it has as many accepted requests as it has room for. Complete or cancel one to accept another.';

/** What a seeker reads under their request (spec §4: the accepted and rejected messages verbatim). */
export function seekerOutcomeText(status: LighthouseMatchStatus): string | null {
  if (status === 'accepted') return i18n.t('lighthouse:texts.accepted');
  if (status === 'rejected') return i18n.t('lighthouse:texts.rejected');
  return null;
}

/** The other member of a stay request: the seeker for the host, the host for the seeker. */
export function partnerName(match: LighthouseMatch): string {
  return match.viewerRole === 'host' ? match.seeker.displayName : match.property.hostDisplayName;
}
