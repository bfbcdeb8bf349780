import { formatDistanceToNow } from 'date-fns';
import { currentLanguage, intlLocale } from '.';

/**
 * "3 minutes ago" / "hace 3 minutos": date-fns' words in English (as the screens said before
 * issue 33), Intl's in another language. Its own module: date-fns stays off the first page.
 */
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
