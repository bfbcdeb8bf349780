/** Money is numeric(10,2) in the database, a two-decimal string in JSON, and integer cents in arithmetic. */
export const MAX_AMOUNT_CENTS = 9_999_999_999; // 99,999,999.99

const AMOUNT = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/** Parses "12.5", "12.50" or 12.5 into cents; null when it is not a valid non-negative amount with at most two decimals. */
export function toCents(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else return null;
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents <= MAX_AMOUNT_CENTS ? cents : null;
}

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
