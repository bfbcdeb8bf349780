import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { adminListPage, SqlWhere } from '../../common/pagination/admin-list-sql';
import { ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { SupportMatchReportEntity } from './entities/supportmatch-report.entity';
import { werePartners } from './supportmatch.sql';

export const REPORT_LIST: ListSpec = { resource: 'reports', sortable: { createdAt: 'r.created_at', status: 'r.status', reason: 'r.reason' }, filters: { status: 'text' } };

export type ReportRow = SupportMatchReportEntity;
export type NewReport = Pick<SupportMatchReportEntity, 'reporterId' | 'reportedUserId' | 'partnershipId' | 'reason' | 'description' | 'app' | 'kind' | 'subjectId' | 'note'>;

const REPORT_SELECT = `r.id, r.reporter_id AS "reporterId", r.reported_user_id AS "reportedUserId", r.partnership_id AS "partnershipId",
  r.reason, r.description, r.status, r.resolution, r.app, r.kind, r.subject_id AS "subjectId", r.note,
  r.created_at AS "createdAt", r.updated_at AS "updatedAt"`;

/** SupportMatch's reports, in the platform's one `reports` table (issue 32), told apart by `app`. */
@Injectable()
export class SupportMatchReportsRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  insert(report: NewReport): Promise<ReportRow> {
    return this.db.getRepository(SupportMatchReportEntity).save(report);
  }

  /** SupportMatch's own reports; `filter.status` is pending, resolved or dismissed. */
  list(list: ListRequest): Promise<ListPage<ReportRow>> {
    const where = new SqlWhere().always(`r.app = 'supportmatch'`).add((p) => `r.status = ${p}`, list.filter.text.status || undefined);
    return adminListPage<ReportRow>(this.db.manager, list, { select: REPORT_SELECT, from: 'reports r', id: 'r.id', where });
  }

  /** One of SupportMatch's reports (another app's report in the shared table is not one: null). */
  get(id: string): Promise<ReportRow | null> {
    return this.db.getRepository(SupportMatchReportEntity).findOneBy({ id, app: 'supportmatch' });
  }

  /** Whether the two members are or were partners. */
  async werePartners(a: string, b: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 WHERE ${werePartners('$1', '$2')}`, [a, b]);
    return rows.length > 0;
  }

  /** False when there is no such report. */
  async setStatus(tx: Tx, id: string, status: ReportRow['status'], resolution: string): Promise<boolean> {
    return !!(await tx.update(SupportMatchReportEntity, { id, app: 'supportmatch' }, { status, resolution })).affected;
  }

  pendingCount(): Promise<number> {
    return this.db.getRepository(SupportMatchReportEntity).countBy({ status: 'pending', app: 'supportmatch' });
  }
}
