import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SleepStorySummary } from '@pfe/contracts/sleepstories';
import { api } from '../../../lib/api-client';
import { sleepStoriesKey } from './keys';

export const storiesQueryKey = [...sleepStoriesKey, 'stories'] as const;

/** The active stories, newest first. */
export function getStories(): Promise<SleepStorySummary[]> {
  return api.get<SleepStorySummary[]>('/api/sleepstories');
}

export function useStories() {
  return useQuery(queryOptions({ queryKey: storiesQueryKey, queryFn: getStories }));
}
