import { amountProblem } from '../../lib/money';
import { adminT } from '../../lib/i18n';

/** Spec §5 "Pricing tier form": the amount is required and must be a number greater than zero (a plain decimal, at most $99,999,999.99). */
/** The English of `pricing.validation.*` (admin.json); the form says them in the console's language. */
export const AMOUNT_REQUIRED = 'Amount is required';
export const AMOUNT_POSITIVE = 'Amount must be a positive number';

export function validateTierAmount(amount: string): string | undefined {
  const text = amount.trim();
  if (text === '') return adminT('pricing.validation.required');
  return amountProblem(text, { format: adminT('pricing.validation.positive') });
}

/** Today as a date input's value (YYYY-MM-DD, local). */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A date input's value as the ISO timestamp of that day's local midnight, so the tier shows the
 * chosen day wherever the admin is; empty means today (spec §5: effectiveDate defaults to today).
 */
export function effectiveDateIso(value: string, now: Date = new Date()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const day = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return day.toISOString();
}

/** Spec §7: {amount (string), effectiveDate (date), isCurrentTier (boolean)}. */
export function createTierPayload(form: { amount: string; effectiveDate: string; isCurrentTier: boolean }, now: Date = new Date()) {
  return {
    amount: form.amount.trim(),
    effectiveDate: effectiveDateIso(form.effectiveDate, now),
    isCurrentTier: form.isCurrentTier,
  };
}
