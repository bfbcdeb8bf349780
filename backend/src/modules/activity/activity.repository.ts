import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { adminListPage, SqlWhere } from '../../common/pagination/admin-list-sql';
import { ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';

export interface ActivityRow {
  id: string;
  adminId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

export const ACTIVITY_LIST: ListSpec = {
  resource: 'activity',
  sortable: { createdAt: 'log.created_at', action: 'log.action', targetType: 'log.target_type' },
  filters: { action: 'text', targetType: 'text' },
};

const SELECT = `log.id, log.admin_id AS "adminId", log.action, log.target_type AS "targetType", log.target_id AS "targetId",
  log.details, log.created_at AS "createdAt"`;

@Injectable()
export class ActivityRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  async insert(tx: Tx, entry: { adminId: string | null; action: string; targetType: string; targetId: string | null; details: Record<string, unknown> }): Promise<void> {
    await tx.query(`INSERT INTO admin_action_logs (admin_id, action, target_type, target_id, details) VALUES ($1, $2, $3, $4, $5)`, [
      entry.adminId,
      entry.action,
      entry.targetType,
      entry.targetId,
      JSON.stringify(entry.details),
    ]);
  }

  list(list: ListRequest): Promise<ListPage<ActivityRow>> {
    const where = new SqlWhere().add((p) => `log.action = ${p}`, list.filter.text.action).add((p) => `log.target_type = ${p}`, list.filter.text.targetType);
    return adminListPage<ActivityRow>(this.db.manager, list, { select: SELECT, from: 'admin_action_logs log', id: 'log.id', where });
  }
}
