import { ApiError, codeOf } from '../../lib/api-client';
import { i18n, intlLocale } from '../../lib/i18n';

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
  const date = suspension.until ? new Date(suspension.until) : null;
  const until =
    !date || Number.isNaN(date.getTime())
      ? i18n.t('auth:suspended.open')
      : i18n.t('auth:suspended.until', { when: date.toLocaleString(locale ?? intlLocale(), { dateStyle: 'long', timeStyle: 'short' }) });
  return suspension.reason ? `${until} ${i18n.t('auth:suspended.reason', { reason: suspension.reason })}` : until;
}
