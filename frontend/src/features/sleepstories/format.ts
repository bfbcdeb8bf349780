import type { SleepStoryCategory } from '@pfe/contracts';

export { formatDuration } from '../../lib/durations';

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
