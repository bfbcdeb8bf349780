import type { SleepStoryCategory } from '@pfe/contracts/sleepstories';
import { i18n } from '../../lib/i18n';

export { formatClock } from '../../lib/durations';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`sleepstories:${key}`, options);

/** A story's category in the member's language (the value itself for a category this version does not know). */
export function categoryLabel(category: SleepStoryCategory | string): string {
  return t(`categories.${category}`, { defaultValue: category });
}

/**
 * Spec §9: durations in minutes, or hours and minutes above 60 minutes ("45 min", "60 min",
 * "1 hr 5 min", "2 hr"), in the member's language. Minutes are rounded; anything under a minute
 * reads "1 min".
 */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(Math.max(0, seconds) / 60));
  if (minutes <= 60) return t('duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t('duration.hours', { hours }) : t('duration.hoursMinutes', { hours, minutes: rest });
}

/** The sleep timer's line: "Stops in 14:33", or "Stops at the end of the story". */
export function timerText(left: number): string {
  if (!Number.isFinite(left)) return t('player.stopsAtEnd');
  const total = Math.ceil(left);
  const m = Math.floor(total / 60);
  const s = String(total % 60).padStart(2, '0');
  return t('player.stopsIn', { time: `${m}:${s}` });
}

/**
 * Whether an image address is on this site. Pictures from elsewhere are not loaded: a third-party
 * host would learn who opens the library, and when.
 */
export function isSameOrigin(url: string | null | undefined, origin: string = window.location.origin): boolean {
  if (!url) return false;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}
