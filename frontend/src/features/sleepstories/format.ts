import type { SleepStoryCategory } from '@pfe/contracts';

/**
 * Spec §9: durations in minutes, or hours and minutes above 60 minutes ("45 min", "60 min",
 * "1 hr 5 min", "2 hr"). Minutes are rounded; anything under a minute reads "1 min".
 */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(Math.max(0, seconds) / 60));
  if (minutes <= 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** The same duration for a screen reader ("1 hour 5 minutes"). */
export function spokenDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(Math.max(0, seconds) / 60));
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes <= 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

/** A player clock: "m:ss", or "h:mm:ss" from an hour. */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export const CATEGORY_LABELS: Record<SleepStoryCategory, string> = {
  general: 'General',
  nature: 'Nature',
  fantasy: 'Fantasy',
  meditation: 'Meditation',
  bedtime: 'Bedtime',
};

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
