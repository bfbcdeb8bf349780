import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SupportMatchMatchingRunEntity } from './entities/supportmatch-matching-run.entity';
import { SupportMatchPartnershipEntity } from './entities/supportmatch-partnership.entity';
import { SupportMatchReportEntity } from './entities/supportmatch-report.entity';
import { SupportMatchProfileEntity } from './entities/supportmatch-profile.entity';
import { SupportMatchBlocksService } from './supportmatch-blocks.service';
import { SupportMatchMatchingStatusService } from './supportmatch-matching-status.service';
import { SupportMatchMatchingService } from './supportmatch-matching.service';
import { PartnershipChatStore } from './partnership-chat.store';
import { SupportMatchPartnershipsService } from './supportmatch-partnerships.service';
import { SupportMatchProfilesService } from './supportmatch-profiles.service';
import { SupportMatchReportsService } from './supportmatch-reports.service';
import { SupportMatchAdminController } from './supportmatch-admin.controller';
import { SupportMatchStatsService } from './supportmatch-stats.service';
import { SupportMatchController } from './supportmatch.controller';
import { SupportMatchJobs } from './supportmatch.jobs';
import { SupportMatchAccountData } from './supportmatch-account-data';

import { SupportMatchMatchingRepository } from './supportmatch-matching.repository';
import { SupportMatchPartnershipsRepository } from './supportmatch-partnerships.repository';
import { SupportMatchProfilesRepository } from './supportmatch-profiles.repository';
import { SupportMatchReportsRepository } from './supportmatch-reports.repository';

/** SupportMatch's controllers and providers; what it plugs into the platform (chat, notifications, account data…) is its manifest entry, supportmatch.sub-app.ts. */
@Module({
  imports: [TypeOrmModule.forFeature([SupportMatchProfileEntity, SupportMatchPartnershipEntity, SupportMatchReportEntity, SupportMatchMatchingRunEntity])],
  controllers: [SupportMatchController, SupportMatchAdminController],
  providers: [
    SupportMatchProfilesRepository,
    SupportMatchPartnershipsRepository,
    SupportMatchReportsRepository,
    SupportMatchMatchingRepository,
    SupportMatchProfilesService, SupportMatchPartnershipsService, SupportMatchBlocksService, SupportMatchReportsService, SupportMatchMatchingService, SupportMatchMatchingStatusService, SupportMatchStatsService, PartnershipChatStore, SupportMatchJobs, SupportMatchAccountData],
})
export class SupportMatchModule {}
