import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '@pfe/contracts';
import { api } from '../../../lib/api-client';
import { sleepStoriesKey } from './keys';

export const announcementsQueryKey = [...sleepStoriesKey, 'announcements'] as const;

/** Active, unexpired SleepStories announcements, newest first. */
export function getAnnouncements(): Promise<Announcement[]> {
  return api.get<Announcement[]>('/api/sleepstories/announcements');
}

export function useAnnouncements() {
  return useQuery(queryOptions({ queryKey: announcementsQueryKey, queryFn: getAnnouncements }));
}
