import { ApiError, codeOf } from '../../lib/api-client';
import { i18n, intlLocale } from '../../lib/i18n';

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
  if (!date || Number.isNaN(date.getTime())) return i18n.t('auth:suspended.open');
  const when = date.toLocaleString(locale ?? intlLocale(), { dateStyle: 'long', timeStyle: 'short' });
  return i18n.t('auth:suspended.until', { when });
}
