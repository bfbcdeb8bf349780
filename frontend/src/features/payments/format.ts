import { format, isValid, parseISO } from 'date-fns';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@pfe/contracts';

/**
 * The method as people write it, the console's labels (PAYMENT_METHOD_LABELS): "amazon-gift-card"
 * → "Amazon Gift Card", "paypal" → "PayPal"; a value outside the list with its hyphens made spaces.
 */
export function formatPaymentMethod(method: string | null | undefined): string {
  if (!method) return '';
  return Object.hasOwn(PAYMENT_METHOD_LABELS, method) ? PAYMENT_METHOD_LABELS[method as PaymentMethod] : method.replaceAll('-', ' ');
}

/** Spec §9: dates are shown as "MMM d, yyyy" (in the viewer's time zone). */
export function formatPaymentDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMM d, yyyy') : '—';
}
