import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';
import { currentLanguage, intlLocale } from '.';

/**
 * Dates, times and money in the UI's language (issue 33). English keeps the spec's forms ("MMM d,
 * yyyy", "$12.50"); another language uses Intl's own order and separators for it, in the US (amounts
 * stay in US dollars).
 */
export function formatDay(date: Date): string {
  const language = currentLanguage();
  if (language === 'en') return format(date, 'MMM d, yyyy');
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** A day from an ISO string; '' for a missing or bad value. */
export function formatIsoDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? formatDay(date) : '';
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

/** "3 minutes ago" / "hace 3 minutos" (date-fns' words for English, Intl's for another language). */
export function formatAgo(iso: string): string {
  const date = new Date(iso);
  const language = currentLanguage();
  if (language === 'en') return formatDistanceToNow(date, { addSuffix: true });
  const seconds = (date.getTime() - Date.now()) / 1000;
  const rtf = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 86400],
    ['month', 30 * 86400],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  return rtf.format(0, 'minute');
}
