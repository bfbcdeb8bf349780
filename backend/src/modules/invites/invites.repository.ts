import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { adminListPage } from '../../common/pagination/admin-list-sql';
import { ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';

export interface InviteRow {
  id: string;
  code: string;
  maxUses: number;
  currentUses: number;
  isActive: boolean;
  expiresAt: Date | null;
  createdBy: string | null;
  createdAt: Date;
}

export interface RedemptionRow {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  redeemedAt: Date;
}

export const INVITE_LIST: ListSpec = {
  resource: 'invites',
  sortable: { createdAt: 'i.created_at', code: 'i.code', maxUses: 'i.max_uses', currentUses: 'i.current_uses', expiresAt: 'i.expires_at' },
};

const SELECT = `i.id, i.code, i.max_uses AS "maxUses", i.current_uses AS "currentUses", i.is_active AS "isActive",
  i.expires_at AS "expiresAt", i.created_by AS "createdBy", i.created_at AS "createdAt"`;

@Injectable()
export class InvitesRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  list(list: ListRequest): Promise<ListPage<InviteRow>> {
    return adminListPage<InviteRow>(this.db.manager, list, { select: SELECT, from: 'invite_codes i', id: 'i.id' });
  }

  async get(id: string): Promise<InviteRow | null> {
    const [row]: InviteRow[] = await this.db.query(`SELECT ${SELECT} FROM invite_codes i WHERE i.id = $1`, [id]);
    return row ?? null;
  }

  async getByCode(tx: Tx, code: string): Promise<InviteRow | null> {
    const [row]: InviteRow[] = await tx.query(`SELECT ${SELECT} FROM invite_codes i WHERE i.code = $1`, [code]);
    return row ?? null;
  }

  /** Who redeemed the code, first first. */
  redemptions(inviteId: string): Promise<RedemptionRow[]> {
    return this.db.query(
      `SELECT r.user_id AS "userId", u.email, u.first_name AS "firstName", u.last_name AS "lastName", r.redeemed_at AS "redeemedAt"
       FROM invite_redemptions r JOIN users u ON u.id = r.user_id
       WHERE r.invite_code_id = $1 ORDER BY r.redeemed_at ASC`,
      [inviteId],
    );
  }

  /** The new code's id, or null when the code is taken already (ON CONFLICT keeps that from aborting the transaction). */
  async insert(tx: Tx, invite: { code: string; maxUses: number; expiresAt: Date | null; createdBy: string }): Promise<string | null> {
    const rows: { id: string }[] = await tx.query(
      `INSERT INTO invite_codes (code, max_uses, expires_at, created_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (code) DO NOTHING RETURNING id`,
      [invite.code, invite.maxUses, invite.expiresAt, invite.createdBy],
    );
    return rows[0]?.id ?? null;
  }

  /** False when there is no such code. */
  async setActive(tx: Tx, id: string, isActive: boolean): Promise<boolean> {
    const [rows]: [unknown[], number] = await tx.query(`UPDATE invite_codes SET is_active = $2, updated_at = now() WHERE id = $1 RETURNING id`, [id, isActive]);
    return rows.length === 1;
  }

  /** The member's row, locked until the transaction ends; null when there is none. */
  async lockMember(tx: Tx, userId: string): Promise<{ inviteCodeUsed: string | null } | null> {
    const [row] = await tx.query('SELECT invite_code_used AS "inviteCodeUsed" FROM users WHERE id = $1 FOR UPDATE', [userId]);
    return row ?? null;
  }

  /**
   * Takes one use of a usable code with a conditional UPDATE (at most maxUses even under a burst;
   * the CHECK constraint is the backstop); the code's id, or null when it is not usable now.
   */
  async takeUse(tx: Tx, code: string, now: Date): Promise<string | null> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [taken]: [{ id: string }[], number] = await tx.query(
      `UPDATE invite_codes SET current_uses = current_uses + 1, updated_at = now()
       WHERE code = $1 AND is_active AND (expires_at IS NULL OR expires_at > $2) AND current_uses < max_uses
       RETURNING id`,
      [code, now],
    );
    return taken[0]?.id ?? null;
  }

  /** Records the redemption and makes the user a member at `price`. */
  async redeem(tx: Tx, r: { inviteId: string; code: string; userId: string; price: string; now: Date }): Promise<void> {
    await tx.query(`INSERT INTO invite_redemptions (invite_code_id, user_id, redeemed_at) VALUES ($1, $2, $3)`, [r.inviteId, r.userId, r.now]);
    await tx.query(`UPDATE users SET invite_code_used = $2, pricing_tier = $3, subscription_status = 'active', updated_at = now() WHERE id = $1`, [
      r.userId,
      r.code,
      r.price,
    ]);
  }
}
