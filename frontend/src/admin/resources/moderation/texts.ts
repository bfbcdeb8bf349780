import { REPORT_REASON_LABELS } from '@pfe/contracts';
import type { ModerationReportStatus, ReportApp, ReportKind, ReportReason } from '@pfe/contracts';

export const APP_LABELS: Record<ReportApp, string> = { platform: 'Profile', supportmatch: 'SupportMatch', socketrelay: 'SocketRelay', lighthouse: 'LightHouse' };
export const KIND_LABELS: Record<ReportKind, string> = {
  member: 'Member',
  'supportmatch.partnership': 'Partnership',
  'socketrelay.request': 'Request',
  'socketrelay.fulfillment': 'Fulfilment',
  'socketrelay.message': 'Chat message',
  'lighthouse.property': 'Listing',
  'lighthouse.match': 'Stay request',
  'lighthouse.message': 'Chat message',
  'lighthouse.reference': 'Reference after a stay',
};
export const STATUS_LABELS: Record<ModerationReportStatus, string> = { open: 'Open', actioned: 'Actioned', dismissed: 'Dismissed' };
export const reasonLabel = (reason: ReportReason) => REPORT_REASON_LABELS[reason] ?? reason;

export const REPORTS_TEXT = {
  title: 'Reports',
  subtitle: 'Safety reports from every app, with what was reported as it was at the time',
  card: 'Reports queue',
  count: ['report', 'reports'] as const,
  loading: 'Loading reports...',
  empty: 'No reports',
  emptyDescription: 'Reports members send from any app appear here',
};

export const APPEALS_TEXT = {
  title: 'Appeals',
  subtitle: 'A member may appeal each warning or suspension once; a moderator other than the one who acted decides',
  card: 'Appeals',
  count: ['appeal', 'appeals'] as const,
  loading: 'Loading appeals...',
  empty: 'No appeals',
};
