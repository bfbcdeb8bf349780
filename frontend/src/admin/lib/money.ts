/**
 * Amounts as the server takes them (backend common/money): plain decimals with at most two
 * places ("12", "12.5", "12.50"; no "1e3", "0x10", "+5" or "1,000"), up to the numeric(10,2)
 * column's limit. The console says so before sending, in its language (the constants are the English).
 */
import { adminT } from './i18n';

export const MAX_AMOUNT = '99999999.99';
export const AMOUNT_FORMAT = 'Amount must be a number with at most two decimals, like 12.50';
export const AMOUNT_TOO_LARGE = 'Amount must be at most $99,999,999.99';

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Why `text` is not an amount the server accepts (undefined when it is one); `positive`: zero is refused too. */
export function amountProblem(text: string, { positive = true, format = adminT('money.format') }: { positive?: boolean; format?: string } = {}): string | undefined {
  const match = PLAIN_DECIMAL.exec(text.trim());
  if (!match) return format;
  const whole = match[1].replace(/^0+(?=\d)/, '');
  const cents = whole.length > 8 ? Infinity : Number(whole) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  if (cents > 9_999_999_999) return adminT('money.tooLarge');
  if (positive && cents === 0) return format;
  return undefined;
}
