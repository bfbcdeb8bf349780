import { usdFormat } from '../lib/i18n/format';

/**
 * US dollars with two decimals (spec §1), in the UI's language, e.g. "1.00" → "$1.00", 1234.5 → "$1,234.50".
 * Amounts arrive as strings with two decimals; anything that is not a number is shown as given.
 */
export function formatUsd(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '$0.00';
  const value = typeof amount === 'number' ? amount : Number(amount.trim());
  if (!Number.isFinite(value)) return `$${String(amount)}`;
  return usdFormat().format(value);
}
