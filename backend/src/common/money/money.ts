/** Money is numeric(10,2) in the database, a two-decimal string in JSON, and integer cents in arithmetic. */
export const MAX_AMOUNT_CENTS = 9_999_999_999; // 99,999,999.99

/** A plain decimal: digits, then at most two decimals. No sign, exponent, hex, separators or spaces inside. */
const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** What is wrong with an amount: not a plain decimal with at most two places, or past the column's limit. */
export type AmountProblem = 'format' | 'tooLarge';

function parseAmount(value: unknown): number | AmountProblem {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return 'format';
    if (value > MAX_AMOUNT_CENTS / 100) return 'tooLarge';
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else return 'format';
  const match = AMOUNT.exec(text);
  if (!match) return 'format';
  const whole = match[1].replace(/^0+(?=\d)/, '');
  if (whole.length > 8) return 'tooLarge';
  const cents = Number(whole) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents <= MAX_AMOUNT_CENTS ? cents : 'tooLarge';
}

/** Parses "12.5", "12.50" or 12.5 into cents; null when it is not a valid non-negative amount with at most two decimals. */
export function toCents(value: unknown): number | null {
  const parsed = parseAmount(value);
  return typeof parsed === 'number' ? parsed : null;
}

/** Why `value` is not an amount (undefined when it is one). */
export function amountProblem(value: unknown): AmountProblem | undefined {
  const parsed = parseAmount(value);
  return typeof parsed === 'number' ? undefined : parsed;
}

/** Cents as a member reads them: `$99,999,999.99`. */
export function formatDollars(cents: number): string {
  const [whole, decimals] = fromCents(cents).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
}

/** The refusal of an amount past the column's limit. */
export const AMOUNT_TOO_LARGE = `Amount must be at most ${formatDollars(MAX_AMOUNT_CENTS)}`;

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A numeric string from PostgreSQL ("12.5", "12.50") to cents. */
export function dbToCents(value: string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const cents = toCents(value);
  if (cents === null) throw new Error(`Not an amount: ${value}`);
  return cents;
}
