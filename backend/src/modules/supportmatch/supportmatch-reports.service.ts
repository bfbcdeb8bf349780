import type { OwnReport, Report } from '@pfe/contracts/supportmatch';
import { Injectable } from '@nestjs/common';
import { ListPage, ListRequest } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { CreateReportDto, UpdateReportStatusDto } from './dto/report.dto';
import { SupportMatchPartnershipsService } from './supportmatch-partnerships.service';
import { SupportMatchProfilesService } from './supportmatch-profiles.service';
import { SupportMatchErrors } from './supportmatch.errors';
import { toReportResponse } from './supportmatch.mappers';
import { ReportRow, SupportMatchReportsRepository } from './supportmatch-reports.repository';

export { REPORT_LIST } from './supportmatch-reports.repository';

@Injectable()
export class SupportMatchReportsService {
  constructor(
    private readonly reports: SupportMatchReportsRepository,
    private readonly partnerships: SupportMatchPartnershipsService,
    private readonly activity: ActivityService,
    private readonly profiles: SupportMatchProfilesService,
  ) {}

  /** The reports with both members' nicknames, in one query for the page. */
  private async withNicknames(reports: ReportRow[]): Promise<Report[]> {
    const nicknames = await this.profiles.nicknamesOf([...new Set(reports.flatMap((r) => [r.reporterId, r.reportedUserId]))]);
    return reports.map((r) => toReportResponse(r, nicknames));
  }

  async create(reporterId: string, dto: CreateReportDto): Promise<OwnReport> {
    if (dto.reportedUserId === reporterId) throw SupportMatchErrors.reportSelf();
    if (dto.partnershipId) {
      const partner = await this.partnerships.partnerOf(reporterId, dto.partnershipId);
      if (!partner) throw SupportMatchErrors.partnershipNotFound();
      if (partner !== dto.reportedUserId) throw SupportMatchErrors.reportNotPartner();
    } else {
      // Only a past or present partner: anyone else is the same 404 whether or not she exists or has a
      // profile, so the route cannot be used to learn who uses SupportMatch.
      if (!(await this.reports.werePartners(reporterId, dto.reportedUserId))) throw SupportMatchErrors.memberNotFound();
    }
    const saved = await this.reports.insert({
      reporterId,
      reportedUserId: dto.reportedUserId,
      partnershipId: dto.partnershipId ?? null,
      reason: dto.reason,
      description: dto.description,
      // Into the moderators' one queue too (issue 32): what it is about, with SupportMatch's words as the note.
      app: 'supportmatch',
      kind: dto.partnershipId ? 'supportmatch.partnership' : 'member',
      subjectId: dto.partnershipId ?? dto.reportedUserId,
      note: `${dto.reason}: ${dto.description}`.slice(0, 2000),
    });
    return { id: saved.id, reason: saved.reason, status: saved.status, createdAt: saved.createdAt.toISOString() };
  }

  /** Admin list; `filter.status` is pending, resolved or dismissed. */
  async list(list: ListRequest): Promise<ListPage<Report>> {
    const { rows, total } = await this.reports.list(list);
    return { rows: await this.withNicknames(rows), total };
  }

  async get(id: string): Promise<Report> {
    const report = await this.reports.get(id);
    if (!report) throw SupportMatchErrors.reportNotFound();
    return (await this.withNicknames([report]))[0];
  }

  async setStatus(adminId: string, id: string, dto: UpdateReportStatusDto): Promise<Report> {
    const resolution = dto.resolution || `Report ${dto.status}`;
    await this.reports.transaction(async (tx) => {
      if (!(await this.reports.setStatus(tx, id, dto.status, resolution))) throw SupportMatchErrors.reportNotFound();
      await this.activity.record(tx, adminId, { action: `${dto.status === 'resolved' ? 'resolve' : 'dismiss'}_report`, targetType: 'report', targetId: id, details: { resolution } });
    });
    return this.get(id);
  }

  async pendingCount(): Promise<number> {
    return this.reports.pendingCount();
  }
}
