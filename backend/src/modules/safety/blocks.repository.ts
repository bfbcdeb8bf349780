import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { AdvisoryLock, lockXact } from '../../common/locks/advisory-locks';

export interface BlockRow {
  id: string;
  blockedUserId: string;
  reason: string | null;
  createdAt: Date;
}

/** The platform's one block list (`blocks`); the fragments that keep blocked members apart in other queries are in `blocks.sql.ts`. */
@Injectable()
export class BlocksRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** The blocks-vs-matching lock, shared: a matching run holds it exclusively while it reads blocks and pairs. */
  lockAgainstMatching(tx: Tx): Promise<void> {
    return lockXact(tx, AdvisoryLock.blocksVsMatching, 'shared');
  }

  /** A member account (a redeemed invite, or an admin): who may be blocked from the platform's own entry point. */
  async isMemberAccount(tx: Tx, userId: string): Promise<boolean> {
    return (await tx.query('SELECT 1 FROM users WHERE id = $1 AND (invite_code_used IS NOT NULL OR is_admin)', [userId])).length > 0;
  }

  /** `userId`'s blocks, newest first. */
  listOwn(userId: string): Promise<BlockRow[]> {
    return this.db.query(
      `SELECT id, blocked_user_id AS "blockedUserId", reason, created_at AS "createdAt" FROM blocks WHERE user_id = $1
       ORDER BY created_at DESC, id DESC`,
      [userId],
    );
  }

  /**
   * Inserts the block and answers its id with `created: true`, or the existing block's id with
   * `created: false` (a concurrent insert of the same pair waited for the first one's commit).
   */
  async insert(tx: Tx, userId: string, blockedUserId: string, reason: string | null): Promise<{ id: string; created: boolean }> {
    const [row] = await tx.query(
      `INSERT INTO blocks (user_id, blocked_user_id, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`,
      [userId, blockedUserId, reason],
    );
    if (row) return { id: row.id as string, created: true };
    const [existing] = await tx.query(`SELECT id FROM blocks WHERE user_id = $1 AND blocked_user_id = $2`, [userId, blockedUserId]);
    return { id: existing.id as string, created: false };
  }

  /** Account erasure: the member's own blocks. */
  async eraseOwn(tx: Tx, userId: string): Promise<void> {
    await tx.query(`DELETE FROM blocks WHERE user_id = $1`, [userId]);
  }

  /** False when `userId` owns no such block. */
  async remove(userId: string, id: string): Promise<boolean> {
    const [, count] = await this.db.query(`DELETE FROM blocks WHERE id = $1 AND user_id = $2`, [id, userId]);
    return count > 0;
  }
}
