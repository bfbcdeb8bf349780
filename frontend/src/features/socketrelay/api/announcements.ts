import { useQuery } from '@tanstack/react-query';
import type { Announcement } from '@pfe/contracts';
import { api } from '../../../lib/api-client';
import { socketRelayKey } from './keys';

/** GET /api/socketrelay/announcements: active, unexpired, newest first (the shared announcements module). */
export function useAnnouncements() {
  return useQuery({ queryKey: [...socketRelayKey, 'announcements'], queryFn: () => api.get<Announcement[]>('/api/socketrelay/announcements') });
}
