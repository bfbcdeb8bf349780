/** Where the SleepStories screens live (spec §2). */
export const SLEEPSTORIES_PATHS = {
  library: '/apps/sleepstories',
  story: (id: string) => `/apps/sleepstories/${encodeURIComponent(id)}`,
} as const;
