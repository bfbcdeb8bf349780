/** Where the SupportMatch screens live (spec §2). */
export const SUPPORTMATCH_PATHS = {
  dashboard: '/apps/supportmatch',
  profile: '/apps/supportmatch/profile',
  partnership: '/apps/supportmatch/partnership',
  announcements: '/apps/supportmatch/announcements',
  history: '/apps/supportmatch/history',
  safety: '/apps/supportmatch/safety',
} as const;
