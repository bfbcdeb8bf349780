import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';

export interface OutboxRow {
  id: string;
  user_id: string;
  notification_id: string | null;
  password_reset_id: string | null;
  attempts: number;
  created_at: Date;
}

/** The emails waiting to be sent (`mail_outbox`), and what rendering one reads. */
@Injectable()
export class MailOutboxRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  async backlog(): Promise<number> {
    const [{ n }]: { n: number }[] = await this.db.query(`SELECT count(*)::int AS n FROM mail_outbox`);
    return n;
  }

  /** Up to `limit` due rows, locked; rows another node holds are skipped. */
  claimDue(tx: Tx, limit: number): Promise<OutboxRow[]> {
    return tx.query(
      `SELECT id, user_id, notification_id, password_reset_id, attempts, created_at FROM mail_outbox
       WHERE next_attempt_at <= now() ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  }

  async remove(tx: Tx, id: string): Promise<void> {
    await tx.query(`DELETE FROM mail_outbox WHERE id = $1`, [id]);
  }

  async retryLater(tx: Tx, id: string, attempts: number, reason: string, delaySeconds: number): Promise<void> {
    await tx.query(
      `UPDATE mail_outbox SET attempts = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`,
      [id, attempts, reason, delaySeconds],
    );
  }

  /** The recipient's address, discreet mode and language, or null for a deleted account. */
  async recipient(tx: Tx, userId: string): Promise<{ email: string; discreet: boolean; language: string | null } | null> {
    const [user]: { email: string; discreet: boolean; language: string | null }[] = await tx.query(
      `SELECT u.email, COALESCE(s.discreet_mode, false) AS discreet, s.language FROM users u LEFT JOIN user_settings s ON s.user_id = u.id
       WHERE u.id = $1 AND u.deleted_at IS NULL`,
      [userId],
    );
    return user ?? null;
  }

  /** Whether the reset link is still usable (not used, not expired). */
  async notificationKind(tx: Tx, id: string | null): Promise<string | null> {
    const [n]: { kind: string }[] = await tx.query(`SELECT kind FROM notifications WHERE id = $1`, [id]);
    return n?.kind ?? null;
  }
}
