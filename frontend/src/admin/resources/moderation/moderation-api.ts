import type { ModerationActionEntry, ModerationAppealEntry, ModerationMember, ModerationReport, ModerationReportStatus } from '@pfe/contracts';
import { api, type RequestOptions } from '../../../lib/api-client';

export interface ModerationActBody {
  userId: string;
  action: 'warn' | 'suspend' | 'lift';
  days?: number | null;
  reason: string;
  reportId?: string;
}

/** The moderation calls the console makes beside react-admin's list (all under /api/moderation). */
export const moderationApi = {
  setReportStatus: (id: string, status: ModerationReportStatus) => api.put<ModerationReport>(`/api/moderation/reports/${id}`, { status }),
  act: (body: ModerationActBody, options?: RequestOptions) => api.post<ModerationActionEntry>('/api/moderation/actions', body, options),
  member: (id: string) => api.get<ModerationMember>(`/api/moderation/members/${id}`),
  decide: (id: string, decision: 'upheld' | 'overturned') => api.put<ModerationAppealEntry>(`/api/moderation/appeals/${id}`, { decision }),
};
