import type { MatchingRunResult, AdminPartnership, Report, SupportMatchStats } from '@pfe/contracts/supportmatch';
import type { AdminJson } from '../../sub-app-console';

const API = '/api/supportmatch/admin';
const id = encodeURIComponent;

/** SupportMatch's custom console actions, merged into the data provider from its manifest entry. */
export interface SupportMatchAdminApi {
  /** GET /api/supportmatch/admin/stats */
  getSupportMatchStats(): Promise<SupportMatchStats>;
  /** POST /api/supportmatch/admin/partnerships/run-matching, with an empty body. */
  runMatching(): Promise<MatchingRunResult>;
  /** PUT /api/supportmatch/admin/partnerships/{id}/status {status} */
  setPartnershipStatus(id: string, status: 'ended' | 'cancelled' | 'completed'): Promise<Pick<AdminPartnership, 'id' | 'status' | 'startDate' | 'endDate'>>;
  /** PUT /api/supportmatch/admin/reports/{id}/status {status, resolution?} */
  setReportStatus(id: string, status: 'resolved' | 'dismissed', resolution?: string): Promise<Report>;
}

export function supportMatchAdminApi(json: AdminJson): SupportMatchAdminApi {
  return {
    getSupportMatchStats: () => json(`${API}/stats`),
    runMatching: () => json(`${API}/partnerships/run-matching`, { method: 'POST' }),
    setPartnershipStatus: (partnershipId, status) => json(`${API}/partnerships/${id(partnershipId)}/status`, { method: 'PUT', body: JSON.stringify({ status }) }),
    setReportStatus: (reportId, status, resolution) => {
      const notes = resolution?.trim();
      return json(`${API}/reports/${id(reportId)}/status`, { method: 'PUT', body: JSON.stringify(notes ? { status, resolution: notes } : { status }) });
    },
  };
}
