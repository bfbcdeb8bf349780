import { DELETED_MEMBER } from '@pfe/contracts';
import type { ModerationActionKind, ReportKind, ReportReason } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListPage, ListRequest } from '../../common/pagination/admin-list';
import { adminListPage, SqlWhere } from '../../common/pagination/admin-list-sql';

/**
 * Every SQL statement of moderation (issue 32): reports, actions, appeals, suspensions and the
 * invite tree. Services hold the rules; this file holds the tables and their columns.
 * The reports table keeps SupportMatch's statuses (pending, resolved, dismissed); the moderation
 * API names them open, actioned, dismissed.
 */

/** A member's name as a moderator sees it (no email): first and last name, or DELETED_MEMBER. */
export const personName = (u: string) =>
  `CASE WHEN ${u}.deleted_at IS NOT NULL THEN '${DELETED_MEMBER}' ELSE coalesce(nullif(trim(concat_ws(' ', ${u}.first_name, ${u}.last_name)), ''), 'Member ' || left(${u}.id::text, 8)) END`;

/** Suspended now: `suspended_until` later than the moment of the read. */
export const SUSPENDED = (u: string) => `(${u}.suspended_until IS NOT NULL AND ${u}.suspended_until > now())`;

export interface ReportRow {
  id: string;
  app: string;
  kind: ReportKind;
  subject_id: string | null;
  category: ReportReason;
  note: string | null;
  status: 'pending' | 'resolved' | 'dismissed';
  reporter_id: string;
  reporter_name: string;
  reporter_deleted: boolean;
  reported_user_id: string;
  reported_name: string;
  snapshot: Record<string, unknown>;
  resolution: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ActionRow {
  id: string;
  user_id: string;
  moderator_id: string | null;
  moderator_name: string | null;
  action: ModerationActionKind;
  reason: string;
  days: number | null;
  until: Date | string | null;
  report_id: string | null;
  created_at: Date;
  appeal_id: string | null;
  appeal_text: string | null;
  appeal_status: 'pending' | 'upheld' | 'overturned' | null;
  appeal_created_at: Date | null;
  appeal_decided_at: Date | null;
}

export interface AppealRow {
  id: string;
  action_id: string;
  user_id: string;
  member_name: string;
  text: string;
  status: 'pending' | 'upheld' | 'overturned';
  created_at: Date;
  decided_at: Date | null;
  action: ModerationActionKind;
  action_reason: string;
  moderator_id: string | null;
  moderator_name: string | null;
}

export interface TreeRow {
  id: string;
  name: string;
  depth: number;
  invited_by: string | null;
  created_at: Date;
  reported: boolean;
  suspended: boolean;
  invitees: number;
  reported_invitees: number;
  suspended_invitees: number;
  tree_members: number;
  tree_reported: number;
  tree_suspended: number;
}

const REPORT_COLUMNS = `r.id, r.app, r.kind, r.subject_id, r.category, r.note, r.status, r.reporter_id, r.reported_user_id, r.snapshot,
  r.resolution, r.created_at, r.updated_at,
  ${personName('reporter')} AS reporter_name, reporter.deleted_at IS NOT NULL AS reporter_deleted,
  ${personName('reported')} AS reported_name`;
const REPORT_FROM = `reports r JOIN users reporter ON reporter.id = r.reporter_id JOIN users reported ON reported.id = r.reported_user_id`;
const REPORT_SELECT = `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM}`;

const ACTION_SELECT = `
  SELECT a.id, a.user_id, a.moderator_id, CASE WHEN m.id IS NULL THEN NULL ELSE ${personName('m')} END AS moderator_name,
         a.action, a.reason, a.days, CASE WHEN a.until = 'infinity' THEN NULL ELSE a.until END AS until, a.report_id, a.created_at,
         ap.id AS appeal_id, ap.text AS appeal_text, ap.status AS appeal_status, ap.created_at AS appeal_created_at, ap.decided_at AS appeal_decided_at
  FROM moderation_actions a LEFT JOIN users m ON m.id = a.moderator_id LEFT JOIN moderation_appeals ap ON ap.action_id = a.id`;

const APPEAL_COLUMNS = `ap.id, ap.action_id, ap.user_id, ${personName('u')} AS member_name, ap.text, ap.status, ap.created_at, ap.decided_at,
  a.action, a.reason AS action_reason, a.moderator_id, CASE WHEN m.id IS NULL THEN NULL ELSE ${personName('m')} END AS moderator_name`;
const APPEAL_FROM = `moderation_appeals ap JOIN moderation_actions a ON a.id = ap.action_id JOIN users u ON u.id = ap.user_id LEFT JOIN users m ON m.id = a.moderator_id`;
const APPEAL_SELECT = `SELECT ${APPEAL_COLUMNS} FROM ${APPEAL_FROM}`;

/** The rows an UPDATE/DELETE … RETURNING gave back (TypeORM answers `[rows, count]` for those). */
function returned(result: unknown): unknown[] {
  const list = result as unknown[];
  return Array.isArray(list[0]) ? (list[0] as unknown[]) : list;
}

/** A code of member $1 that could still let someone in: active, uses left, not expired. */
const UNUSED_CODE = `c.created_by = $1 AND c.is_active AND c.current_uses < c.max_uses AND (c.expires_at IS NULL OR c.expires_at > now())`;

/** Reported at least once; ever suspended (hashed once per query, whatever the tree's size). */
const TREE_REPORTED = (id: string) => `${id} IN (SELECT rp.reported_user_id FROM reports rp)`;
const TREE_SUSPENDED = (id: string) => `${id} IN (SELECT ma.user_id FROM moderation_actions ma WHERE ma.action = 'suspend')`;

/**
 * The invite tree under member $1: the nearest $2 accounts (level by level; the recursion stops once
 * it has them), each with its name, flags and, among the accounts it brought in directly, how many
 * were reported or suspended; and on every row the whole tree's counts (`tree_*`: every account
 * under her at any depth). One probe of `IDX_users_invited_by` per account and level; the whole
 * tree is walked once, carrying ids only. The depth bound stops a cycle written by hand.
 */
export const TREE_SQL = `WITH RECURSIVE everyone(id, depth) AS (
         SELECT $1::uuid, 0
         UNION ALL
         SELECT u.id, e.depth + 1 FROM everyone e JOIN users u ON u.invited_by = e.id WHERE e.depth < 100
       ),
       totals AS (
         SELECT count(*)::int AS members, count(*) FILTER (WHERE ${TREE_REPORTED('e.id')})::int AS reported,
                count(*) FILTER (WHERE ${TREE_SUSPENDED('e.id')})::int AS suspended
         FROM everyone e WHERE e.depth > 0
       ),
       nearest(id, invited_by, depth) AS (
         SELECT $1::uuid, NULL::uuid, 0
         UNION ALL
         SELECT u.id, u.invited_by, n.depth + 1 FROM nearest n JOIN users u ON u.invited_by = n.id WHERE n.depth < 100
       ),
       shown AS (SELECT * FROM nearest LIMIT $2)
       SELECT s.id, ${personName('u')} AS name, s.depth, s.invited_by, u.created_at,
              ${TREE_REPORTED('s.id')} AS reported, ${TREE_SUSPENDED('s.id')} AS suspended,
              k.invitees, k.reported_invitees, k.suspended_invitees,
              tot.members AS tree_members, tot.reported AS tree_reported, tot.suspended AS tree_suspended
       FROM shown s JOIN users u ON u.id = s.id CROSS JOIN totals tot
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS invitees, count(*) FILTER (WHERE ${TREE_REPORTED('c.id')})::int AS reported_invitees,
                count(*) FILTER (WHERE ${TREE_SUSPENDED('c.id')})::int AS suspended_invitees
         FROM users c WHERE c.invited_by = s.id
       ) k
       ORDER BY s.depth, u.created_at, s.id`;

/** Statuses as stored (SupportMatch's words) for the moderation API's. */
export const STORED_STATUS = { open: 'pending', actioned: 'resolved', dismissed: 'dismissed' } as const;

@Injectable()
export class ModerationRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  // --- reports -------------------------------------------------------------------------------

