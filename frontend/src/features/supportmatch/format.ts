import { formatDate } from '../../lib/format-date';

export { formatDate };

/** Spec §2 History: a date, or 'N/A' when it is missing. */
export function dateOrNA(iso: string | null | undefined): string {
  return formatDate(iso) || 'N/A';
}

/** The partnership length the UI names (spec §9: 30 days, by UI label). */
export const PARTNERSHIP_LABEL = '(30-day partnership)';

/**
 * Spec §2 Partnership: "start date to end date", the end reading 'Ongoing' when there is none;
 * the '(30-day partnership)' note goes with an end date only.
 */
export function durationLine(startDate: string | null | undefined, endDate: string | null | undefined): { range: string; note?: string } {
  const start = formatDate(startDate);
  const end = formatDate(endDate);
  if (!end) return { range: start ? `${start} to Ongoing` : 'Ongoing' };
  return { range: `${start || 'N/A'} to ${end}`, note: PARTNERSHIP_LABEL };
}

/** Spec §2: the partnership status shown capitalised, underscores as spaces ("ended_early" → "Ended early"). */
export function capitalise(value: string | null | undefined): string {
  const text = (value ?? '').replaceAll('_', ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}
