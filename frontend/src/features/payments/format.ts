import { format, isValid, parseISO } from 'date-fns';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@pfe/contracts';
import { currentLanguage, i18n } from '../../lib/i18n';
import { formatDay } from '../../lib/i18n/format';

/**
 * The method as people write it, the console's labels (PAYMENT_METHOD_LABELS): "amazon-gift-card"
 * → "Amazon Gift Card", "paypal" → "PayPal"; a value outside the list with its hyphens made spaces.
 */
export function formatPaymentMethod(method: string | null | undefined): string {
  if (!method) return '';
  if (!Object.hasOwn(PAYMENT_METHOD_LABELS, method)) return method.replaceAll('-', ' ');
  // Brand names stay as they are; the few words in them are in the UI's language (`payments:methods`).
  const key = `payments:methods.${method}`;
  return i18n.exists(key) ? i18n.t(key) : PAYMENT_METHOD_LABELS[method as PaymentMethod];
}

/** Spec §9: dates are shown as "MMM d, yyyy" (in the viewer's time zone). */
export function formatPaymentDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = parseISO(iso);
  if (!isValid(date)) return '—';
  // English keeps the spec's "MMM d, yyyy"; another language Intl's order ("5 mar 2026").
  return currentLanguage() === 'en' ? format(date, 'MMM d, yyyy') : formatDay(date);
}