  async insertReport(
    tx: EntityManager,
    r: { reporterId: string; reportedUserId: string; app: string; kind: ReportKind; subjectId: string; category: ReportReason; note: string | null; snapshot: Record<string, unknown> },
  ): Promise<string> {
    const [row] = await tx.query(
      `INSERT INTO reports (reporter_id, reported_user_id, partnership_id, reason, description, app, kind, subject_id, category, note, snapshot)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        r.reporterId,
        r.reportedUserId,
        r.kind === 'supportmatch.partnership' ? r.subjectId : null,
        r.category,
        r.note ?? '',
        r.app,
        r.kind,
        r.subjectId,
        r.category,
        r.note,
        JSON.stringify(r.snapshot),
      ],
    );
    return row.id as string;
  }

  /** The queue (the one admin-list path): filters by app, reason, status (stored words), kind, reported member; newest first by default. */
  listReports(list: ListRequest, filter: { app?: string; reason?: string; status?: string; kind?: string; reportedUserId?: string }): Promise<ListPage<ReportRow>> {
    const where = new SqlWhere()
      .add((p) => `r.app = ${p}`, filter.app || undefined)
      .add((p) => `r.category = ${p}`, filter.reason || undefined)
      .add((p) => `r.status = ${p}`, filter.status || undefined)
      .add((p) => `r.kind = ${p}`, filter.kind || undefined)
      .add((p) => `r.reported_user_id = ${p}`, filter.reportedUserId || undefined);
    return adminListPage<ReportRow>(this.db.manager, list, { select: REPORT_COLUMNS, from: REPORT_FROM, id: 'r.id', where });
  }

  async findReport(id: string, manager: EntityManager = this.db.manager): Promise<ReportRow | undefined> {
    const [row] = await manager.query(`${REPORT_SELECT} WHERE r.id = $1`, [id]);
    return row;
  }

  async reportsAbout(userId: string): Promise<ReportRow[]> {
    return this.db.query(`${REPORT_SELECT} WHERE r.reported_user_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 200`, [userId]);
  }

  /** Sets a report's status (stored words); false when there is no such report. */
  async setReportStatus(tx: EntityManager, id: string, status: string, resolution: string, reviewerId: string): Promise<boolean> {
    const result = await tx.query(`UPDATE reports SET status = $2, resolution = $3, reviewed_by = $4, updated_at = now() WHERE id = $1 RETURNING id`, [id, status, resolution, reviewerId]);
    return returned(result).length > 0;
  }

  // --- members ---------------------------------------------------------------------------------

  /** The member row a moderator acts on, locked for the action's transaction. */
  async lockMember(tx: EntityManager, userId: string): Promise<{ id: string; is_admin: boolean; is_moderator: boolean; deleted_at: Date | null; suspended: boolean } | undefined> {
    const [row] = await tx.query(`SELECT id, is_admin, is_moderator, deleted_at, ${SUSPENDED('u')} AS suspended FROM users u WHERE id = $1 FOR UPDATE`, [userId]);
    return row;
  }

  async setSuspendedUntil(tx: EntityManager, userId: string, until: Date | 'infinity' | null): Promise<void> {
    await tx.query(`UPDATE users SET suspended_until = $2 WHERE id = $1`, [userId, until]);
  }

  /** Ends every session of the member: each row's DELETE notifies every node, which ends its sockets (`session.ended`). */
  async endSessions(tx: EntityManager, userId: string): Promise<number> {
    return returned(await tx.query(`DELETE FROM sessions WHERE user_id = $1 RETURNING sid`, [userId])).length;
  }

  /** Whom she has an open conversation with in any app (to close them quietly, as a block would). */
  async openCounterparts(tx: EntityManager, userId: string): Promise<string[]> {
    const rows: { other: string }[] = await tx.query(
      `SELECT CASE WHEN p.user1_id = $1 THEN p.user2_id ELSE p.user1_id END AS other FROM supportmatch_partnerships p WHERE p.status = 'active' AND $1 IN (p.user1_id, p.user2_id)
       UNION SELECT CASE WHEN f.fulfiller_user_id = $1 THEN r.user_id ELSE f.fulfiller_user_id END
         FROM socketrelay_fulfillments f JOIN socketrelay_requests r ON r.id = f.request_id WHERE f.status = 'active' AND $1 IN (f.fulfiller_user_id, r.user_id)
       UNION SELECT CASE WHEN m.seeker_id = $1 THEN p.host_id ELSE m.seeker_id END
         FROM lighthouse_matches m JOIN lighthouse_properties p ON p.id = m.property_id WHERE m.status IN ('pending', 'accepted') AND $1 IN (m.seeker_id, p.host_id)`,
      [userId],
    );
    return rows.map((r) => r.other);
  }

  /** Suspended now (a read-time check: an expired suspension is over without any job); the end, or null until lifted. */
  async suspensionOf(userId: string): Promise<{ until: Date | null } | null> {
    const [row] = await this.db.query(`SELECT CASE WHEN suspended_until = 'infinity' THEN NULL ELSE suspended_until END AS until FROM users u WHERE id = $1 AND ${SUSPENDED('u')}`, [userId]);
    return row ? { until: row.until } : null;
  }

  async memberSummary(userId: string): Promise<
    | { id: string; name: string; is_admin: boolean; is_moderator: boolean; created_at: Date; suspended: boolean; until: Date | null; inviter_id: string | null; inviter_name: string | null; reports_against: number; reports_filed: number; unused_codes: number }
    | undefined
  > {
    const [row] = await this.db.query(
      `SELECT u.id, ${personName('u')} AS name, u.is_admin, u.is_moderator, u.created_at, ${SUSPENDED('u')} AS suspended,
              CASE WHEN u.suspended_until = 'infinity' THEN NULL ELSE u.suspended_until END AS until,
              inviter.id AS inviter_id, CASE WHEN inviter.id IS NULL THEN NULL ELSE ${personName('inviter')} END AS inviter_name,
              (SELECT count(*)::int FROM reports WHERE reported_user_id = u.id) AS reports_against,
              (SELECT count(*)::int FROM reports WHERE reporter_id = u.id) AS reports_filed,
              (SELECT count(*)::int FROM invite_codes c WHERE ${UNUSED_CODE.replace('$1', 'u.id')}) AS unused_codes
       FROM users u
       LEFT JOIN users inviter ON inviter.id = u.invited_by
       WHERE u.id = $1`,
      [userId],
    );
    return row;
  }

  /**
   * The accounts the member brought in, and theirs, down the tree (a recursive CTE over who
   * redeemed whose codes), each with whether she was reported or ever suspended and, among those
   * she brought in directly, how many were. The member herself is depth 0.
   */
  async inviteTree(userId: string, maxNodes: number): Promise<TreeRow[]> {
    return this.db.query(TREE_SQL, [userId, maxNodes]);
  }

  /** An admin voids every unused code a member created; answers how many. */
  async revokeUnusedCodes(tx: EntityManager, userId: string): Promise<number> {
    return returned(await tx.query(`UPDATE invite_codes c SET is_active = false, updated_at = now() WHERE ${UNUSED_CODE} RETURNING id`, [userId])).length;
  }

  async userExists(userId: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM users WHERE id = $1`, [userId]);
    return rows.length > 0;
  }

