import { formatDistance, isValid, parseISO } from 'date-fns';
import type { SocketRelayFulfillment, SocketRelayFulfillmentStatus, SocketRelayOwnRequest } from '@pfe/contracts/socketrelay';
import { currentLanguage, i18n, intlLocale } from '../../lib/i18n';
import { formatDay } from '../../lib/i18n/format';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`socketrelay:${key}`, options);

/**
 * Who does what in a fulfilment, by its status (issue 21 item 16): "is fulfilling" only while it is
 * active. A cancellation reads the same whoever or whatever caused it.
 */
export function roleLine(role: 'requester' | 'fulfiller', status: SocketRelayFulfillmentStatus, name: string): string {
  return t(`role.${role}.${status}`, { name, defaultValue: t(`role.${role}.active`, { name }) });
}

/** The dashboard's short line for one of my fulfilments, by status. */
export function fulfillmentCaption(role: 'requester' | 'fulfiller', status: SocketRelayFulfillmentStatus, name: string): string {
  return t(`caption.${role}.${status}`, { name, defaultValue: t(`caption.${role}.cancelled`, { name }) });
}

/** A day in the spec's format ("Mar 5, 2026"; Intl's own order in another language); '' for a bad value. */
export function dayOf(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? formatDay(date) : '';
}

/**
 * When a closed fulfilment closed, and by whom when one of the two closed it: "Closed by you on
 * Mar 5, 2026", "Closed by River on …", or "Closed on …" when the platform closed it.
 */
export function closedLine(f: Pick<SocketRelayFulfillment, 'closedBy' | 'closedAt'>, me: string, otherName: string): string {
  if (!f.closedAt) return '';
  const date = dayOf(f.closedAt);
  if (!date) return '';
  if (f.closedBy === me) return t('closed.byYou', { date });
  if (f.closedBy) return t('closed.byOther', { name: otherName, date });
  return t('closed.byPlatform', { date });
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "in about 3 hours": date-fns's words in English (the spec's), Intl's in another language. */
function distance(date: Date, now: Date): string {
  if (currentLanguage() === 'en') return formatDistance(date, now, { addSuffix: true });
  const seconds = (date.getTime() - now.getTime()) / 1000;
  const rtf = new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  return rtf.format(0, 'minute');
}

/** Spec §9: chat times as relative times ("5 minutes ago"). */
export function relativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  // A clock a little ahead of the server's must not say "in a few seconds".
  return distance(date > now ? now : date, now);
}

/**
 * When a request expires: "in 3 hours" within the next day (a date alone hides that it is today),
 * else the date in the spec's format (issue 21 item 16).
 */
export function expiryText(iso: string, now: Date = new Date()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  const left = date.getTime() - now.getTime();
  if (left > 0 && left < 24 * 60 * 60 * 1000) return distance(date, now);
  return formatDay(date);
}

/**
 * Spec §2: the chat's status badge shows the status in words (issue 28 item 10: never the raw
 * "active" / "completed success"), the close dialog's outcomes shortened; an unknown status reads
 * with spaces, capitalised.
 */
export function statusText(status: string): string {
  const text = status.replaceAll('_', ' ');
  return t(`status.${status}`, { defaultValue: text.charAt(0).toUpperCase() + text.slice(1) });
}

/** Spec §2: my fulfilments are grouped as these four, in this order (titles: socketrelay:groups.<status>). */
export const FULFILLMENT_GROUPS: SocketRelayFulfillmentStatus[] = ['active', 'completed_success', 'completed_failure', 'cancelled'];

/** Spec §5: the request box's client-side check; null when it may be sent. */
export function descriptionError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return t('validation.descriptionRequired');
  if (trimmed.length > 140) return t('validation.descriptionTooLong');
  return null;
}

/** A member's own request as she sees it (its chip and the dashboard's counters). */
export type OwnState = 'open' | 'in_progress' | 'fulfilled' | 'expired' | 'withdrawn' | 'removed';

/** Which of her states a member's own request is in: being fulfilled while a fulfilment is active. */
export function ownState(r: SocketRelayOwnRequest): OwnState {
  if (r.status === 'removed' || r.status === 'withdrawn') return r.status;
  if (r.status === 'fulfilled') return 'fulfilled';
  if (r.activeFulfillmentId) return 'in_progress';
  return r.status === 'expired' ? 'expired' : 'open';
}
