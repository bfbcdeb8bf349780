import { formatDistanceToNowStrict, isValid, parseISO } from 'date-fns';

/** "5 minutes ago"; '' for a bad value. */
export function formatDistanceToNow(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? formatDistanceToNowStrict(date, { addSuffix: true }) : '';
}

/**
 * A notification switch's accessible name outside its card: the app's kinds name the app
 * ("SupportMatch unread messages"), so the three apps' "Unread messages" switches differ; the
 * account's own kinds read as they are.
 */
export function preferenceName(label: string, app?: string): string {
  return app ? `${app} ${label.charAt(0).toLowerCase()}${label.slice(1)}` : label;
}
