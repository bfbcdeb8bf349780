/**
 * The member app's SleepStories admin paths (spec sub-apps §2: /apps/sleepstories/admin,
 * /apps/sleepstories/admin/announcements) lead into the admin console. No imports: the main
 * router uses this without loading the console's chunk.
 */
export const SLEEPSTORIES_CONSOLE_BASE = '/admin/sleepstories';

/** /apps/sleepstories/admin → the stories; /admin/announcements → the announcements; anything else keeps its path. */
export function sleepStoriesConsolePath(rest: string | undefined): string {
  const segments = (rest ?? '').split('/').filter(Boolean);
  if (segments.length === 0) return `${SLEEPSTORIES_CONSOLE_BASE}/stories`;
  return [SLEEPSTORIES_CONSOLE_BASE, ...segments].join('/');
}
