import { ApiError, codeOf } from '../../lib/api-client';

/**
 * What the sign-in form says to a suspended member (403 `account.suspended` with `until`, issue 32):
 * until when, or that it lasts until a moderator lifts it; undefined for any other error.
 */
export function suspensionMessage(error: unknown, locale?: string): string | undefined {
  if (codeOf(error) !== 'account.suspended') return undefined;
  let until: unknown = null;
  if (error instanceof ApiError) {
    try {
      until = (JSON.parse(error.body) as { until?: unknown }).until ?? null;
    } catch {
      until = null;
    }
  }
  const date = typeof until === 'string' ? new Date(until) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Your account is suspended until a moderator lifts the suspension. You can appeal once you are back, or write to your support coordinator.';
  const when = date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
  return `Your account is suspended until ${when}. You can sign in again after that.`;
}
