import { reportAppOf } from '@pfe/contracts';
import type { ModerationReport } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import type { ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { BlocksService } from '../safety/blocks.service';
import { CreateReportDto, UpdateReportDto } from './dto/moderation.dto';
import { ModerationErrors } from './moderation.errors';
import { toModerationReport } from './moderation.mappers';
import { ModerationRepository, STORED_STATUS } from './moderation.repository';
import { ReportSubjectsRepository } from './report-subjects.repository';

export const MODERATION_REPORT_LIST: ListSpec = {
  resource: 'reports',
  sortable: { createdAt: 'r.created_at', updatedAt: 'r.updated_at', status: 'r.status', reason: 'r.category', app: 'r.app', kind: 'r.kind' },
  filters: { app: 'text', reason: 'text', status: 'text', kind: 'text', reportedUserId: 'uuid' },
};

/**
 * Reports from every app into one queue (issue 32). A member reports what she can see; the
 * subject is kept as it was at that moment; the reported member is never told (no notification,
 * no trace on her side). Moderators read and close reports.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly repo: ModerationRepository,
    private readonly subjects: ReportSubjectsRepository,
    private readonly blocks: BlocksService,
    private readonly activity: ActivityService,
  ) {}

  async create(reporterId: string, dto: CreateReportDto): Promise<{ id: string }> {
    const { id, reportedUserId } = await this.repo.transaction(async (tx) => {
      const subject = await this.subjects.find(tx, dto.kind, dto.id, reporterId);
      if (!subject) throw ModerationErrors.subjectNotFound();
      if (subject.reportedUserId === reporterId) throw ModerationErrors.reportSelf();
      const reportId = await this.repo.insertReport(tx, {
        reporterId,
        reportedUserId: subject.reportedUserId,
        app: reportAppOf(dto.kind),
        kind: dto.kind,
        subjectId: dto.id,
        category: dto.reason,
        note: dto.note ?? null,
        snapshot: subject.snapshot,
      });
      return { id: reportId, reportedUserId: subject.reportedUserId };
    });
    // "Also block": the platform's one block, with every app's side effects (the blocked member is never told).
    if (dto.block) await this.blocks.create(reporterId, reportedUserId, null, async () => true);
    return { id };
  }

  async list(list: ListRequest): Promise<ListPage<ModerationReport>> {
    const { app, reason, status, kind } = list.filter.text;
    const stored = status ? (STORED_STATUS as Record<string, string>)[status] ?? status : undefined;
    const { rows, total } = await this.repo.listReports(list, { app, reason, status: stored, kind, reportedUserId: list.filter.uuid.reportedUserId });
    return { rows: rows.map(toModerationReport), total };
  }

  async get(id: string): Promise<ModerationReport> {
    const row = await this.repo.findReport(id);
    if (!row) throw ModerationErrors.reportNotFound();
    return toModerationReport(row);
  }

  async update(moderatorId: string, id: string, dto: UpdateReportDto): Promise<ModerationReport> {
    const resolution = dto.resolution || `Report ${dto.status}`;
    await this.repo.transaction(async (tx) => {
      if (!(await this.repo.setReportStatus(tx, id, STORED_STATUS[dto.status], resolution, moderatorId))) throw ModerationErrors.reportNotFound();
      await this.activity.record(tx, moderatorId, { action: 'moderation_report_status', targetType: 'report', targetId: id, details: { status: dto.status, resolution } });
    });
    return this.get(id);
  }
}
