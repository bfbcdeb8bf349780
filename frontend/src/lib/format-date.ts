import { format, isValid, parseISO } from 'date-fns';

/** Spec §9: dates as "MMM d, yyyy" in the viewer's time zone; '' for a missing or bad value. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMM d, yyyy') : '';
}
