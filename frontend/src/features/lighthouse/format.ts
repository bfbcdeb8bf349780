import { LIGHTHOUSE_PROPERTY_TYPE_LABELS, LIGHTHOUSE_TEXTS, type LighthouseMatchStatus, type LighthousePropertyType } from '@pfe/contracts/lighthouse';
import { format, isValid, parseISO } from 'date-fns';
import { formatUsd } from '../../components/money';

/** Spec §9: dates as "MMM d, yyyy"; '' for a missing or bad value. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMM d, yyyy') : '';
}

export function propertyTypeLabel(type: LighthousePropertyType | string): string {
  return LIGHTHOUSE_PROPERTY_TYPE_LABELS[type as LighthousePropertyType] ?? type;
}

/** "$650.00 / month", or "Rent not listed". */
export function rentLine(monthlyRent: string | null): string {
  return monthlyRent === null ? 'Rent not listed' : `${formatUsd(monthlyRent)} / month`;
}

/** "Available from Jan 1, 2030", "… until …", or both. */
export function availabilityLine(from: string | null, until: string | null): string {
  const a = formatDate(from);
  const b = formatDate(until);
  if (a && b) return `Available ${a} to ${b}`;
  if (a) return `Available from ${a}`;
  if (b) return `Available until ${b}`;
  return 'Availability not listed';
}

export const MATCH_STATUS_LABELS: Readonly<Record<LighthouseMatchStatus, string>> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Not accepted',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

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
  if (status === 'accepted') return LIGHTHOUSE_TEXTS.accepted;
  if (status === 'rejected') return LIGHTHOUSE_TEXTS.rejected;
  return null;
}
