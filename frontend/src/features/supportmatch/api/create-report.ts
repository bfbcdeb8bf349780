import { api, type RequestOptions } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/intent-key';
import type { OwnReport as SupportMatchReport } from '@pfe/contracts/supportmatch';

export interface ReportInput {
  reportedUserId: string;
  partnershipId?: string;
  reason: string;
  description: string;
}

export function createReport(input: ReportInput, options?: RequestOptions): Promise<SupportMatchReport> {
  return api.post<SupportMatchReport>('/api/supportmatch/reports', input, options);
}

/** POST /api/supportmatch/reports (members have no list of their reports to refresh). */
export function useCreateReport() {
  return useIdempotentMutation({ mutationFn: (input: ReportInput, idempotencyKey) => createReport(input, { idempotencyKey }) });
}
