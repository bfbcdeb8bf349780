import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '@pfe/contracts';
import { api } from '../../../lib/api-client';
import { socketRelayKey } from './keys';

export const announcementsQueryKey = [...socketRelayKey, 'announcements'] as const;

/** GET /api/socketrelay/announcements: active, unexpired, newest first (the shared announcements module). */
export function getAnnouncements(): Promise<Announcement[]> {
  return api.get<Announcement[]>('/api/socketrelay/announcements');
}

export function useAnnouncements() {
  return useQuery(queryOptions({ queryKey: announcementsQueryKey, queryFn: getAnnouncements }));
}
