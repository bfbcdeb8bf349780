import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { AdvisoryLock, lockXact } from '../../common/locks/advisory-locks';
import type { Language } from '@pfe/contracts';

/** A row of the session store, as Settings lists it. */
export interface SessionRow {
  sid: string;
  sess: { meta?: { createdAt?: string; userAgent?: string } };
  expire: Date;
}

export interface SettingsRow {
  discreetMode: boolean;
  quickExitKeepsSignedIn: boolean;
  language: Language;
}

export interface ResetLinkRow {
  source: 'email' | 'admin';
  createdAt: Date;
  expiresAt: Date;
}

/** The member's own account rows: settings, sessions, the password hash, deletion's checks. */
@Injectable()
export class AccountRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  async settings(userId: string): Promise<SettingsRow | null> {
    const [row]: SettingsRow[] = await this.db.query(
      `SELECT discreet_mode AS "discreetMode", quick_exit_keeps_signed_in AS "quickExitKeepsSignedIn", language FROM user_settings WHERE user_id = $1`,
      [userId],
    );
    return row ?? null;
  }

  /** One statement: a setting left out (undefined) keeps its value, or its default. */
  async saveSettings(userId: string, changes: Partial<SettingsRow>): Promise<void> {
    await this.db.query(
      `INSERT INTO user_settings (user_id, discreet_mode, quick_exit_keeps_signed_in, language, updated_at)
       VALUES ($1, COALESCE($2, false), COALESCE($3, false), COALESCE($4, 'en'), now())
       ON CONFLICT (user_id) DO UPDATE SET discreet_mode = COALESCE($2, user_settings.discreet_mode),
         quick_exit_keeps_signed_in = COALESCE($3, user_settings.quick_exit_keeps_signed_in),
         language = COALESCE($4, user_settings.language), updated_at = now()`,
      [userId, changes.discreetMode ?? null, changes.quickExitKeepsSignedIn ?? null, changes.language ?? null],
    );
  }

  /** The member's sessions that have not expired. */
  liveSessions(userId: string, tx?: Tx): Promise<SessionRow[]> {
    return this.on(tx).query(`SELECT sid, sess, expire FROM sessions WHERE user_id = $1 AND expire >= now()`, [userId]);
  }

  /** Ends one session of the member; false when it was not there (already ended, or not hers). */
  async endSession(userId: string, sid: string, tx?: Tx): Promise<boolean> {
    const [, deleted] = await this.on(tx).query(`DELETE FROM sessions WHERE sid = $1 AND user_id = $2`, [sid, userId]);
    return deleted > 0;
  }

  /** Ends every session of the member but `keepSid`; answers how many. */
  async endSessionsBut(userId: string, keepSid: string | null, tx?: Tx): Promise<number> {
    const [, count] = await this.on(tx).query(`DELETE FROM sessions WHERE user_id = $1 AND sid IS DISTINCT FROM $2`, [userId, keepSid]);
    return count;
  }

  async passwordHash(userId: string): Promise<string | null> {
    const [row] = await this.db.query(`SELECT password_hash FROM users WHERE id = $1`, [userId]);
    return row?.password_hash ?? null;
  }

  /** True when there is no such account or it was deleted. */
  async isDeleted(userId: string): Promise<boolean> {
    const [row] = await this.db.query(`SELECT deleted_at FROM users WHERE id = $1`, [userId]);
    return !row || row.deleted_at !== null;
  }

  /** The email address and when it changed; null for a deleted account. */
  async email(userId: string): Promise<{ email: string; changedAt: Date | null } | null> {
    const [row] = await this.db.query(`SELECT email, email_changed_at AS "changedAt" FROM users WHERE id = $1 AND deleted_at IS NULL`, [userId]);
    return row ?? null;
  }

  /** Reset links not used and not expired, newest first (no token, nor anything that yields one). */
  openResetLinks(userId: string): Promise<ResetLinkRow[]> {
    return this.db.query(
      `SELECT source, created_at AS "createdAt", expires_at AS "expiresAt" FROM password_resets
       WHERE user_id = $1 AND used_at IS NULL AND expires_at > now() ORDER BY created_at DESC`,
      [userId],
    );
  }

  /** Serialises admin-flag removals and account deletions (never the last admin), until the transaction ends. */
  lockAdminFlag(tx: Tx): Promise<void> {
    return lockXact(tx, AdvisoryLock.adminFlag);
  }

  /** The account's row locked until the transaction ends; null when there is none. */
  async lockAccount(tx: Tx, userId: string): Promise<{ isAdmin: boolean; deletedAt: Date | null } | null> {
    const [row] = await tx.query(`SELECT is_admin AS "isAdmin", deleted_at AS "deletedAt" FROM users WHERE id = $1 FOR UPDATE`, [userId]);
    return row ?? null;
  }

  async countLiveAdmins(tx: Tx): Promise<number> {
    const [{ admins }] = await tx.query(`SELECT count(*)::int AS admins FROM users WHERE is_admin AND deleted_at IS NULL`);
    return admins;
  }

  /** A read-only REPEATABLE READ transaction: one consistent snapshot for an export. */
  snapshot<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction('REPEATABLE READ', async (tx) => {
      await tx.query('SET TRANSACTION READ ONLY');
      return work(tx);
    });
  }
}
