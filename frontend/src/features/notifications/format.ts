import { formatDistanceToNowStrict, isValid, parseISO } from 'date-fns';
import { currentLanguage } from '../../lib/i18n';
import { formatAgo } from '../../lib/i18n/ago';

/** "5 minutes ago" (date-fns' strict words in English, Intl's "hace 5 minutos" in another language); '' for a bad value. */
export function formatDistanceToNow(iso: string): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  return currentLanguage() === 'en' ? formatDistanceToNowStrict(date, { addSuffix: true }) : formatAgo(iso);
}

/**
 * A notification switch's accessible name outside its card: the app's kinds name the app
 * ("SupportMatch unread messages"), so the three apps' "Unread messages" switches differ; the
 * account's own kinds read as they are.
 */
export function preferenceName(label: string, app?: string): string {
  return app ? `${app} ${label.charAt(0).toLowerCase()}${label.slice(1)}` : label;
}
