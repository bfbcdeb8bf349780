import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { AdvisoryLock, lockXact } from '../../common/locks/advisory-locks';

/** An admin link waiting for a second admin: no token yet, not used, not lapsed. */
const PENDING = `r.source = 'admin' AND r.token_hash IS NULL AND r.used_at IS NULL AND r.expires_at > now()`;

export interface PendingRow {
  id: string;
  user_id: string;
  user_email: string;
  created_by: string | null;
  created_by_email: string | null;
  created_at: Date;
  expires_at: Date;
}

/** What a used token names. */
export interface UsedResetRow {
  user_id: string;
  email: string;
  source: string;
}

/** Why a pending link was not approved: its creator, whether the member is an admin, whether it is still pending. */
export interface LinkStateRow {
  created_by: string | null;
  is_admin: boolean;
  pending: boolean;
}

@Injectable()
export class PasswordResetRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /**
   * For a live account with `email`: its earlier emailed links stop working, the new one is stored
   * (by its token's hash) and its email queued, in one statement. False for an unknown address.
   */
  async replaceEmailLink(id: string, email: string, hash: string, minutes: number): Promise<boolean> {
    const queued: unknown[] = await this.db.query(
      `WITH u AS (SELECT id FROM users WHERE email = $2 AND deleted_at IS NULL),
         replaced AS (UPDATE password_resets SET used_at = now() WHERE user_id IN (SELECT id FROM u) AND source = 'email' AND used_at IS NULL),
         r AS (
           INSERT INTO password_resets (id, user_id, token_hash, source, expires_at)
           SELECT $1, u.id, $3, 'email', now() + make_interval(mins => $4) FROM u RETURNING id, user_id
         )
       INSERT INTO mail_outbox (user_id, password_reset_id) SELECT user_id, id FROM r RETURNING id`,
      [id, email, hash, minutes],
    );
    return queued.length > 0;
  }

  async isLive(hash: string): Promise<boolean> {
    const live = await this.db.query(`SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`, [hash]);
    return live.length > 0;
  }

  /** Uses a live token (a conditional update: of two simultaneous uses exactly one gets the row). */
  /** The emailed link is still good: unused and unexpired (the outbox asks before it sends it). */
  async linkLive(tx: Tx, id: string): Promise<boolean> {
    return (await tx.query(`SELECT id FROM password_resets WHERE id = $1 AND used_at IS NULL AND expires_at > now()`, [id])).length > 0;
  }

  async use(tx: Tx, hash: string): Promise<UsedResetRow | null> {
    const [[reset]]: [UsedResetRow[], number] = await tx.query(
      `UPDATE password_resets r SET used_at = now() FROM users u
       WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now() AND u.id = r.user_id RETURNING r.user_id, u.email, r.source`,
      [hash],
    );
    return reset ?? null;
  }

  /** Shared with demotions and deletions: the count of admins holds until the transaction ends. */
  lockAdminCount(tx: Tx): Promise<void> {
    return lockXact(tx, AdvisoryLock.adminFlag, 'shared');
  }

  /** A live account, locked; null when there is none. */
  async lockLiveUser(tx: Tx, userId: string): Promise<{ isAdmin: boolean } | null> {
    const [user] = await tx.query(`SELECT is_admin AS "isAdmin" FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`, [userId]);
    return user ?? null;
  }

  async countLiveAdmins(tx: Tx): Promise<number> {
    const [{ admins }] = await tx.query(`SELECT count(*)::int AS admins FROM users WHERE is_admin AND deleted_at IS NULL`);
    return admins;
  }

  /** A new admin link (pending when `hash` is null) replacing the member's earlier admin links; answers its expiry. */
  async replaceAdminLink(tx: Tx, link: { id: string; userId: string; hash: string | null; createdBy: string; hours: number }): Promise<Date> {
    await tx.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND source = 'admin' AND used_at IS NULL`, [link.userId]);
    const [row]: { expires_at: Date }[] = await tx.query(
      `INSERT INTO password_resets (id, user_id, token_hash, source, created_by, expires_at)
       VALUES ($1, $2, $3, 'admin', $4, now() + make_interval(hours => $5)) RETURNING expires_at`,
      [link.id, link.userId, link.hash, link.createdBy, link.hours],
    );
    return row.expires_at;
  }

  /**
   * Approves a pending link, for a member who is not an admin, by an admin other than its creator
   * (one conditional update: of two approvals at once exactly one gets the row).
   */
  async approve(tx: Tx, a: { linkId: string; adminId: string; hash: string; hours: number }): Promise<{ user_id: string; created_by: string | null; expires_at: Date } | null> {
    const [[row]]: [{ user_id: string; created_by: string | null; expires_at: Date }[], number] = await tx.query(
      `UPDATE password_resets r SET token_hash = $3, approved_by = $2, approved_at = now(), expires_at = now() + make_interval(hours => $4)
       WHERE r.id = $1 AND ${PENDING} AND r.created_by IS DISTINCT FROM $2
         AND EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND u.deleted_at IS NULL AND NOT u.is_admin)
       RETURNING r.user_id, r.created_by, r.expires_at`,
      [a.linkId, a.adminId, a.hash, a.hours],
    );
    return row ?? null;
  }

  async linkState(tx: Tx, linkId: string): Promise<LinkStateRow | null> {
    const [row]: LinkStateRow[] = await tx.query(
      `SELECT r.created_by, u.is_admin, (${PENDING}) AS pending FROM password_resets r JOIN users u ON u.id = r.user_id WHERE r.id = $1 AND r.source = 'admin'`,
      [linkId],
    );
    return row ?? null;
  }

  /** The admin links waiting for a second admin, oldest first (at most 200). */
  pending(): Promise<PendingRow[]> {
    return this.db.query(
      `SELECT r.id, r.user_id, u.email AS user_email, r.created_by, c.email AS created_by_email, r.created_at, r.expires_at
       FROM password_resets r JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL LEFT JOIN users c ON c.id = r.created_by
       WHERE ${PENDING} ORDER BY r.created_at, r.id LIMIT 200`,
    );
  }
}
