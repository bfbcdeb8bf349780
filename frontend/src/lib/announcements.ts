import { useQuery } from '@tanstack/react-query';
import type { Announcement, AnnouncementApp } from '@pfe/contracts';
import { api } from './api-client';

/**
 * An app's announcements for members, from the platform's announcements seam (the same route for
 * every app): GET /api/<app>/announcements, active, unexpired, newest first. The query key starts
 * with the app's root key (`[<app>]`, its feature's `api/keys.ts`), so refreshing the app refreshes
 * its announcements too.
 */
export function useAnnouncements(app: AnnouncementApp) {
  return useQuery({ queryKey: [app, 'announcements'] as const, queryFn: () => api.get<Announcement[]>(`/api/${app}/announcements`) });
}
