import type { AdminPartnership, MatchingRunResult, PartnershipHistoryEntry, Report, SupportMatchProfile, SupportMatchStats } from '@pfe/contracts/supportmatch';
import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { AdminList, ListPage, ListRequest } from '../../common/pagination/admin-list';
import { UpdatePartnershipStatusDto, UpdateReportStatusDto } from './dto/report.dto';
import { SupportMatchMatchingService } from './supportmatch-matching.service';
import { PARTNERSHIP_LIST, SupportMatchPartnershipsService } from './supportmatch-partnerships.service';
import { PROFILE_LIST, SupportMatchProfilesService } from './supportmatch-profiles.service';
import { REPORT_LIST, SupportMatchReportsService } from './supportmatch-reports.service';
import { SupportMatchStatsService } from './supportmatch-stats.service';

@Controller('supportmatch/admin')
@Access(AccessLevel.Admin)
export class SupportMatchAdminController {
  constructor(
    private readonly stats: SupportMatchStatsService,
    private readonly profiles: SupportMatchProfilesService,
    private readonly partnerships: SupportMatchPartnershipsService,
    private readonly matching: SupportMatchMatchingService,
    private readonly reports: SupportMatchReportsService,
  ) {}

  @Get('stats')
  getStats(): Promise<SupportMatchStats> {
    return this.stats.stats();
  }

  @Get('profiles')
  listProfiles(@AdminList(PROFILE_LIST) list: ListRequest): Promise<ListPage<SupportMatchProfile>> {
    return this.profiles.list(list);
  }

  @Get('partnerships')
  listPartnerships(@AdminList(PARTNERSHIP_LIST) list: ListRequest): Promise<ListPage<AdminPartnership>> {
    return this.partnerships.list(list);
  }

  @Post('partnerships/run-matching')
  @HttpCode(200)
  runMatching(@CurrentUser() admin: AuthUser): Promise<MatchingRunResult> {
    return this.matching.run(admin.id);
  }

  @Put('partnerships/:id/status')
  setPartnershipStatus(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string, @Body() dto: UpdatePartnershipStatusDto): Promise<PartnershipHistoryEntry> {
    return this.partnerships.setStatus(admin.id, id, dto.status);
  }

  @Get('reports')
  listReports(@AdminList(REPORT_LIST) list: ListRequest): Promise<ListPage<Report>> {
    return this.reports.list(list);
  }

  @Get('reports/:id')
  getReport(@Param('id', IdParam) id: string): Promise<Report> {
    return this.reports.get(id);
  }

  @Put('reports/:id/status')
  setReportStatus(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string, @Body() dto: UpdateReportStatusDto): Promise<Report> {
    return this.reports.setStatus(admin.id, id, dto);
  }
}
