import { ApiError, codeOf } from '../../lib/api-client';

/** What a suspended member's sign-in answered (403 `account.suspended`, issue 32). */
export interface SuspensionAnswer {
  /** ISO 8601, or null: until a moderator lifts it. */
  until: string | null;
  reason: string | null;
  actionId: string | null;
  appealed: boolean;
}

/** The suspension a refused sign-in names, or undefined for any other error. */
export function suspensionOf(error: unknown): SuspensionAnswer | undefined {
  if (codeOf(error) !== 'account.suspended') return undefined;
  let body: Partial<SuspensionAnswer> = {};
  if (error instanceof ApiError) {
    try {
      body = JSON.parse(error.body) as Partial<SuspensionAnswer>;
    } catch {
      body = {};
    }
  }
  return {
    until: typeof body.until === 'string' ? body.until : null,
    reason: typeof body.reason === 'string' ? body.reason : null,
    actionId: typeof body.actionId === 'string' ? body.actionId : null,
    appealed: body.appealed === true,
  };
}

/**
 * What the sign-in form says to a suspended member: until when (or that it lasts until a moderator
 * lifts it) and why; undefined for any other error.
 */
export function suspensionMessage(error: unknown, locale?: string): string | undefined {
  const suspension = suspensionOf(error);
  if (!suspension) return undefined;
  const why = suspension.reason ? ` Reason: ${suspension.reason}` : '';
  const date = suspension.until ? new Date(suspension.until) : null;
  if (!date || Number.isNaN(date.getTime())) return `Your account is suspended until a moderator lifts the suspension.${why}`;
  const when = date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
  return `Your account is suspended until ${when}. You can sign in again after that.${why}`;
}
