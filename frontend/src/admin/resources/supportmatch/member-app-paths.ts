/**
 * The member app's SupportMatch admin paths (spec sub-apps §2: /apps/supportmatch/admin,
 * /admin/partnerships, /admin/reports, /admin/announcements, /admin/users) lead into the admin
 * console. No imports: the main router uses this without loading the console's chunk.
 */
export const SUPPORTMATCH_CONSOLE_BASE = '/admin/supportmatch';

/** The member app's sub-path → the console's (the read-only "users" list is the profiles resource). */
const RENAMED: Readonly<Record<string, string>> = { users: 'profiles' };

/**
 * Where /apps/supportmatch/admin/<rest> leads in the console: `''` → /admin/supportmatch,
 * `users` → /admin/supportmatch/profiles, anything else keeps its path under /admin/supportmatch.
 */
export function supportMatchConsolePath(rest: string | undefined): string {
  const segments = (rest ?? '').split('/').filter(Boolean);
  if (segments.length === 0) return SUPPORTMATCH_CONSOLE_BASE;
  const [first, ...others] = segments;
  return [SUPPORTMATCH_CONSOLE_BASE, RENAMED[first] ?? first, ...others].join('/');
}
