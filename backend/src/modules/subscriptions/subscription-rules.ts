import { SubscriptionStatus } from '@pfe/contracts';

/** The billing month (UTC) a moment falls in, as YYYY-MM. */
export function billingMonthOf(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The first instant of the UTC calendar month of `date`, and of the next one. */
export function monthBounds(date: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)),
    end: new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)),
  };
}

export interface StatusInput {
  isAdmin: boolean;
  /** Has redeemed an invite code. */
  isMember: boolean;
  current: SubscriptionStatus;
  /** The member's locked monthly rate, in cents. */
  rateCents: number;
  /** What the member paid towards the current billing month, in cents. */
  paidCents: number;
  /** When the member joined (redeemed their invite). */
  joinedAt: Date;
  now: Date;
  graceDays: number;
}

/**
 * The subscription rule:
 * - admins and people who have not redeemed an invite are not billed: their status is left as it is;
 * - `inactive` is an admin's pause and stays until an admin lifts it;
 * - a member who paid their rate for the current billing month is `active`;
 * - otherwise the month's payment is due `graceDays` after the later of the month's start and
 *   the day they joined; before that they are `active`, from then on `overdue`.
 */
export function computeStatus(input: StatusInput): SubscriptionStatus {
  if (input.isAdmin || !input.isMember || input.current === 'inactive') return input.current;
  if (input.paidCents >= input.rateCents) return 'active';
  const { start } = monthBounds(input.now);
  const from = Math.max(start.getTime(), input.joinedAt.getTime());
  const due = from + input.graceDays * 24 * 60 * 60 * 1000;
  return input.now.getTime() >= due ? 'overdue' : 'active';
}
