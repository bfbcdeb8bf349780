import type {
  InviteTreeNode,
  ModerationActionEntry,
  ModerationAppeal,
  ModerationAppealEntry,
  ModerationReport,
  ModerationReportStatus,
  OwnModerationEntry,
  ReportApp,
} from '@pfe/contracts';
import type { ActionRow, AppealRow, ReportRow, TreeRow } from './moderation.repository';

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/** Stored (SupportMatch's) statuses in the moderation API's words. */
export const reportStatusOf = (stored: string): ModerationReportStatus => (stored === 'pending' ? 'open' : stored === 'resolved' ? 'actioned' : 'dismissed');

export function toModerationReport(r: ReportRow): ModerationReport {
  return {
    id: r.id,
    app: r.app as ReportApp,
    kind: r.kind,
    subjectId: r.subject_id,
    reason: r.category,
    note: r.note,
    status: reportStatusOf(r.status),
    // A deleted reporter's report stays as evidence, without her identity.
    reporter: r.reporter_deleted ? null : { id: r.reporter_id, name: r.reporter_name },
    reportedUser: { id: r.reported_user_id, name: r.reported_name },
    snapshot: r.snapshot,
    resolution: r.resolution,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

function appealOf(r: ActionRow): ModerationAppeal | null {
  if (!r.appeal_id) return null;
  return { id: r.appeal_id, actionId: r.id, text: r.appeal_text!, status: r.appeal_status!, createdAt: iso(r.appeal_created_at)!, decidedAt: iso(r.appeal_decided_at) };
}

export function toActionEntry(r: ActionRow): ModerationActionEntry {
  return {
    id: r.id,
    userId: r.user_id,
    action: r.action,
    reason: r.reason,
    days: r.days,
    until: r.action === 'suspend' ? iso(r.until) : null,
    reportId: r.report_id,
    moderator: r.moderator_id ? { id: r.moderator_id, name: r.moderator_name! } : null,
    createdAt: r.created_at.toISOString(),
    appeal: appealOf(r),
  };
}

/**
 * What the member reads of her own history: the action, the reason, when, until when; never who decided.
 * `currentSuspension`: the id of the suspension in force now, if any.
 */
export function toOwnEntry(r: ActionRow, currentSuspension: string | undefined): OwnModerationEntry {
  const entry: OwnModerationEntry = { id: r.id, action: r.action as 'warn' | 'suspend', reason: r.reason, createdAt: r.created_at.toISOString() };
  if (r.action === 'suspend') {
    entry.until = iso(r.until);
    entry.active = r.id === currentSuspension;
  }
  if (r.appeal_id) entry.appeal = { id: r.appeal_id, status: r.appeal_status!, createdAt: iso(r.appeal_created_at)! };
  return entry;
}

export function toAppealEntry(r: AppealRow): ModerationAppealEntry {
  return {
    id: r.id,
    actionId: r.action_id,
    text: r.text,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    decidedAt: iso(r.decided_at),
    userId: r.user_id,
    member: { id: r.user_id, name: r.member_name },
    action: r.action,
    actionReason: r.action_reason,
    actedBy: r.moderator_id ? { id: r.moderator_id, name: r.moderator_name! } : null,
  };
}

export function toTreeNode(r: TreeRow): InviteTreeNode {
  return {
    id: r.id,
    name: r.name,
    depth: r.depth,
    invitedBy: r.invited_by,
    joinedAt: r.created_at.toISOString(),
    reported: r.reported,
    suspended: r.suspended,
    invitees: r.invitees,
    reportedInvitees: r.reported_invitees,
    suspendedInvitees: r.suspended_invitees,
  };
}
