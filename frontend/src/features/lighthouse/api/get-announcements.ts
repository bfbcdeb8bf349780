import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '@pfe/contracts';
import { api } from '../../../lib/api-client';
import { lighthouseKey } from './keys';

export const announcementsQueryKey = [...lighthouseKey, 'announcements'] as const;

/** GET /api/lighthouse/announcements: active, unexpired, newest first. */
export function getAnnouncements(): Promise<Announcement[]> {
  return api.get<Announcement[]>('/api/lighthouse/announcements');
}

export function useAnnouncements() {
  return useQuery(queryOptions({ queryKey: announcementsQueryKey, queryFn: getAnnouncements }));
}
