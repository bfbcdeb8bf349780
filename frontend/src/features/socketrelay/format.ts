import { format, formatDistance, isValid, parseISO } from 'date-fns';
import type { SocketRelayFulfillment, SocketRelayFulfillmentStatus } from '@pfe/contracts/socketrelay';

/**
 * Who does what in a fulfilment, by its status (issue 21 item 16): "is fulfilling" only while it is
 * active. A cancellation reads the same whoever or whatever caused it.
 */
export function roleLine(role: 'requester' | 'fulfiller', status: SocketRelayFulfillmentStatus, name: string): string {
  if (role === 'requester') {
    if (status === 'completed_success') return `You are the requester. ${name} fulfilled your request.`;
    if (status === 'completed_failure') return `You are the requester. ${name} tried to fulfill your request; it did not work out.`;
    if (status === 'cancelled') return `You are the requester. ${name}'s fulfillment of your request was cancelled.`;
    return `You are the requester. ${name} is fulfilling your request.`;
  }
  if (status === 'completed_success') return `You fulfilled ${name}'s request.`;
  if (status === 'completed_failure') return `You tried to fulfill ${name}'s request; it did not work out.`;
  if (status === 'cancelled') return `Your fulfillment of ${name}'s request was cancelled.`;
  return `You are the fulfiller of ${name}'s request.`;
}

/** The dashboard's short line for one of my fulfilments, by status. */
export function fulfillmentCaption(role: 'requester' | 'fulfiller', status: SocketRelayFulfillmentStatus, name: string): string {
  if (status === 'active') return role === 'fulfiller' ? `You are fulfilling ${name}'s request` : `${name} is fulfilling your request`;
  if (status === 'completed_success') return role === 'fulfiller' ? `You fulfilled ${name}'s request` : `${name} fulfilled your request`;
  if (status === 'completed_failure') return role === 'fulfiller' ? `You tried to fulfill ${name}'s request` : `${name} tried to fulfill your request`;
  return role === 'fulfiller' ? `Your fulfillment of ${name}'s request was cancelled` : `${name}'s fulfillment of your request was cancelled`;
}

/**
 * When a closed fulfilment closed, and by whom when one of the two closed it: "Closed by you on
 * Mar 5, 2026", "Closed by River on …", or "Closed on …" when the platform closed it.
 */
export function closedLine(f: Pick<SocketRelayFulfillment, 'closedBy' | 'closedAt'>, me: string, otherName: string): string {
  if (!f.closedAt) return '';
  const date = parseISO(f.closedAt);
  if (!isValid(date)) return '';
  const when = format(date, 'MMM d, yyyy');
  if (f.closedBy === me) return `Closed by you on ${when}`;
  if (f.closedBy) return `Closed by ${otherName} on ${when}`;
  return `Closed on ${when}`;
}

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

/**
 * A fulfilment's badge in words (issue 28 item 10: never the raw "active" / "completed success"),
 * the close dialog's outcomes shortened; an unknown status reads with spaces, capitalised.
 */
const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  completed_success: 'Completed',
  completed_failure: 'Not Completed',
  cancelled: 'Cancelled',
};

/** Spec §2: the chat's status badge shows the status (in words, with no underscores). */
export function statusText(status: string): string {
  const known = STATUS_LABELS[status];
  if (known) return known;
  const text = status.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
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
