import { formatDate } from '../../lib/format-date';
import { i18n } from '../../lib/i18n';

export { formatDate };

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`supportmatch:${key}`, options);

/** Spec §2 History: a date, or 'N/A' when it is missing. */
export function dateOrNA(iso: string | null | undefined): string {
  return formatDate(iso) || t('common.na');
}

/**
 * Spec §2 Partnership: "start date to end date", the end reading 'Ongoing' when there is none;
 * the '(30-day partnership)' note (spec §9: 30 days, by UI label) goes with an end date only.
 */
export function durationLine(startDate: string | null | undefined, endDate: string | null | undefined): { range: string; note?: string } {
  const start = formatDate(startDate);
  const end = formatDate(endDate);
  if (!end) return { range: start ? t('format.rangeOngoing', { start }) : t('common.ongoing') };
  return { range: t('format.range', { start: start || t('common.na'), end }), note: t('format.partnershipLabel') };
}

/** Spec §2: the partnership status shown capitalised, underscores as spaces ("ended_early" → "Ended early"). */
export function capitalise(value: string | null | undefined): string {
  const text = (value ?? '').replaceAll('_', ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

/** A partnership's status in the member's language (capitalised English for a status this version does not know). */
export function statusLabel(value: string | null | undefined): string {
  return value ? t(`status.${value}`, { defaultValue: capitalise(value) }) : '';
}
