import type { AnnouncementType } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { adminListPage, SqlWhere } from '../../common/pagination/admin-list-sql';
import { ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';

export interface AnnouncementFields {
  title: string;
  content: string;
  type: AnnouncementType;
  isActive: boolean;
  showOnLogin: boolean;
  showOnSignInPage: boolean;
  expiresAt: Date | null;
}

export interface AnnouncementRow extends AnnouncementFields {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

export const ANNOUNCEMENT_LIST: ListSpec = {
  resource: 'announcements',
  sortable: { createdAt: 'a.created_at', title: 'a.title', type: 'a.type', expiresAt: 'a.expires_at' },
};

const SELECT = `a.id, a.title, a.content, a.type, a.is_active AS "isActive", a.show_on_login AS "showOnLogin",
  a.show_on_sign_in_page AS "showOnSignInPage", a.expires_at AS "expiresAt", a.created_at AS "createdAt", a.updated_at AS "updatedAt"`;

/** One table for every app's announcements, told apart by `app`: each method names its app. */
@Injectable()
export class AnnouncementsRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** Active and not expired at `now`, newest first. */
  visible(app: string, now: Date): Promise<AnnouncementRow[]> {
    return this.db.query(
      `SELECT ${SELECT} FROM announcements a WHERE a.app = $1 AND a.is_active AND (a.expires_at IS NULL OR a.expires_at > $2)
       ORDER BY a.created_at DESC, a.id DESC`,
      [app, now],
    );
  }

  list(app: string, list: ListRequest): Promise<ListPage<AnnouncementRow>> {
    const where = new SqlWhere().add((p) => `a.app = ${p}`, app);
    return adminListPage<AnnouncementRow>(this.db.manager, list, { select: SELECT, from: 'announcements a', id: 'a.id', where });
  }

  async get(app: string, id: string): Promise<AnnouncementRow | null> {
    const [row]: AnnouncementRow[] = await this.db.query(`SELECT ${SELECT} FROM announcements a WHERE a.id = $1 AND a.app = $2`, [id, app]);
    return row ?? null;
  }

  async insert(tx: Tx, app: string, f: AnnouncementFields): Promise<string> {
    const [{ id }] = await tx.query(
      `INSERT INTO announcements (app, title, content, type, is_active, show_on_login, show_on_sign_in_page, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [app, f.title, f.content, f.type, f.isActive, f.showOnLogin, f.showOnSignInPage, f.expiresAt],
    );
    return id;
  }

  /** False when the app has no such announcement. */
  async update(tx: Tx, app: string, id: string, f: AnnouncementFields): Promise<boolean> {
    const [rows]: [unknown[], number] = await tx.query(
      `UPDATE announcements SET title = $3, content = $4, type = $5, is_active = $6, show_on_login = $7, show_on_sign_in_page = $8,
         expires_at = $9, updated_at = now()
       WHERE id = $1 AND app = $2 RETURNING id`,
      [id, app, f.title, f.content, f.type, f.isActive, f.showOnLogin, f.showOnSignInPage, f.expiresAt],
    );
    return rows.length === 1;
  }

  /** False when the app has no such announcement. */
  async remove(tx: Tx, app: string, id: string): Promise<boolean> {
    const [, count] = await tx.query(`DELETE FROM announcements WHERE id = $1 AND app = $2`, [id, app]);
    return count > 0;
  }
}
