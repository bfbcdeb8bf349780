import type { OwnReport, Report } from '@pfe/contracts/supportmatch';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { CreateReportDto, UpdateReportStatusDto } from './dto/report.dto';
import { ReportEntity } from './entities/report.entity';
import { SupportMatchPartnershipsService } from './supportmatch-partnerships.service';
import { SupportMatchProfilesService } from './supportmatch-profiles.service';
import { SupportMatchErrors } from './supportmatch.errors';
import { werePartners } from './supportmatch.sql';
import { toReportResponse } from './supportmatch.mappers';

export const REPORT_LIST: ListSpec = { resource: 'reports', sortable: { createdAt: 'r.createdAt', status: 'r.status', reason: 'r.reason' }, filters: { status: 'text' } };

@Injectable()
export class SupportMatchReportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly partnerships: SupportMatchPartnershipsService,
    private readonly activity: ActivityService,
    private readonly profiles: SupportMatchProfilesService,
  ) {}

  /** The reports with both members' nicknames, in one query for the page. */
  private async withNicknames(reports: ReportEntity[]): Promise<Report[]> {
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
      const [partner] = await this.db.query(`SELECT 1 WHERE ${werePartners('$1', '$2')}`, [reporterId, dto.reportedUserId]);
      if (!partner) throw SupportMatchErrors.memberNotFound();
    }
    const saved = await this.db.getRepository(ReportEntity).save({
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
    // SupportMatch's own reports: the table holds every app's since issue 32.
    const qb = this.db.getRepository(ReportEntity).createQueryBuilder('r').where(`r.app = 'supportmatch'`);
    const status = list.filter.text.status;
    if (status) qb.andWhere('r.status = :status', { status });
    const ids = list.filter.ids;
    if (ids) qb.andWhere('r.id = ANY(:ids)', { ids });
    const [rows, total] = await qb.orderBy(list.orderBy, list.direction).addOrderBy('r.id', 'DESC').skip(list.offset).take(list.limit).getManyAndCount();
    return { rows: await this.withNicknames(rows), total };
  }

  async get(id: string): Promise<Report> {
    const report = await this.db.getRepository(ReportEntity).findOneBy({ id });
    if (!report) throw SupportMatchErrors.reportNotFound();
    return (await this.withNicknames([report]))[0];
  }

  async setStatus(adminId: string, id: string, dto: UpdateReportStatusDto): Promise<Report> {
    const resolution = dto.resolution || `Report ${dto.status}`;
    await this.db.transaction(async (tx) => {
      const result = await tx.update(ReportEntity, { id }, { status: dto.status, resolution });
      if (!result.affected) throw SupportMatchErrors.reportNotFound();
      await this.activity.record(tx, adminId, { action: `${dto.status === 'resolved' ? 'resolve' : 'dismiss'}_report`, targetType: 'report', targetId: id, details: { resolution } });
    });
    return this.get(id);
  }

  async pendingCount(): Promise<number> {
    return this.db.getRepository(ReportEntity).countBy({ status: 'pending', app: 'supportmatch' });
  }
}
