import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OwnReport as SupportMatchReport } from '@pfe/contracts/supportmatch';

export interface ReportInput {
  reportedUserId: string;
  partnershipId?: string;
  reason: string;
  description: string;
}

export function createReport(input: ReportInput): Promise<SupportMatchReport> {
  return api.post<SupportMatchReport>('/api/supportmatch/reports', input);
}

/** POST /api/supportmatch/reports (members have no list of their reports to refresh). */
export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
