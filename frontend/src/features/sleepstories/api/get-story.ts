import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SleepStoryDetail } from '@pfe/contracts/sleepstories';
import { api } from '../../../lib/api-client';
import { sleepStoriesKey } from './keys';

export const storyQueryKey = (id: string) => [...sleepStoriesKey, 'story', id] as const;

/** One active story with the member's own saved position. */
export function getStory(id: string): Promise<SleepStoryDetail> {
  return api.get<SleepStoryDetail>(`/api/sleepstories/${encodeURIComponent(id)}`);
}

export function useStory(id: string) {
  // The saved position is read fresh each time the page opens (nothing kept from an earlier visit),
  // and once only: a refetch while listening must not move the player.
  return useQuery(queryOptions({ queryKey: storyQueryKey(id), queryFn: () => getStory(id), retry: false, refetchOnWindowFocus: false, gcTime: 0 }));
}

/** Where the hosted audio streams from (HTTP Range). */
export function audioUrl(id: string): string {
  return `/api/sleepstories/${encodeURIComponent(id)}/audio`;
}
