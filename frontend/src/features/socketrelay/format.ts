import { format, formatDistance, isValid, parseISO } from 'date-fns';
import type { SocketRelayFulfillmentStatus } from '@pfe/contracts';

/** Spec §9: chat times as relative times ("5 minutes ago"). */
export function relativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  // A clock a little ahead of the server's must not say "in a few seconds".
  return formatDistance(date > now ? now : date, now, { addSuffix: true });
}

/**
 * When a request expires: "in 3 hours" within the next day (a date alone hides that it is today),
 * else the date in the spec's format (issue 21 item 16).
 */
export function expiryText(iso: string, now: Date = new Date()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  const left = date.getTime() - now.getTime();
  if (left > 0 && left < 24 * 60 * 60 * 1000) return formatDistance(date, now, { addSuffix: true });
  return format(date, 'MMM d, yyyy');
}

/** Spec §2: the chat's status badge shows the status with underscores replaced by spaces. */
export function statusText(status: string): string {
  return status.replaceAll('_', ' ');
}

/** Spec §2: my fulfilments are grouped as these four, in this order. */
export const FULFILLMENT_GROUPS: { status: SocketRelayFulfillmentStatus; title: string }[] = [
  { status: 'active', title: 'Active' },
  { status: 'completed_success', title: 'Completed Successfully' },
  { status: 'completed_failure', title: 'Completed - Did Not Work Out' },
  { status: 'cancelled', title: 'Cancelled' },
];

/** Spec §5: the request box's client-side check; null when it may be sent. */
export function descriptionError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Please enter a description';
  if (trimmed.length > 140) return 'Description must be 140 characters or less';
  return null;
}
