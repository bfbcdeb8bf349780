import { currentLanguage, intlLocale } from '.';

/**
 * Dates, times and money in the UI's language (issue 33), through Intl only (no date library on
 * the first page). English keeps the spec's forms ("MMM d, yyyy": "Mar 5, 2026"; "$12.50");
 * another language uses Intl's own order and separators for it, in the US (amounts stay in US
 * dollars): "5 mar 2026".
 */
export function formatDay(date: Date): string {
  return new Intl.DateTimeFormat(intlLocale(currentLanguage()), { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** An ISO instant, or a calendar day ("2026-03-05": that day where the viewer is); null when it is not a date. */
export function parseIso(iso: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A day from an ISO string; '' for a missing or bad value. */
export function formatIsoDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseIso(iso);
  return date ? formatDay(date) : '';
}

/** A time of day, e.g. "3:05 PM" / "3:05 p.m.". */
export function formatTime(date: Date): string {
  return date.toLocaleTimeString(intlLocale(), { hour: 'numeric', minute: '2-digit' });
}

const usd = new Map<string, Intl.NumberFormat>();
/** US dollars with two decimals in the UI's language. */
export function usdFormat(): Intl.NumberFormat {
  const locale = intlLocale();
  let f = usd.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    usd.set(locale, f);
  }
  return f;
}

/** "a, b and c" in the UI's language. */
export function formatList(items: string[]): string {
  return new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(items);
}
