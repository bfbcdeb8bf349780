import { EntityManager } from 'typeorm';
import { AccountErrors } from './account.errors';

/** Which passkeys a credentials change removes. */
export type PasskeyRemoval = 'all' | 'none' | { keep: readonly string[] };

export interface CredentialsChange {
  userId: string;
  /** The new password's hash; left out, the password stays as it is (Safety Check without a new password). */
  passwordHash?: string;
  /** The one session that stays signed in (change password, Safety Check); null: every session ends (a reset). */
  keepSession: string | null;
  /** A reset removes every passkey; change password on request; Safety Check all but the ones she keeps. */
  passkeys: PasskeyRemoval;
}

export interface CredentialsChanged {
  endedSessions: number;
  removedPasskeys: number;
  voidedResetLinks: number;
}

/**
 * The recovery rule, the one place it is written (the emailed and the admin reset link, the CLI's
 * `reset-password`, Settings' change password and Safety Check all call it): inside the caller's
 * transaction, with the account's row locked (so two changes of one account run one after the
 * other), it sets the new password, ends every session but `keepSession` (deleting the rows: the
 * `sessions` trigger closes their sockets and clears the session caches on every node), voids
 * every reset link of the account not used yet (emailed or admin-made, pending or not) and removes
 * the passkeys asked. Kept passkey ids must all be the account's own: any other is a 404 and
 * nothing changes. Answers null for an account that does not exist (or was deleted).
 */
export async function changeCredentials(tx: EntityManager, change: CredentialsChange): Promise<CredentialsChanged | null> {
  if (!tx.queryRunner?.isTransactionActive) throw new Error('changeCredentials() must run inside a transaction');
  const { userId } = change;
  const [user] = await tx.query(`SELECT id FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`, [userId]);
  if (!user) return null;
  const keep = typeof change.passkeys === 'object' ? [...new Set(change.passkeys.keep)] : [];
  if (keep.length > 0) {
    const [{ n }] = await tx.query(`SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1 AND id = ANY($2::uuid[])`, [userId, keep]);
    if (n !== keep.length) throw AccountErrors.passkeyNotFound();
  }
  if (change.passwordHash !== undefined) {
    await tx.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [userId, change.passwordHash]);
  }
  const [, endedSessions] = await tx.query(`DELETE FROM sessions WHERE user_id = $1 AND sid IS DISTINCT FROM $2`, [userId, change.keepSession]);
  const [, voidedResetLinks] = await tx.query(
    `UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()`,
    [userId],
  );
  let removedPasskeys = 0;
  if (change.passkeys !== 'none') {
    [, removedPasskeys] = await tx.query(`DELETE FROM passkeys WHERE user_id = $1 AND NOT (id = ANY($2::uuid[]))`, [userId, keep]);
  }
  return { endedSessions, removedPasskeys, voidedResetLinks };
}
