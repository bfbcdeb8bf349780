/** Every SleepStories query key starts with this. */
export const sleepStoriesKey = ['sleepstories'] as const;
