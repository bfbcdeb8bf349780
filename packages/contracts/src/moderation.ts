/**
 * Moderation and trust (issue 32; ARCHITECTURE.md "Moderation"): reports from every app into one
 * queue, moderators' actions with reasons, appeals, and the invite tree.
 */

/** What a member can report (`POST /api/reports {kind, id}`). */
export const REPORT_KINDS = [
  'member',
  'supportmatch.partnership',
  'socketrelay.request',
  'socketrelay.fulfillment',
  'socketrelay.message',
  'lighthouse.property',
  'lighthouse.match',
  'lighthouse.message',
  'lighthouse.reference',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The safety reasons a member chooses from. */
export const REPORT_REASONS = ['harassment', 'threats', 'exploitation', 'impersonation', 'privacy', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The words for each reason, as the report dialog and the console show them. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  harassment: 'Harassment',
  threats: 'Threats',
  exploitation: 'Scam or exploitation',
  impersonation: 'Pretending to be someone',
  privacy: 'Sharing private information',
  other: 'Other',
};

/** The app a report belongs to (the queue's "app" filter): the kind's first part; `member` is the platform's. */
export type ReportApp = 'platform' | 'supportmatch' | 'socketrelay' | 'lighthouse';
export const REPORT_APPS: readonly ReportApp[] = ['platform', 'supportmatch', 'socketrelay', 'lighthouse'];
export const reportAppOf = (kind: ReportKind): ReportApp => (kind === 'member' ? 'platform' : (kind.split('.')[0] as ReportApp));

export const MODERATION_REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ModerationReportStatus = (typeof MODERATION_REPORT_STATUSES)[number];

export const REPORT_NOTE_MAX = 2000;
export const MODERATION_REASON_MAX = 1000;
export const APPEAL_TEXT_MAX = 2000;

export interface CreateReportRequest {
  kind: ReportKind;
  id: string;
  reason: ReportReason;
  note?: string;
  block?: boolean;
}

/** A member as a moderator sees her: never an email, a payment or an address. */
export interface ModerationPerson {
  id: string;
  /** The name she shows (first name, or an app's display name), or DELETED_MEMBER. */
  name: string;
}

/** One report in the moderators' queue (`GET /api/moderation/reports`). */
export interface ModerationReport {
  id: string;
  app: ReportApp;
  kind: ReportKind;
  subjectId: string | null;
  reason: ReportReason;
  note: string | null;
  status: ModerationReportStatus;
  /** Who reported: moderators only; null once her account was deleted (the report stays as evidence). */
  reporter: ModerationPerson | null;
  reportedUser: ModerationPerson;
  /** The subject as it was at report time (text, title, the messages around it…). */
  snapshot: Record<string, unknown>;
  resolution: string | null;
  createdAt: string;
  updatedAt: string;
}

export type ModerationActionKind = 'warn' | 'suspend' | 'lift';
export const SUSPENSION_DAYS = [1, 7, 30] as const;

export interface ModerationActionEntry {
  id: string;
  userId: string;
  action: ModerationActionKind;
  reason: string;
  days: number | null;
  /** Suspensions: when it ends; null = until lifted. */
  until: string | null;
  reportId: string | null;
  moderator: ModerationPerson | null;
  createdAt: string;
  appeal: ModerationAppeal | null;
}

export type AppealStatus = 'pending' | 'upheld' | 'overturned';

export interface ModerationAppeal {
  id: string;
  actionId: string;
  text: string;
  status: AppealStatus;
  createdAt: string;
  decidedAt: string | null;
}

/** An appeal in the moderators' list, with the action it contests. */
export interface ModerationAppealEntry extends ModerationAppeal {
  userId: string;
  member: ModerationPerson;
  action: ModerationActionKind;
  actionReason: string;
  /** Who acted: the moderator deciding must be someone else. */
  actedBy: ModerationPerson | null;
}

/** `GET /api/account/moderation`: what happened to the member, never who decided. */
export interface OwnModerationEntry {
  id: string;
  action: 'warn' | 'suspend';
  reason: string;
  createdAt: string;
  /** Suspensions: when it ends; null = until lifted; absent for a warning. */
  until?: string | null;
  /** Whether this suspension is still in force (lifted or expired: false). */
  active?: boolean;
  appeal?: { id: string; status: AppealStatus; createdAt: string };
}

export interface InviteTreeNode {
  id: string;
  name: string;
  depth: number;
  invitedBy: string | null;
  joinedAt: string;
  reported: boolean;
  suspended: boolean;
  /** Among the accounts she brought in (directly): how many were reported, how many suspended. */
  invitees: number;
  reportedInvitees: number;
  suspendedInvitees: number;
}

/** `GET /api/moderation/members/:id`. */
export interface ModerationMember {
  id: string;
  name: string;
  isModerator: boolean;
  isAdmin: boolean;
  joinedAt: string;
  /** Suspended until (null: until lifted); absent when not suspended. */
  suspension: { until: string | null } | null;
  invitedBy: ModerationPerson | null;
  reportsAgainst: number;
  reportsFiled: number;
  history: ModerationActionEntry[];
  reports: ModerationReport[];
  /** The nearest accounts of the tree under her (she is the first), level by level, at most 500. */
  inviteTree: InviteTreeNode[];
  /** The whole tree under her, at any depth (she is not counted): how many accounts, how many reported, how many ever suspended. */
  inviteTreeSize: { members: number; reported: number; suspended: number };
  /** Unused invite codes she created (an admin may revoke them at once). */
  unusedInviteCodes: number;
}
