import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { AdminList, ListPage, ListRequest } from '../../common/pagination/admin-list';
import { UpdatePartnershipStatusDto, UpdateReportStatusDto } from './dto/report.dto';
import { MatchingRunResponse, MatchingService } from './matching.service';
import { AdminPartnershipResponse, PARTNERSHIP_LIST, PartnershipHistoryResponse, PartnershipsService } from './partnerships.service';
import { PROFILE_LIST, ProfileResponse, ProfilesService } from './profiles.service';
import { REPORT_LIST, ReportResponse, ReportsService } from './reports.service';
import { SupportMatchStatsResponse, SupportMatchStatsService } from './supportmatch-stats.service';

@Controller('supportmatch/admin')
@Access(AccessLevel.Admin)
export class SupportMatchAdminController {
  constructor(
    private readonly stats: SupportMatchStatsService,
    private readonly profiles: ProfilesService,
    private readonly partnerships: PartnershipsService,
    private readonly matching: MatchingService,
    private readonly reports: ReportsService,
  ) {}

  @Get('stats')
  getStats(): Promise<SupportMatchStatsResponse> {
    return this.stats.stats();
  }

  @Get('profiles')
  listProfiles(@AdminList(PROFILE_LIST) list: ListRequest): Promise<ListPage<ProfileResponse>> {
    return this.profiles.list(list);
  }

  @Get('partnerships')
  listPartnerships(@AdminList(PARTNERSHIP_LIST) list: ListRequest): Promise<ListPage<AdminPartnershipResponse>> {
    return this.partnerships.list(list);
  }

  @Post('partnerships/run-matching')
  @HttpCode(200)
  runMatching(@CurrentUser() admin: AuthUser): Promise<MatchingRunResponse> {
    return this.matching.run(admin.id);
  }

  @Put('partnerships/:id/status')
  setPartnershipStatus(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string, @Body() dto: UpdatePartnershipStatusDto): Promise<PartnershipHistoryResponse> {
    return this.partnerships.setStatus(admin.id, id, dto.status);
  }

  @Get('reports')
  listReports(@AdminList(REPORT_LIST) list: ListRequest): Promise<ListPage<ReportResponse>> {
    return this.reports.list(list);
  }

  @Get('reports/:id')
  getReport(@Param('id', IdParam) id: string): Promise<ReportResponse> {
    return this.reports.get(id);
  }

  @Put('reports/:id/status')
  setReportStatus(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string, @Body() dto: UpdateReportStatusDto): Promise<ReportResponse> {
    return this.reports.setStatus(admin.id, id, dto);
  }
}
