import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Announcement } from '@pfe/contracts';
import { supportMatchKey } from './keys';

export const announcementsQueryKey = [...supportMatchKey, 'announcements'] as const;

/** Active, unexpired SupportMatch announcements, newest first. */
export function getAnnouncements(): Promise<Announcement[]> {
  return api.get<Announcement[]>('/api/supportmatch/announcements');
}

export const announcementsQueryOptions = () => queryOptions({ queryKey: announcementsQueryKey, queryFn: getAnnouncements });

export function useAnnouncements() {
  return useQuery(announcementsQueryOptions());
}
