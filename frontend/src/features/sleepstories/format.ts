import type { SleepStoryCategory } from '@pfe/contracts/sleepstories';

export { formatClock, formatDuration } from '../../lib/durations';

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
