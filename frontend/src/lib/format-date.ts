import { formatIsoDay } from './i18n/format';

/** Spec §9: dates as "MMM d, yyyy" in the viewer's time zone (English; Intl's order in another language); '' for a missing or bad value. */
export function formatDate(iso: string | null | undefined): string {
  return formatIsoDay(iso);
}
