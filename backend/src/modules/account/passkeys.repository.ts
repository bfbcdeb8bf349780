import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';

export interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
  backed_up: boolean;
  created_session: string | null;
  created_device: string | null;
}

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  name: string;
  createdSession: string;
  createdDevice: string;
}

@Injectable()
export class PasskeysRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** The member's passkeys, oldest first. */
  listOf(userId: string): Promise<PasskeyRow[]> {
    return this.db.query(`SELECT * FROM passkeys WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  }

  byCredential(credentialId: string): Promise<PasskeyRow | null> {
    return this.db.query(`SELECT * FROM passkeys WHERE credential_id = $1`, [credentialId]).then((rows: PasskeyRow[]) => rows[0] ?? null);
  }

  /** False when the member has no such passkey. */
  async remove(tx: Tx, userId: string, id: string): Promise<boolean> {
    const [, count] = await tx.query(`DELETE FROM passkeys WHERE id = $1 AND user_id = $2`, [id, userId]);
    return count > 0;
  }

  /** Locks the member's row (two registrations at once cannot pass the limit together) and answers how many passkeys they hold. */
  async lockAndCount(tx: Tx, userId: string): Promise<number> {
    await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
    const [{ n }] = await tx.query(`SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1`, [userId]);
    return n;
  }

  /** A taken credential id is a unique violation (23505), for the caller to name. */
  async insert(tx: Tx, p: NewPasskey): Promise<PasskeyRow> {
    const [inserted]: PasskeyRow[] = await tx.query(
      `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, device_type, backed_up, name, created_session, created_device)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
      [p.userId, p.credentialId, p.publicKey, p.counter, p.transports, p.deviceType, p.backedUp, p.name, p.createdSession, p.createdDevice],
    );
    return inserted;
  }

  async recordUse(id: string, counter: number): Promise<void> {
    await this.db.query(`UPDATE passkeys SET counter = $2, last_used_at = now() WHERE id = $1`, [id, counter]);
  }
}
