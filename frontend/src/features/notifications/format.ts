import { formatDistanceToNowStrict, isValid, parseISO } from 'date-fns';

/** "5 minutes ago"; '' for a bad value. */
export function formatDistanceToNow(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? formatDistanceToNowStrict(date, { addSuffix: true }) : '';
}