  // --- actions -------------------------------------------------------------------------------

  async insertAction(
    tx: EntityManager,
    a: { userId: string; moderatorId: string; action: ModerationActionKind; reason: string; days: number | null; until: Date | 'infinity' | null; reportId: string | null },
  ): Promise<string> {
    const [row] = await tx.query(
      `INSERT INTO moderation_actions (user_id, moderator_id, action, reason, days, until, report_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [a.userId, a.moderatorId, a.action, a.reason, a.days, a.until, a.reportId],
    );
    return row.id as string;
  }

  async findAction(id: string, manager: EntityManager = this.db.manager): Promise<ActionRow | undefined> {
    const [row] = await manager.query(`${ACTION_SELECT} WHERE a.id = $1`, [id]);
    return row;
  }

  async actionsOf(userId: string): Promise<ActionRow[]> {
    return this.db.query(`${ACTION_SELECT} WHERE a.user_id = $1 ORDER BY a.created_at DESC, a.id DESC`, [userId]);
  }

  /** The member's current suspension action (the newest suspend not followed by a lift), if any. */
  async currentSuspensionAction(tx: EntityManager, userId: string): Promise<string | undefined> {
    const [row] = await tx.query(
      `SELECT a.id, a.action FROM moderation_actions a WHERE a.user_id = $1 AND a.action IN ('suspend', 'lift') ORDER BY a.created_at DESC, a.id DESC LIMIT 1`,
      [userId],
    );
    return row?.action === 'suspend' ? (row.id as string) : undefined;
  }

  // --- appeals -------------------------------------------------------------------------------

  /** One appeal per action: the unique key decides between two at once; undefined when one exists. */
  async insertAppeal(tx: EntityManager, actionId: string, userId: string, text: string): Promise<string | undefined> {
    const [row] = await tx.query(
      `INSERT INTO moderation_appeals (action_id, user_id, text) VALUES ($1, $2, $3) ON CONFLICT (action_id) DO NOTHING RETURNING id`,
      [actionId, userId, text],
    );
    return row?.id as string | undefined;
  }

  /** The appeals (the one admin-list path), by status. */
  listAppeals(list: ListRequest, status: string | undefined): Promise<ListPage<AppealRow>> {
    const where = new SqlWhere().add((p) => `ap.status = ${p}`, status || undefined);
    return adminListPage<AppealRow>(this.db.manager, list, { select: APPEAL_COLUMNS, from: APPEAL_FROM, id: 'ap.id', where });
  }

  async findAppeal(id: string, manager: EntityManager = this.db.manager): Promise<AppealRow | undefined> {
    const [row] = await manager.query(`${APPEAL_SELECT} WHERE ap.id = $1`, [id]);
    return row;
  }

  /** Decides a pending appeal (a conditional update: two decisions at once, one wins); false when not pending. */
  async decideAppeal(tx: EntityManager, id: string, decision: 'upheld' | 'overturned', moderatorId: string): Promise<boolean> {
    const result = await tx.query(
      `UPDATE moderation_appeals SET status = $2, decided_by = $3, decided_at = now() WHERE id = $1 AND status = 'pending' RETURNING id`,
      [id, decision, moderatorId],
    );
    return returned(result).length > 0;
  }

  // --- account data ----------------------------------------------------------------------------

  async exportOf(tx: EntityManager, userId: string): Promise<{ reports: unknown[]; actions: unknown[]; appeals: unknown[] }> {
    const reports = await tx.query(
      `SELECT kind, subject_id AS "subjectId", category AS reason, note, CASE status WHEN 'pending' THEN 'open' WHEN 'resolved' THEN 'actioned' ELSE status END AS status,
              created_at AS "createdAt"
       FROM reports WHERE reporter_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    const actions = await tx.query(
      `SELECT id, action, reason, CASE WHEN until = 'infinity' THEN NULL ELSE until END AS until, created_at AS "createdAt"
       FROM moderation_actions WHERE user_id = $1 AND action <> 'lift' ORDER BY created_at, id`,
      [userId],
    );
    const appeals = await tx.query(`SELECT action_id AS "actionId", text, status, created_at AS "createdAt", decided_at AS "decidedAt" FROM moderation_appeals WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
    return { reports, actions, appeals };
  }

  /** Deletion: her reports stay as evidence without her words that could name her (the user row itself is anonymised by the core); her appeals go. */
  async eraseOf(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM moderation_appeals WHERE user_id = $1`, [userId]);
    await tx.query(`UPDATE users SET is_moderator = false, suspended_until = NULL WHERE id = $1`, [userId]);
  }
}
