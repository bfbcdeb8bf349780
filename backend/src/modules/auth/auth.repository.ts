import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';

/** The user rows sign-up, sign-in and the admin bootstrap write. (Sessions live in PgSessionStore.) */
@Injectable()
export class AuthRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** A new account, signed in now; a taken email is a unique violation (23505), for the caller to name. */
  /** The user and, for a language other than English (the default), her settings row holding it: one statement. */
  async insertUser(u: { email: string; passwordHash: string; firstName: string | null; lastName: string | null; language?: string }): Promise<string> {
    const [{ id }] = await this.db.query(
      `WITH u AS (INSERT INTO users (email, password_hash, first_name, last_name, last_sign_in_at) VALUES ($1, $2, $3, $4, now()) RETURNING id),
         s AS (INSERT INTO user_settings (user_id, language) SELECT id, $5::varchar FROM u WHERE $5::varchar <> 'en')
       SELECT id FROM u`,
      [u.email, u.passwordHash, u.firstName, u.lastName, u.language ?? 'en'],
    );
    return id;
  }

  async markSignedIn(tx: Tx, userId: string): Promise<void> {
    await tx.query(`UPDATE users SET last_sign_in_at = now() WHERE id = $1`, [userId]);
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [userId, passwordHash]);
  }

  /** Creates the account as an admin; false when the email has an account already (which is left alone). */
  async insertAdminIfAbsent(email: string, passwordHash: string): Promise<boolean> {
    const created = await this.db.query(`INSERT INTO users (email, password_hash, is_admin) VALUES ($1, $2, true) ON CONFLICT (email) DO NOTHING RETURNING id`, [
      email,
      passwordHash,
    ]);
    return created.length > 0;
  }

  async isAdmin(email: string): Promise<boolean> {
    const [row]: { is_admin: boolean }[] = await this.db.query('SELECT is_admin FROM users WHERE email = $1', [email]);
    return row?.is_admin ?? false;
  }
}
