import { format, isValid, parseISO } from 'date-fns';

/** Spec §2: the method with hyphens replaced by spaces, e.g. "amazon-gift-card" → "amazon gift card". */
export function formatPaymentMethod(method: string | null | undefined): string {
  return (method ?? '').replaceAll('-', ' ');
}

/** Spec §9: dates are shown as "MMM d, yyyy" (in the viewer's time zone). */
export function formatPaymentDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMM d, yyyy') : '—';
}
