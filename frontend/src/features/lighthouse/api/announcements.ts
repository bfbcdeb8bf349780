import { useQuery } from '@tanstack/react-query';
import type { Announcement } from '@pfe/contracts';
import { api } from '../../../lib/api-client';
import { lighthouseKey } from './keys';

/** GET /api/lighthouse/announcements: active, unexpired, newest first. */
export function useAnnouncements() {
  return useQuery({ queryKey: [...lighthouseKey, 'announcements'], queryFn: () => api.get<Announcement[]>('/api/lighthouse/announcements') });
}
