/**
 * The member app's LightHouse admin paths (spec sub-apps §2: /apps/lighthouse/admin and
 * /admin/announcements) lead into the admin console. No imports: the main router uses this without
 * loading the console's chunk.
 */
export const LIGHTHOUSE_CONSOLE_BASE = '/admin/lighthouse';

/** Where /apps/lighthouse/admin/<rest> leads: `''` → /admin/lighthouse, anything else keeps its path under it. */
export function lighthouseConsolePath(rest: string | undefined): string {
  const segments = (rest ?? '').split('/').filter(Boolean);
  return [LIGHTHOUSE_CONSOLE_BASE, ...segments].join('/');
}
