import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { AdminListQuery, parseListQuery, sendPage } from '../../common/pagination/admin-list';
import { UpdatePartnershipStatusDto, UpdateReportStatusDto } from './dto/report.dto';
import { MatchingRunResponse, MatchingService } from './matching.service';
import { AdminPartnershipResponse, PARTNERSHIP_SORTABLE, PartnershipHistoryResponse, PartnershipsService } from './partnerships.service';
import { PROFILE_SORTABLE, ProfileResponse, ProfilesService } from './profiles.service';
import { REPORT_SORTABLE, ReportResponse, ReportsService } from './reports.service';
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
  async listProfiles(@Query() query: AdminListQuery, @Res({ passthrough: true }) res: Response): Promise<ProfileResponse[]> {
    const list = parseListQuery(query, PROFILE_SORTABLE);
    return sendPage(res, 'profiles', list, await this.profiles.list(list));
  }

  @Get('partnerships')
  async listPartnerships(@Query() query: AdminListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminPartnershipResponse[]> {
    const list = parseListQuery(query, PARTNERSHIP_SORTABLE);
    return sendPage(res, 'partnerships', list, await this.partnerships.list(list));
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
  async listReports(@Query() query: AdminListQuery, @Res({ passthrough: true }) res: Response): Promise<ReportResponse[]> {
    const list = parseListQuery(query, REPORT_SORTABLE);
    return sendPage(res, 'reports', list, await this.reports.list(list));
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
